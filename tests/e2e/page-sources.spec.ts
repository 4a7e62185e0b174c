import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

// What a page asks for is the point here: run as an ordinary reader's browser, which fetches
// linked pages' code ahead (dataSaver, fixtures.ts).
test.use({dataSaver: false});

const read = (file: string) => fs.readFileSync(path.resolve(__dirname, '../../build', file), 'utf8');

/** The page controls of a wiki page: Copy page and the feedback question. */
test.describe('on a wiki page', () => {
  test('"Copy page" puts the page Markdown on the clipboard', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL!});
    await page.goto('/wiki/geyser/pterodactyl/');
    const markdown = read('wiki/geyser/pterodactyl.md');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/wiki/geyser/pterodactyl.md');
  });

  test('"Copy page" says so when the Markdown cannot be fetched', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL!});
    await page.route('**/wiki/geyser/pterodactyl.md', (route) => route.fulfill({status: 503, body: ''}));
    await page.goto('/wiki/geyser/pterodactyl/');
    await page.getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page.'})).toBeVisible();
  });

  test('"Was this page helpful?" sends nothing; No offers a GitHub issue that carries the page', async ({page}) => {
    await page.goto('/wiki/geyser/port-forwarding/');
    await page.waitForLoadState('networkidle');
    // Anything the page asks for but the site's own scripts (Docusaurus prefetches those for
    // links under the pointer) would be something sent.
    const requests: string[] = [];
    page.on('request', (request) => {
      const ownScript = request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/assets/js/');
      if (!ownScript) requests.push(`${request.method()} ${request.url()}`);
    });
    const feedback = page.getByRole('group', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect(feedback.getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
    await expect(feedback).toContainText('Thank you for telling us.');
    await feedback.getByRole('button', {name: 'No'}).click();
    const link = feedback.getByRole('link', {name: 'open an issue on GitHub'});
    const url = new URL((await link.getAttribute('href'))!);
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/GeyserMC/GeyserWebsite/issues/new');
    expect(url.searchParams.get('title')).toBe('Wiki feedback: Port forwarding');
    expect(url.searchParams.get('body')).toContain('Page: https://geysermc.org/wiki/geyser/port-forwarding/');
    expect(requests).toEqual([]);
  });
});
