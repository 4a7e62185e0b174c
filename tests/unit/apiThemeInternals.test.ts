import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {hydrateOnceComponents, renderOnServerComponents} from '../../plugins/framework-internals';

const requireHere = createRequire(import.meta.url);
const themeDir = path.dirname(requireHere.resolve('docusaurus-theme-openapi-docs/package.json'));
const themeFile = (name: string) => fs.readFileSync(path.join(themeDir, 'lib', 'theme', name, 'index.js'), 'utf8');
type Loader = (this: {resourcePath: string}, source: string) => string;
const hydrateOnce = requireHere('../../plugins/framework-internals/api-server-render/hydrate-once.cjs') as Loader;
const renderOnServer = requireHere('../../plugins/framework-internals/api-server-render/render-on-server.cjs') as Loader;
const run = (loader: Loader, source: string) => loader.call({resourcePath: '/theme/X/index.js'}, source);

describe('hydrate-once loader', () => {
  it('answers "in the browser?" from the environment in each listed theme component', () => {
    for (const name of hydrateOnceComponents) {
      const out = run(hydrateOnce, themeFile(name));
      expect(out, name).not.toContain('(0, useIsBrowser_1.default)()');
      expect(out, name).toContain('(typeof window !== "undefined")');
    }
  });

  it('covers every API theme tab component that remounts after hydration', () => {
    const remounting = fs
      .readdirSync(path.join(themeDir, 'lib', 'theme'))
      .filter((name) => fs.existsSync(path.join(themeDir, 'lib', 'theme', name, 'index.js')))
      .filter((name) => /key: String\(isBrowser\)/.test(themeFile(name)));
    expect(remounting.length).toBeGreaterThan(0);
    for (const name of remounting) expect(hydrateOnceComponents).toContain(name);
  });

  it('fails the build when a component no longer calls useIsBrowser that way', () => {
    expect(() => run(hydrateOnce, 'export default function Tabs() {}')).toThrow(/apiHydrateOnce/);
  });
});

describe('render-on-server loader', () => {
  it('swaps BrowserOnly for a component that renders at once in each listed section', () => {
    for (const name of renderOnServerComponents) {
      const out = run(renderOnServer, themeFile(name));
      expect(out, name).not.toContain('require("@docusaurus/BrowserOnly")');
      expect(out, name).toContain('render-now.mjs');
    }
  });

  it('fails the build when a section no longer uses BrowserOnly that way', () => {
    expect(() => run(renderOnServer, 'module.exports = {}')).toThrow(/apiServerRender/);
  });
});
