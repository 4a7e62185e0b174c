// registryWithoutPaths (plugins/framework-internals): the browser's copy of the
// route registry leaves out the module paths that only the server reads.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const requireHere = createRequire(import.meta.url);
type Loader = (this: {resourcePath: string}, source: string) => string;
const noModulePaths = requireHere('../../plugins/framework-internals/route-registry/no-module-paths.cjs') as Loader;
const core = path.dirname(requireHere.resolve('@docusaurus/core/package.json'));
const run = (source: string) => noModulePaths.call({resourcePath: '/site/.docusaurus/registry.js'}, source);

/** A registry written by the installed Docusaurus's own template. */
function generatedRegistry(entries: Record<string, string>): string {
  const codegen = fs.readFileSync(path.join(core, 'lib/server/codegen/codegenRoutes.js'), 'utf8');
  const template = /` {2}"\$\{chunkName\}": (\[.*\]),`\)/.exec(codegen)?.[1];
  if (!template) throw new Error('the installed Docusaurus writes its registry differently');
  const lines = Object.entries(entries).map(
    ([chunkName, modulePath]) => `  "${chunkName}": ${template.replaceAll('${chunkName}', chunkName).replaceAll('${modulePath}', modulePath)},`,
  );
  return `export default {\n${lines.join('\n')}};\n`;
}

describe('route registry without module paths', () => {
  const source = generatedRegistry({
    '4116b38c': '@site/docs/geyser/setup/provider/fabric.md',
    '0058b4c6': '@generated/docusaurus-plugin-content-docs/default/p/wiki-b95.json',
  });

  it("empties each module path of the installed Docusaurus's registry, keeping its loader and module id", () => {
    const out = run(source);
    expect(out).toContain(
      'import(/* webpackChunkName: "4116b38c" */ "@site/docs/geyser/setup/provider/fabric.md"), "", require.resolveWeak("@site/docs/geyser/setup/provider/fabric.md")]',
    );
    expect(out).toContain('"0058b4c6": [() => import(');
    expect(out.match(/, "", require\.resolveWeak/g)).toHaveLength(2);
    expect(out.length).toBeLessThan(source.length);
  });

  it('only where the browser does not read the path: react-loadable gets it as `modules`, which only the server reports', () => {
    const creator = fs.readFileSync(path.join(core, 'lib/client/exports/ComponentCreator.js'), 'utf8');
    expect(creator).toMatch(/modules\.push\(chunkRegistry\[1\]\)/);
    expect(creator.match(/chunkRegistry\[1\]/g)).toHaveLength(1);
  });

  it('fails the build when the registry no longer lists its modules that way', () => {
    expect(() => run('export default {"a": [() => import("x"), require.resolveWeak("x")]};')).toThrow(/registryWithoutPaths/);
  });
});
