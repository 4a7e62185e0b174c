import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {localeConfigs, locales, translatorOnlyLocales} from '../../src/data/locales';

/**
 * Reads every page of the production build (no browser needed): each one must
 * declare its language and direction, and point search engines at the same page
 * in every language.
 */
const buildDir = path.resolve(__dirname, '../../build');
const site = 'https://geysermc.org';
const localePaths = new Set(locales.filter((l) => l !== 'en').map((l) => localeConfigs[l].path));

function htmlFiles(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), {withFileTypes: true}).flatMap((entry) => {
    const child = path.posix.join(rel, entry.name);
    if (entry.isDirectory()) return entry.name === 'pagefind' || entry.name === 'assets' ? [] : htmlFiles(dir, child);
    return entry.name === 'index.html' ? [child] : [];
  });
}

/** An attribute's value in a (possibly minified, unquoted) start tag. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

function localeOf(file: string): keyof typeof localeConfigs {
  const first = file.split('/')[0]!;
  return (localePaths.has(first) ? locales.find((l) => localeConfigs[l].path === first) : 'en') as keyof typeof localeConfigs;
}

test('every built page declares lang, dir and hreflang alternates for every reader language', () => {
  const files = htmlFiles(buildDir);
  expect(files.length).toBeGreaterThan(1000);
  const problems: string[] = [];
  for (const file of files) {
    if (file.startsWith('__tests/') || file.includes('/__tests/')) continue;
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    const locale = localeOf(file);
    const config = localeConfigs[locale];
    const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
    if (attribute(htmlTag, 'lang') !== config.htmlLang) problems.push(`${file}: lang`);
    if (attribute(htmlTag, 'dir') !== config.direction) problems.push(`${file}: dir`);
    // The page's path without its locale prefix, then the same path under each locale.
    const pagePath = '/' + (locale === 'en' ? file : file.slice(config.path.length + 1)).replace(/index\.html$/, '');
    const alternates = new Map(
      [...html.matchAll(/<link[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => attribute(tag, 'rel') === 'alternate' && attribute(tag, 'hreflang'))
        .map((tag) => [attribute(tag, 'hreflang')!, attribute(tag, 'href')!]),
    );
    for (const other of locales) {
      const expected = `${site}${other === 'en' ? '' : `/${localeConfigs[other].path}`}${pagePath}`;
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
