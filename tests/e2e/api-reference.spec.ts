import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {openRequestPanel, openResponseExample} from './apiPanel';

const projectsFixture = fs.readFileSync(path.join(__dirname, 'fixtures/downloads-projects.json'), 'utf8');

test('the API reference sidebar lists both services by tag', async ({page}) => {
  await page.goto('/wiki/api/');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', {name: 'Global API', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Downloads API', exact: true})).toBeVisible();
});

test('"Send API request" calls the Downloads API and shows its answer', {tag: '@smoke'}, async ({page}) => {
  const calls: string[] = [];
  await page.route('https://download.geysermc.org/**', async (route) => {
    calls.push(route.request().url());
    await route.fulfill({status: 200, contentType: 'application/json', body: projectsFixture});
  });
  await page.goto('/wiki/api/downloads.geysermc.org/projects/');
  await openRequestPanel(page);
  await page.getByRole('button', {name: 'Send API Request'}).click();
  await expect.poll(() => calls).toEqual(['https://download.geysermc.org/v2/projects']);
  await expect(page.locator('.openapi-response__status-code').first()).toContainText('thirdpartycosmetics');
});

test('path parameters typed into the request form end up in the request URL', async ({page}) => {
  const calls: string[] = [];
  await page.route('https://download.geysermc.org/**', async (route) => {
    calls.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({project_id: 'floodgate', project_name: 'Floodgate', versions: ['2.2.5']}),
    });
  });
  await page.goto('/wiki/api/downloads.geysermc.org/project/');
  await openRequestPanel(page);
  await page.getByPlaceholder('project').fill('floodgate');
  await page.getByRole('button', {name: 'Send API Request'}).click();
  await expect.poll(() => calls).toEqual(['https://download.geysermc.org/v2/projects/floodgate']);
  await expect(page.locator('.openapi-response__status-code').first()).toContainText('Floodgate');
});

test('an operation page is built with its parameters and schemas, not placeholders, and only its open tabs', async ({request}) => {
  const response = await request.get('/wiki/api/downloads.geysermc.org/build-specific/');
  const html = await response.text();
  // In its place in the page, not sent after it for a script to move in (as
  // React does with a part that waited for code on the server).
  expect(html.indexOf('openapi-left-panel__container')).toBeGreaterThan(0);
  expect(html.indexOf('openapi-left-panel__container')).toBeLessThan(html.indexOf('<footer'));
  expect(html).not.toMatch(/<template id="?B:|\$RC\(/);
  const leftPanel = html.slice(html.indexOf('openapi-left-panel__container'), html.indexOf('openapi-right-panel__container'));
  expect(leftPanel.length).toBeGreaterThan(1000);
  expect(leftPanel).not.toContain('openapi-skeleton');
  const properties = [...leftPanel.matchAll(/class=["']?openapi-schema__property["']?>([^<]+)</g)].map((match) => match[1]);
  // Path parameters, then the build's fields.
  expect(properties).toEqual(expect.arrayContaining(['project', 'version', 'build', 'project_id', 'downloads', 'sha256']));
  // Each tab set is built with its open tab only (status 200, its schema): no hidden panels.
  const panels = [...leftPanel.matchAll(/<div role=["']?tabpanel["']?[^>]*>/g)].map((match) => match[0]);
  expect(panels.length).toBeGreaterThan(0);
  expect(panels.filter((panel) => /\shidden[\s>=]/.test(panel))).toEqual([]);
  expect(leftPanel).toMatch(/role=["']?tab["']?[^>]*>404</);
  // The example is in a closed tab, so it is not built.
  expect(leftPanel).not.toMatch(/token property/);
});

test('opening a response example shows it highlighted', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/wiki/api/downloads.geysermc.org/build-specific/');
  await openResponseExample(page);
  const block = page.locator('.openapi-left-panel__container pre.prism-code').first();
  await expect(block).toContainText('"project_id"');
  // Prism arrives with the first block that needs it, then colours the example.
  await expect(block.locator('.token.property').first()).toHaveText('"project_id"');
  expect(errors).toEqual([]);
});

/** Whether React has taken over an element: it marks each one it renders or hydrates with its fiber. */
function isLive(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

const operation = '/wiki/api/downloads.geysermc.org/build-specific/';
const operationBody = '.openapi-left-panel__container';

test.describe('an operation page', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('hydrates the operation the server built, in place, with no error', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Tag the built schema before any script runs (scripts are deferred until parsing ends).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const property = document.querySelector('.openapi-left-panel__container .openapi-schema__property');
        if (property) (window as unknown as {builtProperty: Element}).builtProperty = property;
      });
    });
    await page.goto(operation);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await isLive(page, operationBody)).toBe(true);
    // The theme's tabs are not rebuilt after hydration (apiHydrateOnce): the built schema is still there.
    expect(await page.evaluate(() => (window as unknown as {builtProperty?: Element}).builtProperty?.isConnected)).toBe(true);
    await expect(page).toHaveTitle(/^Get one build/);
    await expect(page.locator('html')).toHaveClass(/docs-doc-id-downloads\.geysermc\.org\/build-specific/);
    expect(errors).toEqual([]);
  });

  test('its tabs answer a click and the keyboard', {tag: '@smoke'}, async ({page}) => {
    await page.goto(operation);
    const notFound = page.getByRole('tablist').filter({hasText: '404'}).getByRole('tab', {name: '404'});
    await notFound.click();
    await expect(notFound).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('The project, the version or the build number does not exist.')).toBeVisible();
    await expect(notFound).toBeFocused();
    // The arrow keys move between the tabs (200, 302, 400, 404).
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tablist').filter({hasText: '404'}).getByRole('tab', {name: '400'})).toBeFocused();
  });

  test('a schema property opens and closes', async ({page}) => {
    await page.goto(operation);
    const summary = page.locator(`${operationBody} summary`).filter({has: page.locator('.openapi-schema__property', {hasText: /^downloads$/})});
    const details = summary.locator('..');
    await expect(details).not.toHaveAttribute('open', /.*/);
    await summary.click();
    await expect(details).toHaveAttribute('open', '');
    await summary.click();
    await expect(details).not.toHaveAttribute('open', /.*/);
  });

  test('the request panel loads when the reader asks for it', {tag: '@smoke'}, async ({page}) => {
    await page.goto(operation);
    const send = page.getByRole('button', {name: 'Send API Request'});
    await expect(send).toHaveCount(0);
    await openRequestPanel(page);
    await expect(send).toBeVisible();
  });
});

test('an operation reached by client-side navigation renders and works', async ({page}) => {
  await page.goto('/wiki/api/downloads.geysermc.org/downloads-api/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => {
    (window as unknown as {samePage: boolean}).samePage = true;
  });
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await sidebar.getByRole('button', {name: 'builds'}).click();
  await sidebar.getByRole('link', {name: 'Get one build', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Get one build'})).toBeVisible();
  const notFound = page.getByRole('tablist').filter({hasText: '404'}).getByRole('tab', {name: '404'});
  await notFound.click();
  await expect(notFound).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
});
