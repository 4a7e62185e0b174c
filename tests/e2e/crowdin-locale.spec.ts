import {test, expect} from './fixtures';

/**
 * The crp locale is Crowdin's in-context copy of the site, for translators:
 * search engines are told to skip it, and readers' pages never offer it as an
 * alternate language, but the language menu still leads translators to it.
 * Needs a build with --locale en --locale crp (and de for the German checks): tagged
 * @all-locales, they run in npm run test:extended, against the build of every locale.
 */

const crowdinHrefLang = 'en-x-crowdin';

test('crp pages are noindex, in the built HTML and after hydration', {tag: '@all-locales'}, async ({page, request}) => {
  for (const path of ['/crp/', '/crp/wiki/geyser/port-forwarding/', '/crp/blog/']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta[^>]*name="?robots"?[^>]*content="?noindex"?/);
    await page.goto(path);
    await expect(page.locator('meta[name="robots"][content="noindex"]'), path).toHaveCount(1);
  }
});

test("readers' pages are indexable and never offer crp as an alternate language", {tag: '@all-locales'}, async ({page, request}) => {
  for (const path of ['/', '/wiki/geyser/port-forwarding/', '/de/wiki/']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/name="?robots"?/);
    expect(html, path).not.toContain(`hreflang=${crowdinHrefLang}`);
    expect(html, path).not.toContain(`hreflang="${crowdinHrefLang}"`);
    expect(html, path).not.toMatch(/rel="?alternate"?[^>]*\/crp\//);
    await page.goto(path);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    const hreflangs = await alternates.evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    // The reader languages are still there; Crowdin's is not, also after hydration.
    expect(hreflangs, path).toEqual(expect.arrayContaining(['en', 'de', 'x-default']));
    expect(hreflangs, path).not.toContain(crowdinHrefLang);
    await expect(page.locator('link[rel="alternate"][href*="/crp/"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:locale:alternate"][content^="en_x"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
});

test('the sitemaps leave crp out, and robots.txt disallows it', {tag: '@all-locales'}, async ({request}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(50);
  expect(urls.filter((url) => url.includes('/crp/'))).toEqual([]);
  expect((await request.get('/crp/sitemap.xml')).status()).toBe(404);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/crp\/$/m);
  expect(robots).toMatch(/^User-agent: \*$/m);
});

test('the language menu still leads to the Crowdin copy, labelled Crowdin', {tag: '@all-locales'}, async ({page}) => {
  await page.setViewportSize({width: 1400, height: 900});
  await page.goto('/wiki/geyser/port-forwarding/');
  const menu = page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a[lang]')})
    .first();
  await menu.hover();
  const crowdin = menu.getByRole('link', {name: 'Crowdin', exact: true});
  await expect(crowdin).toBeVisible();
  await expect(crowdin).toHaveAttribute('href', '/crp/wiki/geyser/port-forwarding/');
});
