import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import type {Heading} from 'mdast';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {
  isRequiredPage,
  isWellFormedHash,
  readSourceHash,
  recordState,
  sourceHash,
  translatedContentFolders,
  translatedFileOf,
  writeSourceHash,
} from '../../../src/lib/i18n/translationRecords.mjs';
import {withTranslationState} from '../../../plugins/i18n/translationRecords';
import translatedPages from '../../../src/data/translatedPages.json';
import {locales} from '../../../src/data/locales';

const siteDir = path.resolve(__dirname, '../../..');

describe('translation records', () => {
  it('hashes bytes to the first 12 hex digits of their SHA-256', () => {
    // sha256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(sourceHash('abc')).toBe('ba7816bf8f01');
    expect(sourceHash(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01');
    expect(isWellFormedHash('ba7816bf8f01')).toBe(true);
    expect(isWellFormedHash('BA7816BF8F01')).toBe(false);
    expect(isWellFormedHash('ba7816bf8f0')).toBe(false);
    expect(isWellFormedHash(781600000000)).toBe(false);
  });

  it('adds the record as one line at the end of the front matter, leaving the rest as written', () => {
    const page = '---\ntitle: "ポート開放"\n# a comment\ndescription:   spaced\n---\n\nBody\n---\n';
    expect(writeSourceHash(page, '0123456789ab')).toBe(
      '---\ntitle: "ポート開放"\n# a comment\ndescription:   spaced\nsource_hash: "0123456789ab"\n---\n\nBody\n---\n',
    );
  });

  it('replaces an existing record in place and keeps Windows line ends', () => {
    const page = '---\r\ntitle: A\r\nsource_hash: 123\r\nsidebar_position: 2\r\n---\r\nBody\r\n';
    expect(writeSourceHash(page, 'abcdefabcdef')).toBe('---\r\ntitle: A\r\nsource_hash: "abcdefabcdef"\r\nsidebar_position: 2\r\n---\r\nBody\r\n');
    expect(writeSourceHash(writeSourceHash(page, 'abcdefabcdef'), 'abcdefabcdef')).toBe(writeSourceHash(page, 'abcdefabcdef'));
  });

  it('gives a page without front matter a block holding only the record', () => {
    expect(writeSourceHash('Body\n', 'abcdefabcdef')).toBe('---\nsource_hash: "abcdefabcdef"\n---\nBody\n');
    expect(() => writeSourceHash('---\ntitle: A\nBody\n', 'abcdefabcdef')).toThrow(/closing ---/);
  });

  it('reads the record back as a string', () => {
    expect(readSourceHash(writeSourceHash('---\ntitle: A\n---\n', '001234567890'))).toBe('001234567890');
    expect(readSourceHash('---\ntitle: A\n---\n')).toBeUndefined();
  });

  it('maps a translated file to its English page', () => {
    expect(translatedFileOf('i18n/zh-CN/docusaurus-plugin-content-docs/current/geyser/faq.md')).toEqual({
      locale: 'zh-CN',
      content: 'docs',
      relativePath: 'geyser/faq.md',
      sourcePath: 'docs/geyser/faq.md',
    });
    expect(translatedFileOf('i18n/de/docusaurus-plugin-content-blog/2024-01-01-news.mdx')?.sourcePath).toBe('blog/2024-01-01-news.mdx');
    expect(translatedFileOf('i18n/de/docusaurus-plugin-content-docs/current.json')).toBeUndefined();
    expect(translatedFileOf('i18n/de/docusaurus-plugin-content-docs-api/current/index.md')).toBeUndefined();
    expect(translatedFileOf('docs/geyser/faq.md')).toBeUndefined();
  });

  it('says which pages are required', () => {
    const required = ['geyser/setup/', 'geyser/faq'];
    expect(isRequiredPage('geyser/setup/self/standalone.md', required)).toBe(true);
    expect(isRequiredPage('geyser/faq.md', required)).toBe(true);
    expect(isRequiredPage('geyser/faq-old.md', required)).toBe(false);
    expect(isRequiredPage('floodgate/setup/index.mdx', required)).toBe(false);
    expect(recordState('abcdefabcdef', 'abcdefabcdef')).toBe('current');
    expect(recordState(undefined, 'abcdefabcdef')).toBe('stale');
  });

  it('the required pages are asked of every translated language (not English, not the crp pseudo-locale)', () => {
    expect(translatedPages.locales).toEqual(locales.filter((l) => l !== 'en' && l !== 'crp'));
  });

  it('every required page entry names an English page or folder', () => {
    for (const entry of translatedPages.pages) {
      const base = path.join(siteDir, 'docs', entry);
      const exists = entry.endsWith('/') ? fs.existsSync(base) : ['.md', '.mdx'].some((ext) => fs.existsSync(base + ext));
      expect(exists, `src/data/translatedPages.json: "${entry}" matches no page under docs/`).toBe(true);
    }
  });
});

describe('the build-time flag', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-records-'));
  const english = path.join(dir, 'docs/page.md');
  const translated = path.join(dir, 'i18n/ar/docusaurus-plugin-content-docs/current/page.md');
  fs.mkdirSync(path.dirname(english), {recursive: true});
  fs.writeFileSync(english, '---\ntitle: Page\n---\nText\n');
  const hash = sourceHash(fs.readFileSync(english));

  it('marks a translated page whose record differs from the English page, and drops the record', () => {
    expect(withTranslationState({title: 'صفحة', source_hash: '000000000000'}, translated, dir)).toEqual({
      title: 'صفحة',
      translation_outdated: true,
    });
    expect(withTranslationState({title: 'صفحة'}, translated, dir)).toEqual({title: 'صفحة', translation_outdated: true});
  });

  it('leaves a current translated page unmarked and English pages untouched', () => {
    expect(withTranslationState({title: 'صفحة', source_hash: hash}, translated, dir)).toEqual({title: 'صفحة'});
    expect(withTranslationState({title: 'Page', translation_outdated: true}, english, dir)).toEqual({
      title: 'Page',
      translation_outdated: true,
    });
  });
});

/** Every translated Markdown page, relative to the site folder. */
function translatedFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
          const child = path.join(dir, e.name);
          return e.isDirectory() ? walk(child) : /\.mdx?$/.test(e.name) ? [child] : [];
        })
      : [];
  const locales = fs.readdirSync(path.join(siteDir, 'i18n'));
  return locales
    .flatMap((locale) => Object.keys(translatedContentFolders).flatMap((folder) => walk(path.join(siteDir, 'i18n', locale, folder))))
    .map((file) => path.relative(siteDir, file).split(path.sep).join('/'))
    .sort();
}

interface Anchor {
  id: string;
  text: string;
  explicit: boolean;
}

/** The anchors Docusaurus gives a page's headings: an explicit {#id}, or the GitHub slug of the text. */
function headingAnchors(source: string): Anchor[] {
  const {content} = matter(source);
  // As in MDX, indented lines are not code blocks (headings may be indented inside components).
  const tree = fromMarkdown(content, {extensions: [{disable: {null: ['codeIndented']}}]});
  const slugger = createSlugger();
  const anchors: Anchor[] = [];
  const visit = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const textNodes = heading.children.filter((child) => child.type !== 'html');
      const {text, id} = parseMarkdownHeadingId(toString(textNodes.length ? textNodes : heading), 'classic');
      anchors.push({id: id ?? slugger.slug(text), text, explicit: id !== undefined});
    }
    for (const child of node.children ?? []) visit(child as {type: string; children?: unknown[]});
  };
  visit(tree);
  return anchors;
}

describe('translated pages', () => {
  const files = translatedFiles();

  it('there are translated pages to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s records the English version it translates', (file) => {
    const translated = translatedFileOf(file)!;
    const english = path.join(siteDir, translated.sourcePath);
    expect(fs.existsSync(english), `${file}: its English page ${translated.sourcePath} does not exist; rename or delete the translation`).toBe(true);
    const record = readSourceHash(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    expect(
      isWellFormedHash(record),
      `${file}: source_hash is ${JSON.stringify(record)}, not 12 lowercase hex digits in quotes. ` +
        `After translating or updating it from ${translated.sourcePath}, run: npm run i18n:stamp -- ${file}`,
    ).toBe(true);
  });

  // Each English page's anchors are read once for all its translations.
  const englishAnchors = new Map<string, Anchor[]>();

  it.each(files)('%s keeps the anchors of the English headings', (file) => {
    const translated = translatedFileOf(file)!;
    const englishFile = path.join(siteDir, translated.sourcePath);
    if (!fs.existsSync(englishFile)) return; // reported by the record test
    let english = englishAnchors.get(englishFile);
    if (!english) {
      english = headingAnchors(fs.readFileSync(englishFile, 'utf8'));
      englishAnchors.set(englishFile, english);
    }
    const ids = new Set(headingAnchors(fs.readFileSync(path.join(siteDir, file), 'utf8')).map((a) => a.id));
    const problems = english
      .filter((anchor) => !ids.has(anchor.id))
      .map(
        (anchor) =>
          `the English heading "${anchor.text}" (${translated.sourcePath}) has the anchor #${anchor.id}` +
          `${anchor.explicit ? '' : ' (from its text)'}, which no heading here has: end the translated heading with {#${anchor.id}}`,
      );
    expect(problems, `${file}: other pages link to these anchors.\n  ${problems.join('\n  ')}`).toEqual([]);
  });
});
