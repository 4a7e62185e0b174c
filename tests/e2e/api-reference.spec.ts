import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const projectsFixture = fs.readFileSync(path.join(__dirname, 'fixtures/downloads-projects.json'), 'utf8');

test('the API reference sidebar lists both services by tag', async ({page}) => {
  await page.goto('/wiki/api/');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', {name: 'Global API', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Downloads API', exact: true})).toBeVisible();
});

test('"Send API request" calls the Downloads API and shows its answer', async ({page}) => {
  const calls: string[] = [];
  await page.route('https://download.geysermc.org/**', async (route) => {
    calls.push(route.request().url());
    await route.fulfill({status: 200, contentType: 'application/json', body: projectsFixture});
  });
  await page.goto('/wiki/api/downloads.geysermc.org/projects/');
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
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const example = page
    .locator('.openapi-left-panel__container')
    .getByRole('tab', {name: /^Example/})
    .first();
  await expect(async () => {
    await example.click();
    await expect(example).toHaveAttribute('aria-selected', 'true', {timeout: 500});
  }).toPass();
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

/** Holds back every script requested from now on, until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const operation = '/wiki/api/downloads.geysermc.org/build-specific/';
const operationBody = '.openapi-left-panel__container';

test.describe('an operation page comes alive when the reader reaches for it', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('hydration keeps the built operation without its code; a click on a tab before the code is in still opens it', async ({page}) => {
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
    // Hydrated, but the operation is the server's markup, as built.
    expect(await isLive(page, operationBody)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as {builtProperty?: Element}).builtProperty?.isConnected)).toBe(true);
    // The head tags and the page's class on <html> are there all the same.
    await expect(page).toHaveTitle(/^Get one build/);
    await expect(page.locator('html')).toHaveClass(/docs-doc-id-downloads\.geysermc\.org\/build-specific/);

    const release = await holdScripts(page);
    const notFound = page.getByRole('tablist').filter({hasText: '404'}).getByRole('tab', {name: '404'});
    await notFound.click();
    // The code is held back: the click is kept, nothing changes yet.
    await page.waitForTimeout(300);
    expect(await isLive(page, operationBody)).toBe(false);
    await expect(notFound).toHaveAttribute('aria-selected', 'false');
    release();
    // One click was enough: the live page gets it.
    await expect(notFound).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('The project, the version or the build number does not exist.')).toBeVisible();
    expect(await isLive(page, operationBody)).toBe(true);
    await expect(page).toHaveTitle(/^Get one build/);
    expect(errors).toEqual([]);
  });

  test('a schema property opened before the code is in stays open', async ({page}) => {
    await page.goto(operation);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const release = await holdScripts(page);
    const summary = page.locator(`${operationBody} summary`).filter({has: page.locator('.openapi-schema__property', {hasText: /^downloads$/})});
    const details = summary.locator('..');
    await summary.click();
    await page.waitForTimeout(300);
    // Not opened by the browser on its own, only to be closed again by the live copy.
    await expect(details).not.toHaveAttribute('open', /.*/);
    release();
    await expect(details).toHaveAttribute('open', '');
    expect(await isLive(page, operationBody)).toBe(true);
  });

  test('the focus stays where the keyboard put it when the operation comes alive', async ({page}) => {
    await page.goto(operation);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const release = await holdScripts(page);
    // Focus the 404 tab the way a keyboard does (focus, not click).
    const notFound = page.getByRole('tablist').filter({hasText: '404'}).getByRole('tab', {name: '404'});
    await notFound.focus();
    release();
    await expect.poll(() => isLive(page, operationBody)).toBe(true);
    await expect(notFound).toBeFocused();
    // And it answers the keyboard: the arrow keys move between the tabs (200, 302, 400, 404).
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tablist').filter({hasText: '404'}).getByRole('tab', {name: '400'})).toBeFocused();
  });

  test('a link in the sleeping operation opens its page without reloading', async ({page}) => {
    await page.goto(operation);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate(() => {
      (window as unknown as {samePage: boolean}).samePage = true;
    });
    const release = await holdScripts(page);
    const next = page.locator('.pagination-nav__link--next');
    const target = await next.getAttribute('href');
    expect(target).toMatch(/^\/wiki\/api\//);
    await next.click();
    release();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('h1')).not.toHaveText('Get one build');
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  });

  test('a text selection in the operation is not lost to its coming alive', async ({page}) => {
    await page.goto(operation);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const selected = await page.evaluate((selector) => {
      const paragraph = document.querySelector(`${selector} p`);
      if (!paragraph) throw new Error('no paragraph');
      document.getSelection()?.selectAllChildren(paragraph);
      return document.getSelection()?.toString();
    }, operationBody);
    expect(selected).toContain('build');
    // Reaching for the operation loads its code, but the markup is not swapped under the selection.
    await page.locator(`${operationBody} p`).first().hover();
    await page.waitForTimeout(1000);
    expect(await isLive(page, operationBody)).toBe(false);
    expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(selected);
    // Once the selection is let go, the operation comes alive.
    await page.evaluate(() => document.getSelection()?.removeAllRanges());
    await expect.poll(() => isLive(page, operationBody)).toBe(true);
  });

  test('the request panel wakes the operation when it comes near the screen', async ({page}) => {
    await page.goto(operation);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await isLive(page, operationBody)).toBe(false);
    await page.evaluate(() => document.querySelector('.openapi-right-panel__container')?.scrollIntoView());
    await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible();
    expect(await isLive(page, operationBody)).toBe(true);
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
