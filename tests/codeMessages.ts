import fs from 'node:fs';
import path from 'node:path';

const cache = new Map<string, Record<string, {message: string}>>();

/**
 * An interface string as a locale's `i18n/<locale>/code.json` gives it (English's is the
 * source text). Fails on an id the file does not have, so a renamed id fails the test that
 * looks for it instead of searching for `undefined`.
 */
export function codeMessage(locale: string, id: string): string {
  let messages = cache.get(locale);
  if (!messages) {
    messages = JSON.parse(fs.readFileSync(path.join(__dirname, `../i18n/${locale}/code.json`), 'utf8')) as Record<string, {message: string}>;
    cache.set(locale, messages);
  }
  const entry = messages[id];
  if (!entry) throw new Error(`i18n/${locale}/code.json has no ${id}`);
  return entry.message;
}
