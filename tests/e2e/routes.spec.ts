import {test, expect, mainHeading} from './fixtures';
import {allWikiRoutes, apiPages, blogPosts} from '../wikiPages';

const topRoutes: {path: string; heading: RegExp}[] = [
  {path: '/', heading: /Bedrock players, welcome to Java servers/},
  {path: '/blog/', heading: /GeyserMC Blog/},
  {path: '/blog/archive/', heading: /Archive/},
  {path: '/blog/authors/', heading: /Authors/},
  {path: '/download/', heading: /Download/},
  {path: '/utilities/config-editor/', heading: /Config Editor/},
  {path: '/utilities/dump-viewer/', heading: /Dump Viewer/},
  {path: '/utilities/host-setup/', heading: /Set Up Geyser on Your Host/},
  {path: '/wiki/', heading: /.+/},
  {path: '/search/?q=geyser', heading: /Search results for "geyser"/},
  {path: '/wiki/api/', heading: /.+/},
  {path: '/wiki/api/global/', heading: /Global API/},
  {path: '/wiki/api/downloads/', heading: /Downloads API/},
];

test.describe('every route renders a heading (en)', {tag: '@routes'}, () => {
  for (const {path, heading} of topRoutes) {
    test(`${path}`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(mainHeading(page)).toHaveText(heading);
      await expect(page).toHaveTitle(/ \| GeyserMC$|^GeyserMC/);
    });
  }

  for (const path of allWikiRoutes) {
    test(`wiki ${path}`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(mainHeading(page)).not.toBeEmpty();
      await expect(page).toHaveTitle(/ \| GeyserMC$/);
    });
  }

  for (const [folder, pages] of Object.entries(apiPages)) {
    for (const slug of pages) {
      test(`api /wiki/api/${folder}/${slug}/`, async ({page}) => {
        const response = await page.goto(`/wiki/api/${folder}/${slug}/`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1').first()).not.toBeEmpty();
      });
    }
  }

  for (const slug of blogPosts) {
    test(`blog post /blog/${slug}/`, async ({page}) => {
      const response = await page.goto(`/blog/${slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1').first()).not.toBeEmpty();
    });
  }
});

for (const {locale, dir} of [
  {locale: 'ar', dir: 'rtl'},
  {locale: 'de', dir: 'ltr'},
]) {
  test.describe(`every top route renders in ${locale}`, () => {
    const routes = [...topRoutes.map((r) => r.path), '/wiki/geyser/', '/wiki/floodgate/', '/wiki/other/', '/wiki/geyser/setup/'];
    for (const path of routes) {
      test(`/${locale}${path}`, async ({page}) => {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(mainHeading(page)).not.toBeEmpty();
      });
    }
  });
}

test('the download page reads ?project=', {tag: '@routes'}, async ({page}) => {
  await page.goto('/download/?project=floodgate');
  await expect(page.getByRole('tab', {name: 'Floodgate'})).toHaveAttribute('aria-selected', 'true');
  await page.goto('/download/?project=other-projects');
  await expect(page.getByRole('tab', {name: 'Other projects'})).toHaveAttribute('aria-selected', 'true');
  await page.goto('/download/?project=unknown');
  await expect(page.getByRole('tab', {name: 'Geyser'})).toHaveAttribute('aria-selected', 'true');
});

test('unknown routes show the not-found page', {tag: '@routes'}, async ({page}) => {
  const response = await page.goto('/this/route/does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
  await expect(page.getByText(/contact the owner of the site that linked you/)).toBeVisible();
});

test('paths ending in .html or /index.html are normalised', {tag: '@routes'}, async ({page}) => {
  await page.goto('/wiki/geyser/index.html');
  await expect(mainHeading(page)).toHaveText('Geyser');
  await page.goto('/download.html');
  await expect(mainHeading(page)).toHaveText('Download');
  await expect(page).not.toHaveURL(/\.html$/);
});
