import {expect, type Page} from '@playwright/test';

/** The search page of a locale (`en` has no path segment). */
export function searchPageUrl(query: string, locale = 'en'): string {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return `${prefix}/search/?q=${encodeURIComponent(query)}`;
}

/**
 * Searches the local index from a locale's search page and returns the URLs of the first
 * `count` results (page links such as `/ja/wiki/geyser/faq/`), best first. Waits until the
 * page shows results; fails when it shows none.
 */
export async function topSearchHits(page: Page, query: string, {locale = 'en', count = 3} = {}): Promise<string[]> {
  await page.goto(searchPageUrl(query, locale));
  const links = page.locator('article h2 a');
  await expect(links.first(), `search results for "${query}" in ${locale}`).toBeVisible();
  return (await links.evaluateAll((as, n) => as.slice(0, n).map((a) => a.getAttribute('href')), count)) as string[];
}

/** Asserts that `expected` is among the first `count` results for `query` in `locale`. */
export async function expectInTopHits(page: Page, query: string, expected: string, {locale = 'en', count = 3} = {}): Promise<void> {
  const top = await topSearchHits(page, query, {locale, count});
  expect(top, `top ${count} results for "${query}" in ${locale}`).toContain(expected);
}
