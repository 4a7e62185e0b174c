// Regenerates the translation JSON files of every locale (or of the locales given
// as arguments). Existing translations are kept; new ids arrive with the English
// text for translators; ids that the source no longer uses are removed.
//
//   npm run write-translations            every locale
//   npm run write-translations -- de fr   only these (English is always refreshed first)
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const i18n = path.join(root, 'i18n');

const source = readFileSync(path.join(root, 'src/data/locales.ts'), 'utf8');
const list = source.match(/export const locales = \[([^\]]+)\]/)?.[1];
if (!list) throw new Error('Could not read the locale list from src/data/locales.ts');
const allLocales = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
const requested = process.argv.slice(2);
for (const locale of requested) {
  if (!allLocales.includes(locale)) throw new Error(`Unknown locale ${locale}`);
}
const others = (requested.length ? requested : allLocales).filter((l) => l !== 'en');

function jsonFiles(dir, rel = '') {
  if (!existsSync(path.join(dir, rel))) return [];
  return readdirSync(path.join(dir, rel), {withFileTypes: true}).flatMap((entry) => {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) return jsonFiles(dir, child);
    return entry.name.endsWith('.json') ? [child] : [];
  });
}

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const write = (file, content) => writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);

function docusaurusWriteTranslations(locale) {
  console.log(`write-translations: ${locale}`);
  const args = ['docusaurus', 'write-translations', '--locale', locale];
  execFileSync('npx', args, {stdio: ['ignore', 'ignore', 'inherit'], cwd: root});
}

// English: rebuild from the source so removed ids disappear, but keep English
// messages that were deliberately changed from the default wording.
const englishDir = path.join(i18n, 'en');
const before = Object.fromEntries(jsonFiles(englishDir).map((f) => [f, read(path.join(englishDir, f))]));
// Docusaurus never removes ids from an existing file, so start English from empty files.
for (const file of Object.keys(before)) write(path.join(englishDir, file), {});
docusaurusWriteTranslations('en');
for (const file of jsonFiles(englishDir)) {
  const fresh = read(path.join(englishDir, file));
  const old = before[file] ?? {};
  for (const [id, entry] of Object.entries(fresh)) {
    if (old[id] && old[id].message !== entry.message) entry.message = old[id].message;
  }
  write(path.join(englishDir, file), fresh);
}

// Other locales: add new ids, then drop ids English no longer has.
for (const locale of others) {
  docusaurusWriteTranslations(locale);
  const dir = path.join(i18n, locale);
  for (const file of jsonFiles(dir)) {
    const englishFile = path.join(englishDir, file);
    if (!existsSync(englishFile)) continue;
    const english = read(englishFile);
    const content = read(path.join(dir, file));
    const kept = Object.fromEntries(Object.entries(content).filter(([id]) => id in english));
    if (Object.keys(kept).length !== Object.keys(content).length) write(path.join(dir, file), kept);
  }
}

// The theme's own descriptions of navbar, footer, sidebar and blog entries are
// generic boilerplate ("Navbar item with label Wiki"); keep only the messages there.
const boilerplate = /^(docusaurus-theme-classic\/|docusaurus-plugin-content-blog\/|docusaurus-plugin-content-docs[^/]*\/current\.json$)/;
for (const locale of ['en', ...others]) {
  const dir = path.join(i18n, locale);
  for (const file of jsonFiles(dir)) {
    if (!boilerplate.test(file.split(path.sep).join('/'))) continue;
    const content = read(path.join(dir, file));
    const stripped = Object.fromEntries(Object.entries(content).map(([id, {message}]) => [id, {message}]));
    write(path.join(dir, file), stripped);
  }
}
