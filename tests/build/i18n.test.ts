import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {localeConfigs, locales, translatorOnlyLocales} from '../../src/data/locales';
import {buildDir, builtLocales, htmlFiles, localeOfFile, localePrefix, page, site, parseHtml} from './site';

test('the build holds the locales these checks need: right-to-left and translated, or all of them', () => {
  expect(builtLocales).toEqual(expect.arrayContaining(['en', 'ar', 'de']));
  if (process.env.ALL_LOCALES === '1') expect(builtLocales).toEqual([...locales]);
});

test('every built page declares lang, dir and hreflang alternates for every reader language', () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(100 * builtLocales.length);
  const problems: string[] = [];
  for (const file of files) {
    const $ = parseHtml(fs.readFileSync(path.join(buildDir, file), 'utf8'));
    const locale = localeOfFile(file);
    const config = localeConfigs[locale];
    if ($('html').attr('lang') !== config.htmlLang) problems.push(`${file}: lang`);
    if ($('html').attr('dir') !== config.direction) problems.push(`${file}: dir`);
    // The page's path without its locale prefix, then the same path under each locale.
    const pagePath = '/' + (locale === 'en' ? file : file.slice(config.path.length + 1)).replace(/index\.html$/, '');
    const alternates = new Map(
      $('link[rel="alternate"][hreflang]')
        .toArray()
        .map((link) => [$(link).attr('hreflang')!, $(link).attr('href')!]),
    );
    for (const other of locales) {
      const expected = `${site}${localePrefix(other)}${pagePath}`;
      // Translator-only locales (crp) are offered as alternates by no other language's pages.
      if (translatorOnlyLocales.includes(other) && other !== locale) {
        if (alternates.has(localeConfigs[other].htmlLang)) problems.push(`${file}: hreflang ${other} should not be offered`);
        continue;
      }
      if (alternates.get(localeConfigs[other].htmlLang) !== expected) problems.push(`${file}: hreflang ${other}`);
    }
    if (alternates.get('x-default') !== `${site}${pagePath}`) problems.push(`${file}: x-default`);
  }
  expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
});

// The pages translated into every reader language.
const translatedPages = [
  '/wiki/',
  '/wiki/geyser/',
  '/wiki/floodgate/',
  '/wiki/geyser/setup/',
  '/wiki/geyser/setup/self/paper-spigot/',
  '/wiki/geyser/port-forwarding/',
  '/wiki/floodgate/setup/',
];
const readerLocales = builtLocales.filter((l) => l !== 'en' && !translatorOnlyLocales.includes(l));

describe.each(translatedPages)('%s is translated', (route) => {
  const english = page(route);
  const englishHeadings = english('article h2')
    .toArray()
    .map((h) => english(h).text());
  const englishDescription = english('meta[name="description"]').attr('content');

  test('the English page has sections to compare', () => {
    expect(englishHeadings.length).toBeGreaterThan(0);
  });

  test.each(readerLocales)('in %s', (locale) => {
    const $ = page(`${localePrefix(locale)}${route}`);
    expect($('html').attr('lang')).toBe(localeConfigs[locale].htmlLang);
    const headings = $('article h2')
      .toArray()
      .map((h) => $(h).text());
    expect(headings.length, 'h2 count').toBe(englishHeadings.length);
    // A heading that is just a product name ("Floodgate") may stay as it is.
    const same = headings.filter((text, i) => text === englishHeadings[i] && /\s/.test(text.trim()));
    expect(same, 'English headings').toEqual([]);
    // Titles can be names ("Geyser"), so the front matter is checked through the description.
    expect($('meta[name="description"]').attr('content'), 'description').not.toBe(englishDescription);
  });
});
