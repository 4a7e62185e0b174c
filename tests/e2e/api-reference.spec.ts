import fs from 'node:fs';
import path from 'node:path';
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
    await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({project_id: 'floodgate', project_name: 'Floodgate', versions: ['2.2.5']})});
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
  const example = page.locator('.openapi-left-panel__container').getByRole('tab', {name: /^Example/}).first();
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

test('hydrating an operation page keeps the built page and its tabs work', async ({page}) => {
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
  await page.goto('/wiki/api/downloads.geysermc.org/build-specific/');
  const responses = page.getByRole('tablist').filter({hasText: '404'});
  const notFound = responses.getByRole('tab', {name: '404'});
  // Tabs answer once hydrated; keep clicking until the panel switches.
  await expect(async () => {
    await notFound.click();
    await expect(notFound).toHaveAttribute('aria-selected', 'true', {timeout: 500});
  }).toPass();
  await expect(page.getByText('The project, the version or the build number does not exist.')).toBeVisible();
  const kept = await page.evaluate(() => {
    const property = (window as unknown as {builtProperty?: Element}).builtProperty;
    return property ? property.isConnected : 'not tagged';
  });
  expect(kept).toBe(true);
  expect(errors).toEqual([]);
});
