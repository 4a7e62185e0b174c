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
