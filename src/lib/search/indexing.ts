/** Which built HTML files go into the search index. Paths are relative to a locale's build folder. */
const skipped = [
  /^404\.html$/,
  /^search\/index\.html$/,
  /^__tests\//,
  /^blog\/index\.html$/,
  /^blog\/(page|tags|authors|archive)\//,
  /^wiki\/tags\//,
];

export function shouldIndex(relativePath: string, otherLocalePaths: readonly string[]): boolean {
  const path = relativePath.replace(/\\/g, '/');
  if (!path.endsWith('.html')) return false;
  const first = path.split('/')[0]!;
  if (otherLocalePaths.includes(first)) return false; // another locale's own build folder
  return !skipped.some((re) => re.test(path));
}

/** The page URL of a built file: `wiki/geyser/index.html` → `/wiki/geyser/`. */
export function urlOfFile(relativePath: string, localeBaseUrl: string): string {
  const path = relativePath.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '$1');
  return `${localeBaseUrl.replace(/\/?$/, '/')}${path}`;
}

/** Pagefind's language for a locale: it stems and segments by ISO 639-1 code. */
export function pagefindLanguage(htmlLang: string): string {
  const lang = htmlLang.toLowerCase();
  if (lang.startsWith('zh')) return 'zh-cn';
  return lang.split('-')[0]!;
}
