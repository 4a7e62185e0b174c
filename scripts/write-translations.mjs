// Regenerates the translation JSON of every locale. Docusaurus keeps existing
// translations and only adds new keys, so this is safe to run at any time.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

const source = readFileSync(new URL('../src/data/locales.ts', import.meta.url), 'utf8');
const list = source.match(/export const locales = \[([^\]]+)\]/)?.[1];
if (!list) throw new Error('Could not read the locale list from src/data/locales.ts');
const locales = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);

for (const locale of locales) {
  console.log(`write-translations: ${locale}`);
  execFileSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {stdio: 'inherit'});
}
