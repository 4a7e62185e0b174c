import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';

async function pressUntilOpen(page: Page, key: string) {
  const input = page.locator('.DocSearch-Input');
  // The shortcut works once the page has hydrated; retry the key press until then.
  await expect(async () => {
    if (!(await input.isVisible())) await page.keyboard.press(key);
    await expect(input).toBeVisible({timeout: 1000});
  }).toPass({timeout: 15_000});
  return input;
}

/** Opens the modal for tests about what it shows (the shortcut itself is tested on its own). */
async function openModal(page: Page) {
  const input = await pressUntilOpen(page, 'Control+k');
  if (!(await input.evaluate((el) => el === document.activeElement))) await input.focus();
  return input;
}

test.describe('search modal (local index)', () => {
  test('Ctrl+K and / open it with the input focused, Esc closes it', async ({page}) => {
    await page.goto('/wiki/');
    const input = await pressUntilOpen(page, 'Control+k');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    await page.locator('main').click({position: {x: 5, y: 5}});
    await pressUntilOpen(page, '/');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  });

  test('shows grouped, highlighted results; Enter opens the hit at its anchor; the search is then recent', {tag: '@smoke'}, async ({page}) => {
    await page.goto('/wiki/');
    const input = await openModal(page);
    await input.fill('port forwarding');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Geyser');
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const firstUrl = await hits.first().locator('a').getAttribute('href');
    expect(firstUrl).toBe('/wiki/geyser/port-forwarding/');

    // A heading hit carries its anchor.
    const anchored = page.locator('.DocSearch-Hit a[href*="/wiki/geyser/port-forwarding/#"]').first();
    const href = (await anchored.getAttribute('href'))!;
    await anchored.hover();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(href.slice(href.indexOf('#')))).toBeInViewport();

    await openModal(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  });

  test('a recent search can be saved as a favourite', async ({page}) => {
    await page.goto('/wiki/');
    const input = await openModal(page);
    await input.fill('floodgate linking');
    await page.locator('.DocSearch-Hit').first().click();
    await openModal(page);
    await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
  });

  test('"See all N results" opens the search page with the same count', async ({page}) => {
    await page.goto('/wiki/');
    const input = await openModal(page);
    await input.fill('proxy');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await expect(seeAll).toBeVisible();
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(15);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/?\?q=proxy$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "proxy"');
    await expect(page.getByText(new RegExp(`^${count} documents found$`))).toBeVisible();
  });

  test('a nonsense query shows the no-results texts', async ({page}) => {
    await page.goto('/wiki/');
    const input = await openModal(page);
    await input.fill('qwxkjhgf');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "qwxkjhgf"');
    await expect(page.locator('.DocSearch-Help')).toHaveText('Believe this query should return results? Let us know.');
  });

  test('after a search with results, a query without results suggests the sections found before', async ({page}) => {
    await page.goto('/wiki/');
    const input = await openModal(page);
    await input.fill('floodgate linking');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input.fill('qwxkjhgf');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText('No results for "qwxkjhgf"');
    const suggestions = page.locator('.DocSearch-NoResults-Prefill-List');
    await expect(suggestions).toContainText('Try searching for');
    const first = suggestions.getByRole('button').first();
    const label = (await first.textContent())!.replace(/^"|"$/g, '').trim();
    expect(label.length).toBeGreaterThan(0);
    // Choosing a suggestion searches for it.
    await first.click();
    // DocSearch fills in the suggestion in lower case, ready for more words.
    await expect(input).toHaveValue(`${label.toLowerCase()} `);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('a failed index fetch shows the error screen', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort('failed'));
    await page.goto('/wiki/');
    const input = await openModal(page);
    await input.fill('geyser');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('no request leaves the site and no Algolia host is preconnected', async ({page, baseURL}) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    await page.goto('/wiki/');
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    const input = await openModal(page);
    await input.fill('skins');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    expect(outside).toEqual([]);
  });
});

test.describe('search page', () => {
  test('pages through results as the reader scrolls', async ({page}) => {
    await page.goto('/search/?q=geyser');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "geyser"');
    const results = page.locator('article');
    // One entry per page, 15 per batch.
    await expect(results).toHaveCount(15);
    await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
    await expect.poll(() => results.count()).toBeGreaterThan(15);
  });

  test('reads the query from ?q= and keeps it in the input', async ({page}) => {
    await page.goto('/search/?q=floodgate');
    await expect(page.getByRole('searchbox')).toHaveValue('floodgate');
    await expect(page.locator('article a').first()).toHaveAttribute('href', /\/wiki\/floodgate\//);
  });

  test('says so when the index cannot be fetched, instead of crashing', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort('failed'));
    await page.goto('/search/?q=geyser');
    await expect(page.getByRole('alert')).toHaveText('Unable to fetch results You might want to check your network connection.');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "geyser"');
  });

  test('searches the reader’s own language', async ({page}) => {
    await page.goto('/de/search/?q=geyser');
    await expect(page.locator('article a').first()).toHaveAttribute('href', /^\/de\//);
  });

  test('a German query finds the translated German page', async ({page}) => {
    await page.goto('/de/search/?q=Portweiterleitung');
    await expect(page.locator('article h2 a').first()).toHaveAttribute('href', '/de/wiki/geyser/port-forwarding/');
    await expect(page.locator('article h2 a').first()).toHaveText('Portweiterleitung');
  });

  test('a Chinese query is segmented: a word inside unspaced text is found', {tag: '@all-locales'}, async ({page}) => {
    // 防火墙 (firewall) only appears inside longer runs such as 在防火墙中放行端口.
    await page.goto(`/zh-CN/search/?q=${encodeURIComponent('防火墙')}`);
    const topThree = () => page.locator('article h2 a').evaluateAll((as) => as.slice(0, 3).map((a) => a.getAttribute('href')));
    await expect.poll(topThree).toContain('/zh-CN/wiki/geyser/port-forwarding/');
  });
});
