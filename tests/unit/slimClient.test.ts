import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as slim from '../../plugins/slim-client/utils-common.mjs';

const requireHere = createRequire(import.meta.url);

describe('the slim @docusaurus/utils-common', () => {
  it('exports what the package exports, with the same values', () => {
    const original = requireHere('@docusaurus/utils-common') as Record<string, unknown>;
    const names = Object.keys(original).filter((name) => name !== '__esModule').sort();
    expect(Object.keys(slim).sort()).toEqual(names);
    for (const name of names) {
      const value = original[name];
      const mine = (slim as Record<string, unknown>)[name];
      if (typeof value === 'function') expect((mine as () => unknown).toString()).toBe(value.toString());
      else expect(mine).toEqual(value);
    }
    expect(slim.applyTrailingSlash('/wiki', {trailingSlash: true, baseUrl: '/'})).toBe('/wiki/');
  });

});

describe('the loaders that trim generated data', () => {
  const stripBuildSettings = requireHere('../../plugins/slim-client/strip-build-settings.cjs') as (source: string) => string;
  const stripDocDescriptions = requireHere('../../plugins/slim-client/strip-doc-descriptions.cjs') as (source: string) => string;

  it('leave the build-only plugin settings out of the site config', () => {
    const source = `/* generated */\nexport default ${JSON.stringify({title: 'GeyserMC', themeConfig: {navbar: {}}, presets: [['classic', {}]], plugins: [['x', {}]], themes: []}, null, 2)};\n`;
    const out = stripBuildSettings(source);
    expect(JSON.parse(out.replace(/^export default /, '').replace(/;$/, ''))).toEqual({title: 'GeyserMC', themeConfig: {navbar: {}}});
  });

  it('leave the doc descriptions out of the docs version data, and nothing else', () => {
    const version = {pluginId: 'default', docsSidebars: {s: [{type: 'link', label: 'Setup'}]}, docs: {setup: {id: 'setup', title: 'Setup', description: 'How to set up', sidebar: 's'}}};
    expect(JSON.parse(stripDocDescriptions(JSON.stringify({version})))).toEqual({
      version: {...version, docs: {setup: {id: 'setup', title: 'Setup', sidebar: 's'}}},
    });
  });

  it('are safe because no wiki page shows doc cards, which would need the descriptions', () => {
    const fs = requireHere('node:fs') as typeof import('node:fs');
    const path = requireHere('node:path') as typeof import('node:path');
    const root = path.resolve(__dirname, '../..');
    const files = ['docs', 'src'].flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), {recursive: true}) as string[]).filter((file) => /\.(mdx?|tsx?)$/.test(file)).map((file) => path.join(root, dir, file)),
    );
    files.push(path.join(root, 'sidebars.ts'));
    const using = files.filter((file) => /DocCardList|DocCard\b|useDocById|generated-index/.test(fs.readFileSync(file, 'utf8')));
    // If this fails, remove the description loader from plugins/slim-client.
    expect(using.map((file) => path.relative(root, file))).toEqual([]);
  });
});
