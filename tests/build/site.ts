import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {localeConfigs, locales, type SiteLocale} from '../../src/data/locales';

/**
 * The built site these checks read: `build/` unless BUILD_DIR names another folder
 * (npm test also checks the build made without framework internals).
 */
export const buildDir = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');

/** The site's canonical origin, as the build writes it into absolute links. */
export const site = 'https://geysermc.org';

/** A locale's path prefix: '' for English, '/de' for German. */
export function localePrefix(locale: SiteLocale): string {
  return locale === 'en' ? '' : `/${localeConfigs[locale].path}`;
}

/**
 * The locales this build holds: npm test builds a few; npm run test:extended builds all twelve
 * and sets ALL_LOCALES=1, which tests/build/i18n.test.ts holds the build to.
 */
export const builtLocales: SiteLocale[] = locales.filter(
  (l) => l === 'en' || fs.existsSync(path.join(buildDir, localeConfigs[l].path, 'index.html')),
);

/** The built file of a route such as `/wiki/geyser/` or `/de/download/`. */
export function fileOf(route: string): string {
  const clean = route.split(/[?#]/)[0]!;
  return path.join(buildDir, clean.endsWith('/') ? `${clean}index.html` : clean);
}

/**
 * Parses a built page. htmlparser2 (cheerio's non-default parser) reads the site's pages
 * three times as fast as parse5 and gives the same elements, attributes and script text.
 */
export function parseHtml(html: string): CheerioAPI {
  return load(html, {xml: {xmlMode: false, decodeEntities: true}});
}

/** The route's HTML, parsed; fails with the route's name when the build has no such page. */
export function page(route: string): CheerioAPI {
  const file = fileOf(route);
  if (!fs.existsSync(file)) throw new Error(`${route}: the build has no ${path.relative(buildDir, file)}`);
  return parseHtml(fs.readFileSync(file, 'utf8'));
}

/** Every built page (`index.html` files), relative to the build folder, without test-only routes. */
export function htmlFiles(dir = buildDir, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), {withFileTypes: true}).flatMap((entry) => {
    const child = path.posix.join(rel, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'pagefind' || entry.name === 'assets' || entry.name === '__tests' ? [] : htmlFiles(dir, child);
    }
    return entry.name === 'index.html' ? [child] : [];
  });
}

const localePaths = new Map(locales.filter((l) => l !== 'en').map((l) => [localeConfigs[l].path, l] as const));

/** The locale a built file belongs to, from its first folder. */
export function localeOfFile(file: string): SiteLocale {
  return localePaths.get(file.split('/')[0]!) ?? 'en';
}

/** The page heading as a reader sees it: the first h1's text, spaces collapsed. */
export function headingOf($: CheerioAPI, selector = 'h1'): string {
  return $(selector).first().text().replace(/\s+/g, ' ').trim();
}
