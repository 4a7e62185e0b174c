import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {groupOf, groupedPrefixes, messagesByGroup, translationGroups} from '@site/src/lib/i18n/translationGroups';
import {themeEnglishDefaults} from '../../../plugins/framework-internals/translation-groups/defaults';

const root = path.resolve(__dirname, '../../..');
// The stripping loader is CommonJS, run by the bundler; load it the same way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const strip = require('../../../plugins/framework-internals/translation-groups/strip.cjs') as (this: unknown, source: string) => string;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?|mdx?)$/.test(entry.name) ? [full] : [];
  });
}

/** Literal translation ids a file uses: `id: '…'`, `id="…"`, `id={'…'}`. */
function idsIn(text: string): string[] {
  return [...text.matchAll(/\bid(?:\s*:\s*|=\{?)(['"`])([^'"`]+)\1/g)].map((match) => match[2]);
}

/** The module specifiers a file imports, in order. */
function importsIn(text: string): string[] {
  return [...text.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]);
}

const groupModule = (group: string) => `@site/src/i18n/groups/${group}`;

describe('translation groups', () => {
  it('assigns ids by prefix and leaves shared ids in the main bundle', () => {
    expect(groupOf('configEditor.option.bedrock.port.label')).toBe('configEditor');
    expect(groupOf('utilities.configEditor.export')).toBe('configEditor');
    expect(groupOf('utilities.dumpViewer.load')).toBe('dumpViewer');
    expect(groupOf('wiki.setupChooser.title')).toBe('setupChooser');
    expect(groupOf('theme.navbar.mobileLanguageDropdown.label')).toBeUndefined();
    expect(groupOf('search.section.wiki')).toBe('search');
    expect(groupOf('theme.SearchModal.searchBox.placeholderText')).toBe('search');
    expect(groupOf('theme.SearchBar.label')).toBeUndefined();
    expect(groupOf('announcement.geyser-2-11.text')).toBeUndefined();
  });

  it('splits messages by group', () => {
    const groups = messagesByGroup({'home.title': 'Start', 'download.title': 'Herunterladen', 'theme.x': 'y'});
    expect(groups.home).toEqual({'home.title': 'Start'});
    expect(groups.download).toEqual({'download.title': 'Herunterladen'});
    expect(Object.values(groups).flatMap(Object.keys)).not.toContain('theme.x');
  });

  it('in the default locale also strips theme messages that equal the theme’s English defaults, and keeps customised ones', () => {
    const defaults = themeEnglishDefaults();
    expect(defaults['theme.blog.post.readMore']).toBe('Read more');
    const english = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../i18n/en/code.json'), 'utf8')) as Record<string, {message: string}>;
    const source = JSON.stringify(Object.fromEntries(Object.entries(english).map(([id, value]) => [id, value.message])));
    const kept = JSON.parse(strip.call({getOptions: () => ({prefixes: groupedPrefixes(), defaults})}, source)) as Record<string, string>;
    // The theme's own wording is left to the theme; the site's customised theme texts are all grouped.
    expect(Object.keys(kept).filter((id) => id.startsWith('theme.'))).toEqual([]);
    expect(english['theme.blog.post.readMore']!.message).toBe('Read the full post');
    expect(kept['theme.blog.post.readMore']).toBeUndefined();
    expect(kept['theme.SearchModal.noResultsScreen.noResultsText']).toBeUndefined();
    // A customised theme text outside every group would stay.
    const customised = strip.call(
      {getOptions: () => ({prefixes: groupedPrefixes(), defaults})},
      JSON.stringify({'theme.common.skipToMainContent': 'Jump to the page', 'theme.common.editThisPage': defaults['theme.common.editThisPage']}),
    );
    expect(JSON.parse(customised)).toEqual({'theme.common.skipToMainContent': 'Jump to the page'});
    expect(kept['theme.common.skipToMainContent']).toBeUndefined();
    // Ids of the site's own (ungrouped) strings stay as they are.
    expect(kept['announcement.regionLabel']).toBe(english['announcement.regionLabel']!.message);
  });

  it('strips grouped ids from the bundled code translations and keeps the rest', () => {
    const loader = {getOptions: () => ({prefixes: groupedPrefixes()})};
    const source = JSON.stringify({'home.title': 'Start', 'theme.common.skipToMainContent': 'Zum Inhalt', 'wiki.landing.x': 'y'});
    expect(JSON.parse(strip.call(loader, source))).toEqual({'theme.common.skipToMainContent': 'Zum Inhalt'});
  });

  it("leaves the prefixes the site config keeps in the main script (the search modal's texts in Algolia mode)", () => {
    const source = JSON.stringify({
      'theme.SearchModal.searchBox.placeholderText': 'Suchen',
      'theme.SearchPage.noResultsText': 'Nichts',
      'home.title': 'Start',
    });
    const inMain = ['theme.SearchModal.'];
    const loader = {getOptions: () => ({prefixes: groupedPrefixes().filter((prefix) => !inMain.includes(prefix))})};
    expect(JSON.parse(strip.call(loader, source))).toEqual({'theme.SearchModal.searchBox.placeholderText': 'Suchen'});
  });

  it("files that read the search modal's texts through @theme/SearchTranslations import the search group before it", () => {
    const readers = sourceFiles(path.join(root, 'src')).filter((file) =>
      importsIn(fs.readFileSync(file, 'utf8')).includes('@theme/SearchTranslations'),
    );
    expect(readers.length).toBeGreaterThan(0);
    for (const file of readers) {
      const imports = importsIn(fs.readFileSync(file, 'utf8'));
      expect(imports.indexOf(groupModule('search')), path.relative(root, file)).toBe(0);
    }
  });

  it('covers every grouped id of every locale, and no group is empty in English', () => {
    const english = JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/code.json'), 'utf8')) as Record<string, unknown>;
    const groups = messagesByGroup(Object.fromEntries(Object.keys(english).map((id) => [id, id])));
    for (const group of Object.keys(translationGroups)) {
      expect(Object.keys(groups[group as keyof typeof groups]).length, group).toBeGreaterThan(0);
    }
  });

  it('every source file using a grouped id imports that group first, so its strings are registered before use', () => {
    const problems: string[] = [];
    const users = new Map<string, number>();
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      const groups = new Set(
        idsIn(text)
          .map(groupOf)
          .filter((group) => group !== undefined),
      );
      if (groups.size === 0) continue;
      const imports = importsIn(text);
      const leading = imports.slice(0, groups.size);
      for (const group of groups) {
        users.set(group, (users.get(group) ?? 0) + 1);
        if (!leading.includes(groupModule(group))) {
          problems.push(`${path.relative(root, file)}: first import must be '${groupModule(group)}'`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Each group is used somewhere, so the check above has something to check; the
    // groups of theme texts are registered by the theme wrappers of their pages.
    const themeTextGroups: Record<string, string> = {blog: 'src/theme/BlogLayout/index.tsx'};
    for (const [group, file] of Object.entries(themeTextGroups)) {
      expect(importsIn(fs.readFileSync(path.join(root, file), 'utf8'))[0], file).toBe(groupModule(group));
      users.set(group, (users.get(group) ?? 0) + 1);
    }
    expect([...users.keys()].sort()).toEqual(Object.keys(translationGroups).sort());
  });

  it('has a module for every group', () => {
    for (const group of Object.keys(translationGroups)) {
      const text = fs.readFileSync(path.join(root, `src/i18n/groups/${group}.ts`), 'utf8');
      expect(text).toContain(`@generated/site-translations/default/group-${group}.json`);
    }
  });
});
