/**
 * Where a page's Markdown twin is: the page's path without its trailing slash,
 * plus `.md` (`/wiki/geyser/setup/` → `/wiki/geyser/setup.md`, `/` → `/index.md`).
 * Kept apart from the converter so that pages can import it without it.
 */
export function markdownPathOf(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}
