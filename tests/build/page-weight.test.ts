import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {firstViewBudgetsKb, firstViewIndex, gzippedBytes, isApiReference} from '../../scripts/bench/first-view-js.mjs';
import {buildDir, htmlFiles, localeOfFile, page} from './site';

/**
 * The page budgets of bench/ (scripts/bench/run.mjs), held on every English page of the
 * build: the gzipped JavaScript a page loads on first view, worked out from the build's
 * files (scripts/bench/first-view-js.mjs: the scripts its HTML names and the chunks of
 * the routes it matches). Parts that load later (when scrolled to or asked for) are not
 * counted; the bench measures those in Chromium. The bench's browser numbers also count
 * the local server's HTTP headers (about 0.27 KB a script); these count the JavaScript.
 */
const kb = 1024;

const englishPages = htmlFiles()
  .filter((file) => localeOfFile(file) === 'en')
  .map((file) => `/${file.replace(/index\.html$/, '')}`);
const index = firstViewIndex(buildDir);

function weigh(route: string) {
  const files = index.filesOf(route);
  if (!files) throw new Error(`${route}: not in the build's route table`);
  return {files, bytes: files.reduce((sum, file) => sum + gzippedBytes(buildDir, file), 0)};
}

describe('JavaScript on first view', () => {
  test('the build has the pages the budgets are about', () => {
    expect(englishPages).toEqual(expect.arrayContaining(['/', '/wiki/geyser/custom-items/', '/utilities/log-checker/']));
    expect(englishPages.filter(isApiReference).length).toBeGreaterThan(5);
  });

  test("a wiki page loads its runtime, main script, the docs layout's chunks and its own content", () => {
    const {files} = weigh('/wiki/geyser/faq/');
    expect(files[0]).toMatch(/^assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
    expect(files[1]).toMatch(/^assets\/js\/main\.[0-9a-f]+\.js$/);
    // The docs root, version, sidebar layout, doc item and this page's content at least.
    expect(files.length).toBeGreaterThan(6);
  });

  test('the main script carries no copy of tslib (utilsCommonWithoutTslib, plugins/framework-internals)', () => {
    const main = weigh('/').files[1];
    const source = fs.readFileSync(path.join(buildDir, main), 'utf8');
    // Helpers that only tslib defines; the main script still uses Docusaurus's utils-common.
    expect(source).toContain('__blog-post-container');
    expect(source).not.toMatch(/__addDisposableResource|__classPrivateFieldGet/);
  });

  test.each(englishPages.filter((route) => !isApiReference(route)))('%s: at most 160 KB', (route) => {
    const {bytes, files} = weigh(route);
    const detail = files.map((file) => `${file} ${(gzippedBytes(buildDir, file) / kb).toFixed(1)}`).join(', ');
    expect(bytes / kb, `${route} loads ${(bytes / kb).toFixed(1)} KB: ${detail}`).toBeLessThanOrEqual(firstViewBudgetsKb.page);
  });

  test.each(englishPages.filter(isApiReference))('%s (API reference): at most 300 KB', (route) => {
    const {bytes} = weigh(route);
    expect(bytes / kb).toBeLessThanOrEqual(firstViewBudgetsKb.apiReference);
  });
});

/** The budget of scripts/bench/run.mjs for the gzipped CSS a page loads. */
const cssBudgetKb = 30;

/** The stylesheets a built page links, and their gzipped bytes. */
function stylesheetsOf(route: string) {
  const $ = page(route);
  const files = $('link[rel=stylesheet]')
    .map((_i, link) => $(link).attr('href')!.replace(/^\//, ''))
    .get();
  return {files, bytes: files.reduce((sum, file) => sum + gzippedBytes(buildDir, file), 0)};
}

describe('CSS on first view', () => {
  test.each(englishPages)('%s: at most 30 KB', (route) => {
    const {files, bytes} = stylesheetsOf(route);
    expect(files.length).toBeGreaterThan(0);
    expect(bytes / kb, `${route} links ${files.join(', ')}`).toBeLessThanOrEqual(cssBudgetKb);
  });

  // pageStylesheets (plugins/framework-internals): their components' styles are theirs alone.
  test.each(['/utilities/config-editor/', '/utilities/dump-viewer/', '/utilities/log-checker/', '/utilities/host-setup/', '/download/'])(
    '%s links a stylesheet of its own besides the site-wide one',
    (route) => {
      const {files} = stylesheetsOf(route);
      expect(files[0]).toMatch(/^assets\/css\/styles\.[0-9a-f]+\.css$/);
      expect(files.slice(1)).toEqual([expect.stringMatching(/^assets\/css\/[0-9a-f]+\.[0-9a-f]+\.css$/)]);
      expect(stylesheetsOf('/wiki/geyser/setup/').files).not.toContain(files[1]);
    },
  );

  // apiStyles (plugins/framework-internals): the operation's share of the API theme's stylesheet,
  // linked like any page's own sheet: into the API reference's documents, which the API theme's
  // page component renders, and no other page (the generated category indexes use none of it).
  test('the API reference documents link the API stylesheet after the site-wide one, and the other pages do not', () => {
    const documents = englishPages.filter((route) => isApiReference(route) && /\bdocs-doc-id-/.test(page(route)('html').attr('class') ?? ''));
    expect(documents.length).toBeGreaterThan(20);
    for (const route of englishPages) {
      const {files} = stylesheetsOf(route);
      const api = files.filter((file) => /^assets\/css\/api-styles\.[0-9a-f]+\.css$/.test(file));
      expect(api, route).toHaveLength(documents.includes(route) ? 1 : 0);
      if (api.length > 0) expect(files.at(-1), route).toBe(api[0]);
    }
  });
});
