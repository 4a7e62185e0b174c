// Translated wiki pages and the version of the English page each one translates.
//
//   npm run i18n:status                       per locale: missing, current and outdated pages
//   npm run i18n:status -- --locale ja        one locale (repeatable)
//   npm run i18n:status -- --check            exits 1 while a required page is missing or outdated
//   npm run i18n:stamp -- <translated files>  records that these pages match today's English page
//   npm run i18n:stamp                        the same for every translated page
//
// The pages every locale must have are listed in src/data/translatedPages.json; the status
// also follows every other English page that has a translation in at least one locale.
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  isRequiredPage,
  readSourceHash,
  recordState,
  sourceHash,
  translatedContentFolders,
  translatedFileOf,
  writeSourceHash,
} from '../../src/lib/i18n/translationRecords.mjs';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const required = JSON.parse(readFileSync(path.join(root, 'src/data/translatedPages.json'), 'utf8'));

/** Markdown files under a folder, relative to it, with `/`. */
function markdownFiles(dir, rel = '') {
  if (!existsSync(path.join(dir, rel))) return [];
  return readdirSync(path.join(dir, rel), {withFileTypes: true}).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return markdownFiles(dir, child);
    return /\.mdx?$/.test(entry.name) ? [child] : [];
  });
}

/** Every translated page of every locale folder: paths relative to the site folder. */
function allTranslatedFiles() {
  const localeDirs = readdirSync(path.join(root, 'i18n'), {withFileTypes: true}).filter((e) => e.isDirectory());
  return localeDirs.flatMap((locale) =>
    Object.keys(translatedContentFolders).flatMap((folder) =>
      markdownFiles(path.join(root, 'i18n', locale.name, folder)).map((f) => `i18n/${locale.name}/${folder}/${f}`),
    ),
  );
}

const hashes = new Map();
function englishHash(sourcePath) {
  if (!hashes.has(sourcePath)) {
    const file = path.join(root, sourcePath);
    hashes.set(sourcePath, existsSync(file) ? sourceHash(readFileSync(file)) : undefined);
  }
  return hashes.get(sourcePath);
}

function stamp(args) {
  const files = args.length ? args.map((arg) => path.relative(root, path.resolve(process.cwd(), arg))) : allTranslatedFiles();
  let changed = 0;
  let failed = false;
  for (const file of files) {
    const translated = translatedFileOf(file);
    if (!translated) {
      console.error(
        `${file}: not a translated page (expected i18n/<locale>/docusaurus-plugin-content-docs/current/… or docusaurus-plugin-content-blog/…, .md or .mdx)`,
      );
      failed = true;
      continue;
    }
    if (!existsSync(path.join(root, file))) {
      console.error(`${file}: no such file`);
      failed = true;
      continue;
    }
    const hash = englishHash(translated.sourcePath);
    if (!hash) {
      console.error(`${file}: its English page ${translated.sourcePath} does not exist (rename or delete the translation)`);
      failed = true;
      continue;
    }
    const text = readFileSync(path.join(root, file), 'utf8');
    const next = writeSourceHash(text, hash);
    if (next !== text) {
      writeFileSync(path.join(root, file), next);
      console.log(`stamped ${file} (${translated.sourcePath} ${hash})`);
      changed++;
    }
  }
  console.log(`${changed} of ${files.length} page${files.length === 1 ? '' : 's'} updated`);
  if (failed) process.exitCode = 1;
}

function status(args) {
  const check = args.includes('--check');
  const onlyLocales = args.flatMap((arg, i) => (args[i - 1] === '--locale' ? [arg] : []));
  for (const locale of onlyLocales) {
    if (!required.locales.includes(locale)) throw new Error(`Unknown locale ${locale} (expected one of ${required.locales.join(', ')})`);
  }
  const locales = onlyLocales.length ? onlyLocales : required.locales;

  const translated = allTranslatedFiles()
    .map((file) => ({file, ...translatedFileOf(file)}))
    .filter((t) => required.locales.includes(t.locale) && englishHash(t.sourcePath));
  const requiredSources = markdownFiles(path.join(root, 'docs'))
    .filter((f) => isRequiredPage(f, required.pages))
    .map((f) => `docs/${f}`);
  const tracked = [...new Set([...requiredSources, ...translated.map((t) => t.sourcePath)])].sort();
  const isRequired = new Set(requiredSources);

  let failing = 0;
  for (const locale of locales) {
    const mine = new Map(translated.filter((t) => t.locale === locale).map((t) => [t.sourcePath, t]));
    const missing = [];
    const current = [];
    const stale = [];
    for (const source of tracked) {
      const page = mine.get(source);
      if (!page) {
        missing.push(source);
        continue;
      }
      const record = readSourceHash(readFileSync(path.join(root, page.file), 'utf8'));
      if (recordState(record, englishHash(source)) === 'current') current.push(source);
      else stale.push({source, why: record === undefined ? 'no source_hash' : `English page changed since ${record}`});
    }
    const requiredMissing = missing.filter((s) => isRequired.has(s)).length;
    const requiredStale = stale.filter((s) => isRequired.has(s.source)).length;
    failing += requiredMissing + requiredStale;
    console.log(
      `${locale}: ${missing.length} missing, ${current.length} current, ${stale.length} stale ` +
        `(of ${tracked.length} tracked, ${isRequired.size} required; required missing ${requiredMissing}, stale ${requiredStale})`,
    );
    const mark = (s) => (isRequired.has(s) ? ' (required)' : '');
    for (const s of missing) console.log(`  missing  ${s}${mark(s)}`);
    for (const s of stale) console.log(`  stale    ${s.source}${mark(s.source)}: ${s.why}`);
    for (const s of current) console.log(`  current  ${s}`);
  }
  if (check && failing > 0) {
    console.error(`\n${failing} required translation${failing === 1 ? ' is' : 's are'} missing or stale.`);
    console.error('Translate or update them, then record the English version with: npm run i18n:stamp -- <files>');
    process.exitCode = 1;
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'stamp') stamp(rest);
else status(command === undefined ? [] : [command, ...rest]);
