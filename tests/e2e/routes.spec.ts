import {test, expect, mainHeading} from './fixtures';
import {blogPosts} from '../wikiPages';

/**
 * One page of each kind, opened in the browser: it is served, its scripts hydrate it without
 * an uncaught error, and the heading stays. That every route is built with its heading and
 * title, in every built locale, is checked on the build itself (tests/build/routes.test.ts).
 */
const pageKinds: {path: string; heading: RegExp; dir?: 'rtl'}[] = [
  {path: '/', heading: /Bedrock players, welcome to Java servers/},
  {path: '/blog/', heading: /GeyserMC Blog/},
  {path: `/blog/${blogPosts[0]}/`, heading: /.+/},
  {path: '/blog/archive/', heading: /Archive/},
  {path: '/download/', heading: /Download/},
  {path: '/utilities/config-editor/', heading: /Config Editor/},
  {path: '/utilities/dump-viewer/', heading: /Dump Viewer/},
  {path: '/utilities/host-setup/', heading: /Set Up Geyser on Your Host/},
  {path: '/utilities/log-checker/', heading: /.+/},
  {path: '/wiki/', heading: /.+/},
  {path: '/wiki/geyser/setup/', heading: /.+/},
  {path: '/wiki/geyser/supported-hosting-providers/', heading: /.+/},
  {path: '/search/?q=geyser', heading: /Search results for "geyser"/},
  {path: '/wiki/api/global/', heading: /Global API/},
  {path: '/wiki/api/downloads.geysermc.org/build-specific/', heading: /.+/},
  {path: '/ar/wiki/geyser/', heading: /.+/, dir: 'rtl'},
];

test.describe('a page of each kind hydrates with its heading', () => {
  for (const {path, heading, dir} of pageKinds) {
    // The build without framework internals is English only.
    test(path, {tag: dir ? [] : ['@routes']}, async ({page, pageErrors}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(mainHeading(page)).toHaveText(heading);
      await expect(page).toHaveTitle(/ \| GeyserMC$|^GeyserMC/);
      if (dir) await expect(page.locator('html')).toHaveAttribute('dir', dir);
      expect(pageErrors.map((e) => e.message)).toEqual([]);
    });
  }
});

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
