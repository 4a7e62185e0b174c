// leanDocsVersion (plugins/framework-internals): the wiki's docs version data leaves its
// `docs` map empty, because nothing the wiki shows reads it.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const requireHere = createRequire(import.meta.url);
type Loader = (this: {resourcePath: string}, source: string) => string;
const lean = requireHere('../../plugins/framework-internals/docs-version/lean.cjs') as Loader;
const run = (source: string) => lean.call({resourcePath: '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/wiki-d99.json'}, source);
const docsPlugin = path.resolve(path.dirname(requireHere.resolve('@docusaurus/plugin-content-docs')), '..');
const themeClassic = path.resolve(path.dirname(requireHere.resolve('@docusaurus/theme-classic')), '..');
const root = path.resolve(__dirname, '../..');

/** The version route's props as the installed docs plugin makes them, for two pages. */
function installedVersionProps() {
  const {toVersionMetadataProp} = requireHere(path.join(docsPlugin, 'lib/props.js')) as {
    toVersionMetadataProp: (pluginId: string, version: unknown) => unknown;
  };
  const doc = (id: string) => ({
    id,
    title: `Title of ${id}`,
    description: `Description of ${id}`,
    sidebar: 'geyserSidebar',
    permalink: `/wiki/${id}/`,
    unlisted: false,
    frontMatter: {},
  });
  const docs = [doc('geyser/faq'), doc('geyser/setup/index')];
  const version = {
    versionName: 'current',
    label: 'Next',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    docs,
    sidebars: {
      geyserSidebar: [
        {type: 'doc', id: 'geyser/faq'},
        {type: 'doc', id: 'geyser/setup/index'},
      ],
    },
  };
  return {version: toVersionMetadataProp('default', version)};
}

/** Every file under dir whose name matches. */
function filesUnder(dir: string, name: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, name);
    return name.test(entry.name) ? [full] : [];
  });
}

describe('docs version data without what the wiki does not read', () => {
  it("keeps the installed plugin's sidebars and leaves out the map of pages", () => {
    const props = installedVersionProps() as {version: {docs: Record<string, unknown>; docsSidebars: unknown}};
    expect(props.version.docs['geyser/faq']).toMatchObject({description: 'Description of geyser/faq'});
    const out = JSON.parse(run(JSON.stringify(props)));
    expect(out.version.docs).toEqual({});
    expect(out.version.docsSidebars).toEqual(props.version.docsSidebars);
    expect(JSON.stringify(out)).not.toContain('Description of');
  });

  it("is safe because only the theme's DocCard reads the map (through useDocById), for a description", () => {
    const readers = filesUnder(path.join(themeClassic, 'lib/theme'), /\.js$/).filter((file) => fs.readFileSync(file, 'utf8').includes('useDocById'));
    expect(readers.map((file) => path.relative(themeClassic, file))).toEqual([path.join('lib', 'theme', 'DocCard', 'index.js')]);
    const card = fs.readFileSync(readers[0]!, 'utf8');
    expect(card.match(/doc\?\.\w+/g)).toEqual(['doc?.description']);
    const utils = fs.readFileSync(path.join(docsPlugin, 'lib/client/docsUtils.js'), 'utf8');
    expect(utils).toMatch(/const doc = version\.docs\[id\];/);
  });

  it('and the wiki shows no doc cards', () => {
    const sources = [
      ...filesUnder(path.join(root, 'docs'), /\.mdx?$/),
      ...filesUnder(path.join(root, 'src'), /\.(tsx?|mdx?)$/),
      ...filesUnder(path.join(root, 'i18n'), /\.mdx?$/),
    ];
    const users = sources.filter((file) => /DocCardList|@theme\/DocCard|useDocById/.test(fs.readFileSync(file, 'utf8')));
    expect(users.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('leaves other props alone and fails the build when the version data changes shape', () => {
    const tag = JSON.stringify({tag: {label: 'a', items: []}});
    expect(run(tag)).toBe(tag);
    expect(() => run(JSON.stringify({version: {docs: [], docsSidebars: {}}}))).toThrow(/leanDocsVersion/);
  });
});
