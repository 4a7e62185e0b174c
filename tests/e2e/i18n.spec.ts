import fs from 'node:fs';
import path from 'node:path';
import {test, expect, mainHeading} from './fixtures';

test('the language menu on a wiki page leads to the same page in the other language', async ({page}) => {
  await page.goto('/wiki/geyser/port-forwarding/');
  const navbar = page.locator('nav.navbar');
  await navbar.getByRole('button', {name: 'English'}).hover();
  await navbar.getByRole('link', {name: 'Deutsch'}).click();
  await expect(page).toHaveURL(/\/de\/wiki\/geyser\/port-forwarding\/$/);
  await expect(mainHeading(page)).toHaveText('Portweiterleitung');
  await navbar.getByRole('button', {name: 'Deutsch'}).hover();
  await navbar.getByRole('link', {name: 'العربية'}).click();
  await expect(page).toHaveURL(/\/ar\/wiki\/geyser\/port-forwarding\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await navbar.getByRole('button', {name: 'العربية'}).hover();
  await navbar.getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/\/wiki\/geyser\/port-forwarding\/$/);
  await expect(page).not.toHaveURL(/\/(de|ar)\//);
  await expect(mainHeading(page)).toHaveText('Port forwarding');
});

test('the interface is translated, including the announcement and its link', async ({page}) => {
  await page.goto('/de/download/');
  await expect(page.locator('nav.navbar')).not.toContainText('Utilities');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).not.toContainText('now supports');
  await expect(bar.getByRole('link')).toHaveAttribute('href', '/de/download/');
  await expect(page.getByRole('tab', {selected: true})).toHaveText('Geyser');
  await expect(page.getByRole('tab', {name: 'Other projects'})).toHaveCount(0);
  await page.goto('/download/');
  await expect(bar).toContainText('Geyser now supports Bedrock');
  await expect(bar.getByRole('link', {name: 'Update your server'})).toHaveAttribute('href', '/download/');
});

test('hosting-provider steps use a translation when one exists', async ({page}) => {
  const strings = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/de/site-translations/strings.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const english = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/en/site-translations/strings.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const id = 'wiki.hostingProviders.apex-hosting.step1';
  expect(strings[id]!.message).not.toBe(english[id]!.message);
  await page.goto('/de/wiki/geyser/supported-hosting-providers/');
  await expect(page.locator('#apex-hosting').locator('..')).toContainText(strings[id]!.message);
  await page.goto('/wiki/geyser/supported-hosting-providers/');
  await expect(page.locator('#apex-hosting').locator('..')).toContainText(english[id]!.message);
});

test('only the Crowdin pseudo-locale loads the in-context editor', {tag: '@all-locales'}, async ({page}) => {
  const crowdinRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('cdn.crowdin.com')) crowdinRequests.push(request.url());
  });
  await page.goto('/crp/wiki/');
  await expect(page.locator('script[src="https://cdn.crowdin.com/jipt/jipt.js"]')).toHaveCount(1);
  expect(await page.evaluate(() => JSON.stringify((window as unknown as {_jipt: unknown})._jipt))).toBe('[["project","geyser"]]');
  await expect.poll(() => crowdinRequests.length).toBeGreaterThan(0);
  for (const locale of ['', '/de', '/ar']) {
    await page.goto(`${locale}/wiki/`);
    await expect(page.locator('script[src*="crowdin"]')).toHaveCount(0);
  }
});

test.describe('Arabic mirrors the layout', () => {
  test('a wiki page: sidebar on the right, table of contents on the left, code left-to-right', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/ar/wiki/geyser/port-forwarding/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const sidebar = await box('aside.theme-doc-sidebar-container');
    const article = await box('article');
    const toc = await box('.table-of-contents');
    expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1);
    expect(toc.x + toc.width).toBeLessThan(article.x + 1);
    // The brand sits at the right end of the navbar, the search at the left.
    const brand = await box('.navbar__brand');
    expect(brand.x).toBeGreaterThan(640);
    // Code stays left to right.
    const codeDirection = await page
      .locator('pre code')
      .first()
      .evaluate((el) => getComputedStyle(el).direction);
    expect(codeDirection).toBe('ltr');
    // Admonitions put their border on the right.
    const admonition = page.locator('.theme-admonition').first();
    const borders = await admonition.evaluate((el) => {
      const style = getComputedStyle(el);
      return {right: parseFloat(style.borderRightWidth), left: parseFloat(style.borderLeftWidth)};
    });
    expect(borders.right).toBeGreaterThan(borders.left);
  });

  test('the utilities: headings and text start on the right', async ({page}) => {
    for (const route of [
      '/ar/download/',
      '/ar/utilities/dump-viewer/',
      '/ar/utilities/config-editor/',
      '/ar/utilities/host-setup/',
      '/ar/utilities/log-checker/',
    ]) {
      await page.goto(route);
      for (const element of [mainHeading(page), page.locator('main p').first()]) {
        // Where the text itself sits inside its block: flush right, with the free space on the left.
        const text = await element.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          // The first line may hold several fragments (Latin words inside Arabic): take them all.
          const rects = Array.from(range.getClientRects());
          const line = rects.filter((r) => Math.abs(r.top - rects[0]!.top) < 4);
          const block = el.getBoundingClientRect();
          const right = Math.max(...line.map((r) => r.right));
          const left = Math.min(...line.map((r) => r.left));
          return {gapRight: block.right - right, gapLeft: left - block.left};
        });
        expect(text.gapRight, route).toBeLessThan(2);
        expect(text.gapLeft, route).toBeGreaterThan(text.gapRight);
      }
    }
  });
});
