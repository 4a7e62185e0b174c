// Which version of its English source a translated page translates.
//
// Each translated page under i18n/<locale>/docusaurus-plugin-content-docs/current/ (and
// docusaurus-plugin-content-blog/) carries `source_hash: "<12 hex>"` in its front matter:
// the first 12 hex digits of the SHA-256 of the English file's bytes when the translation
// was last brought up to date. Plain JavaScript (typed with JSDoc) so that the Node
// scripts, the site config and the tests share it.
import {createHash} from 'node:crypto';
import matter from 'gray-matter';

/** The front matter key of a translated page's record. */
export const SOURCE_HASH_KEY = 'source_hash';

/**
 * The front matter flag the site config adds (at build time) to a translated page whose
 * record no longer matches its English source.
 */
export const OUTDATED_FLAG_KEY = 'translation_outdated';

/**
 * Where the translations of each content folder live, under i18n/<locale>/.
 * @type {Record<string, string>}
 */
export const translatedContentFolders = {
  'docusaurus-plugin-content-docs/current': 'docs',
  'docusaurus-plugin-content-blog': 'blog',
};

/**
 * The record of an English file's bytes.
 * @param {string | Uint8Array} bytes
 * @returns {string}
 */
export function sourceHash(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 12);
}

/**
 * @param {unknown} value
 * @returns {value is string}
 */
export function isWellFormedHash(value) {
  return typeof value === 'string' && /^[0-9a-f]{12}$/.test(value);
}

/**
 * The record in a translated page's text, as written (undefined when there is none).
 * @param {string} text
 * @returns {unknown}
 */
export function readSourceHash(text) {
  // A fresh options object keeps gray-matter from returning a cached, shared result.
  return matter(text, {}).data[SOURCE_HASH_KEY];
}

/**
 * The page's text with its record set to `hash`: the existing `source_hash:` line is
 * replaced, or one line is added at the end of the front matter (a front matter block is
 * added when the page has none). Nothing else in the file changes.
 * @param {string} text
 * @param {string} hash
 * @returns {string}
 */
export function writeSourceHash(text, hash) {
  if (!isWellFormedHash(hash)) throw new Error(`Not a source hash: ${hash}`);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const line = `${SOURCE_HASH_KEY}: "${hash}"`;
  const open = text.match(/^\uFEFF?---[ \t]*\r?\n/);
  if (!open) return `---${eol}${line}${eol}---${eol}${text}`;
  const start = open[0].length;
  const close = /^---[ \t]*$/m.exec(text.slice(start));
  if (!close) throw new Error('The front matter has no closing --- line');
  const end = start + close.index;
  const block = text.slice(start, end);
  const existing = new RegExp(`^${SOURCE_HASH_KEY}[ \\t]*:.*$`, 'm');
  const updated = existing.test(block)
    ? block.replace(existing, () => line)
    : `${block}${block === '' || block.endsWith('\n') ? '' : eol}${line}${eol}`;
  return text.slice(0, start) + updated + text.slice(end);
}

/**
 * @typedef {object} TranslatedFile
 * @property {string} locale
 * @property {string} content the English content folder, relative to the site folder
 * @property {string} relativePath the path inside the content folder, with `/`
 * @property {string} sourcePath the English file, relative to the site folder
 */

/**
 * What a file under i18n/ translates, from its path relative to the site folder
 * (undefined for files that are not translated Markdown pages).
 * @param {string} filePath
 * @param {Record<string, string>} [folders] translation folder → English folder
 * @returns {TranslatedFile | undefined}
 */
export function translatedFileOf(filePath, folders = translatedContentFolders) {
  const normalized = filePath.split('\\').join('/');
  const match = normalized.match(/^i18n\/([^/]+)\/(.+)$/);
  if (!match || !/\.mdx?$/.test(normalized)) return undefined;
  const [, locale, rest] = match;
  for (const [folder, content] of Object.entries(folders)) {
    if (rest.startsWith(`${folder}/`)) {
      const relativePath = rest.slice(folder.length + 1);
      return {
        locale,
        content,
        relativePath,
        sourcePath: `${content}/${relativePath}`,
      };
    }
  }
  return undefined;
}

/**
 * @param {unknown} record the page's source_hash
 * @param {string} currentHash the English file's hash today
 * @returns {'current' | 'stale'}
 */
export function recordState(record, currentHash) {
  return record === currentHash ? 'current' : 'stale';
}

/**
 * Whether an English page (path inside docs/, such as `geyser/faq.md`) is one the site
 * wants translated. Entries are doc paths without extension (`geyser/faq`) or folders
 * ending in `/` (every page under them).
 * @param {string} relativePath
 * @param {readonly string[]} required
 * @returns {boolean}
 */
export function isRequiredPage(relativePath, required) {
  const id = relativePath.replace(/\.mdx?$/, '');
  return required.some((entry) => (entry.endsWith('/') ? id.startsWith(entry) : id === entry));
}
