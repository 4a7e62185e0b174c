import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {locales} from '@site/src/data/locales';
import {sameAsEnglish} from './translationAllowList';

/**
 * Every interface string of the English source files must be present, non-empty
 * and actually translated in each real language. `npm run write-translations`
 * adds new ids (with the English text) to every locale; this test then lists
 * what translators still have to do.
 */
const i18nDir = path.resolve(__dirname, '../../../i18n');
const realLocales = locales.filter((locale) => locale !== 'en' && locale !== 'crp');

// Data strings (hosting-provider steps, community projects) may stay English until translated.
const mayStayEnglish = new Set(['site-translations/strings.json']);

// Words that are the same in the translation: product and brand names, and
// international words. A message made only of these (plus placeholders,
// punctuation and numbers) may equal the English one.
const sameEverywhere = [
  'GeyserMC',
  'Geyser',
  'Floodgate',
  'GeyserConnect',
  'GeyserOptionalPack',
  'ThirdPartyCosmetics',
  'Hurricane',
  'Hydraulic',
  'Rainbow',
  'Thunder',
  'GitHub',
  'Discord',
  'Reddit',
  'X (Twitter)',
  'Crowdin',
  'Modrinth',
  'Java',
  'Bedrock',
  'Minecraft',
  'Spigot',
  'Paper',
  'Velocity',
  'BungeeCord',
  'Fabric',
  'NeoForge',
  'ViaProxy',
  'Docker',
  'Standalone',
  'SHA-256',
  'API',
  'REST',
  'JSON',
  'YAML',
  'JVM',
  'CPU',
  'RAM',
  'OS',
  'UUID',
  'XUID',
  'MOTD',
  'Wiki',
  'Blog',
  'Download',
  'Downloads',
  'Dump',
  'Global',
  'Linking',
  'config.yml',
  'auth-type',
  'Pterodactyl',
];

// Longest first, so "GeyserConnect" is removed before "Geyser" could split it.
const sameEverywhereLongestFirst = [...sameEverywhere].sort((a, b) => b.length - a.length);

function onlyUntranslatableWords(message: string): boolean {
  let rest = message.replace(/\{[^}]+\}/g, ' ');
  for (const word of sameEverywhereLongestFirst) rest = rest.split(word).join(' ');
  return !/\p{L}{2,}/u.test(rest);
}

type TranslationFile = Record<string, {message: string; description?: string}>;

function jsonFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return jsonFiles(dir, rel);
    return entry.name.endsWith('.json') ? [rel] : [];
  });
}

function read(file: string): TranslationFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationFile;
}

const englishFiles = jsonFiles(path.join(i18nDir, 'en'));

describe('English source files', () => {
  it('include the interface strings, navbar, footer and sidebars', () => {
    for (const file of [
      'code.json',
      'docusaurus-theme-classic/navbar.json',
      'docusaurus-theme-classic/footer.json',
      'docusaurus-plugin-content-docs/current.json',
    ]) {
      expect(englishFiles, `run npm run write-translations`).toContain(file);
    }
  });
});

describe.each(realLocales)('%s translations', (locale) => {
  it.each(englishFiles)('%s has every English key, translated', (file) => {
    const target = path.join(i18nDir, locale, file);
    expect(fs.existsSync(target), `${locale}/${file} is missing: run npm run write-translations`).toBe(true);
    const english = read(path.join(i18nDir, 'en', file));
    const translated = read(target);
    const missing: string[] = [];
    const empty: string[] = [];
    const untranslated: string[] = [];
    for (const [key, {message}] of Object.entries(english)) {
      const entry = translated[key];
      if (!entry) missing.push(key);
      else if (typeof entry.message !== 'string' || entry.message.trim() === '') empty.push(key);
      else if (!mayStayEnglish.has(file) && entry.message === message && !onlyUntranslatableWords(message) && !sameAsEnglish[locale]?.includes(key)) {
        untranslated.push(key);
      }
    }
    expect(missing, `keys missing in ${locale}/${file}`).toEqual([]);
    expect(empty, `empty messages in ${locale}/${file}`).toEqual([]);
    expect(untranslated, `still English in ${locale}/${file}`).toEqual([]);
  });

  it('keeps the {placeholders} of each English message', () => {
    // Each name once: a plural form may repeat {count} in every form.
    const names = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
    const problems: string[] = [];
    for (const file of englishFiles) {
      const target = path.join(i18nDir, locale, file);
      if (!fs.existsSync(target)) continue;
      const english = read(path.join(i18nDir, 'en', file));
      const translated = read(target);
      for (const [key, {message}] of Object.entries(english)) {
        const entry = translated[key];
        if (entry && JSON.stringify(names(entry.message)) !== JSON.stringify(names(message))) problems.push(`${file}: ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the allow-list of untranslatable words', () => {
  it('lets brand names and placeholders through but not sentences', () => {
    expect(onlyUntranslatableWords('GitHub')).toBe(true);
    expect(onlyUntranslatableWords('{count} × Geyser')).toBe(true);
    expect(onlyUntranslatableWords('Download Geyser')).toBe(true);
    expect(onlyUntranslatableWords('GeyserConnect')).toBe(true);
    expect(onlyUntranslatableWords('How to set up {name}')).toBe(false);
    expect(onlyUntranslatableWords('Retry')).toBe(false);
  });
});
