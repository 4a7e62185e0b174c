import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {build, type Plugin} from 'esbuild';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

// The page controls at the end of every wiki page ("Copy page", "View as Markdown",
// "Was this page helpful?") may add at most 2 KB of gzipped JavaScript to a page
// (bench/results/page-controls.md measures them in the built site). This bundles
// them as the site does, minified, with what every page already loads (React,
// Docusaurus, the translation groups' registry) left out, and the CSS modules as
// the class-name maps they become.
const cssModules: Plugin = {
  name: 'css-modules',
  setup(esbuild) {
    esbuild.onResolve({filter: /\.module\.css$/}, (args) => ({path: path.join(args.resolveDir, args.path), namespace: 'css-module'}));
    esbuild.onLoad({filter: /.*/, namespace: 'css-module'}, async (args) => {
      const css = await import('node:fs/promises').then((fs) => fs.readFile(args.path, 'utf8'));
      const classes = [...new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]!))];
      // Production class names are short hashes; eight characters each is generous.
      return {contents: `export default ${JSON.stringify(Object.fromEntries(classes.map((c) => [c, `${c.slice(0, 3)}_x1Yz`])))}`, loader: 'js'};
    });
  },
};

async function gzippedBytes(entries: string[]): Promise<number> {
  const result = await build({
    stdin: {
      contents: entries.map((entry, index) => `export {default as C${index}} from ${JSON.stringify(entry)};`).join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2020',
    alias: {'@site': root},
    external: [
      'react',
      'react/*',
      'react-dom',
      '@docusaurus/*',
      '@generated/*',
      '@site/plugins/framework-internals/*',
      '@theme/*',
      '@theme-original/*',
    ],
    plugins: [cssModules],
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents, {level: 9}).byteLength;
}

describe('the page controls', () => {
  it('add at most 2 KB of gzipped JavaScript to a wiki page', async () => {
    const bytes = await gzippedBytes(['./src/components/PageActions/index.tsx', './src/components/PageFeedback/index.tsx']);
    expect(bytes).toBeGreaterThan(500);
    expect(bytes, `${bytes} bytes gzipped`).toBeLessThanOrEqual(2048);
  });
});
