// What drawing social cards costs a build of every locale, measured on an
// existing build without changing it: the cards of all its pages are drawn
// into a temporary folder with an empty cache (a first build, or CI with no
// cache), then again with that cache (every later build).
//
//   node scripts/bench/social-cards.mjs [build folder, default build] [--count]
//
// --count only counts the pages and distinct cards per locale, drawing nothing.
//
// Results: bench/results/social-cards.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const load = createJiti(fileURLToPath(import.meta.url));
const {makeCards} = load(path.join(siteDir, 'plugins/social-cards/cards.ts'));
const {coveredCodePoints, createCardPainter} = load(path.join(siteDir, 'plugins/social-cards/render.ts'));
const {locales, localeConfigs} = load(path.join(siteDir, 'src/data/locales.ts'));

const countOnly = process.argv.includes('--count');
const buildDir = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(siteDir, 'build'));
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
};

/** Every built page of a locale folder (not the other locales' folders inside the English one). */
function pagesOf(dir, skip) {
  const found = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true})) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (!(d === dir && skip.has(entry.name)) && !['assets', 'pagefind', '__tests', 'img'].includes(entry.name)) walk(file);
      } else if (entry.name === 'index.html' || (d === dir && entry.name === '404.html')) found.push(file);
    }
  };
  walk(dir);
  return found;
}

async function run(cacheDir) {
  const cardsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-out-'));
  const covered = await coveredCodePoints();
  const logo = `data:image/svg+xml;base64,${fs.readFileSync(path.join(siteDir, 'static/img/logo.svg')).toString('base64')}`;
  let painter;
  const otherLocales = new Set(locales.filter((l) => l !== 'en').map((l) => localeConfigs[l].path));
  const totals = {pages: 0, cards: new Set(), drawn: 0, fromCache: 0, perLocale: {}};
  const started = performance.now();
  try {
    for (const locale of locales) {
      const outDir = locale === 'en' ? buildDir : path.join(buildDir, localeConfigs[locale].path);
      if (!fs.existsSync(path.join(outDir, 'index.html'))) continue;
      const localeStarted = performance.now();
      const report = await makeCards({
        outDir,
        files: pagesOf(outDir, locale === 'en' ? otherLocales : new Set()),
        cardsDir,
        cardsUrl: 'https://geysermc.org/img/cards/',
        cacheDir,
        siteTitle: 'GeyserMC',
        siteHost: 'geysermc.org',
        logoSrc: logo,
        translations: {
          code: readJson(path.join(siteDir, 'i18n', locale, 'code.json')),
          navbar: readJson(path.join(siteDir, 'i18n', locale, 'docusaurus-theme-classic', 'navbar.json')),
        },
        covered,
        painter: () => (painter ??= createCardPainter()),
        rewritePages: false,
        draw: !countOnly,
      });
      totals.pages += report.pages;
      totals.drawn += report.drawn;
      totals.fromCache += report.fromCache;
      for (const card of report.cards) totals.cards.add(card);
      totals.perLocale[locale] = {
        pages: report.pages,
        cards: report.cards.size,
        drawn: report.drawn,
        seconds: (performance.now() - localeStarted) / 1000,
      };
    }
  } finally {
    await painter?.close();
  }
  const bytes = fs.readdirSync(cardsDir).reduce((sum, file) => sum + fs.statSync(path.join(cardsDir, file)).size, 0);
  fs.rmSync(cardsDir, {recursive: true, force: true});
  return {...totals, cards: totals.cards.size, megabytes: bytes / 1e6, seconds: (performance.now() - started) / 1000};
}

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-cache-'));
if (countOnly) {
  const counted = await run(cacheDir);
  fs.rmSync(cacheDir, {recursive: true, force: true});
  console.log(JSON.stringify({buildDir, pages: counted.pages, cards: counted.cards, perLocale: counted.perLocale}, null, 2));
  process.exit(0);
}
const cold = await run(cacheDir);
const warm = await run(cacheDir);
fs.rmSync(cacheDir, {recursive: true, force: true});
console.log(JSON.stringify({buildDir, cpus: os.availableParallelism(), cold, warm}, null, 2));
