import {test, expect} from './fixtures';

test.describe('supported hosting providers', () => {
  test('the filter narrows the list by name and says when nothing matches', async ({page}) => {
    await page.goto('/wiki/geyser/supported-hosting-providers/');
    // The providers filter's live region (the page has others: the feedback answer, the search box).
    const status = page.getByRole('status').filter({hasText: /provider/});
    await expect(status).toHaveText(/^Showing (\d+) of \1 providers\.$/);
    const filter = page.getByLabel('Filter providers by name');
    await filter.fill('aternos');
    await expect(status).toHaveText(/^Showing 1 of \d+ providers\.$/);
    await expect(page.locator('#aternos')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Geyser built in'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Not supported', exact: true})).toHaveCount(0);
    // The other hosts are hidden from everyone, screen readers included.
    await expect(page.locator('li[data-provider]:visible')).toHaveCount(1);
    await expect(page.locator('section[data-category]').getByRole('heading', {level: 3})).toHaveCount(1);
    await filter.fill('no-such-host-anywhere');
    await expect(status).toContainText('No provider matches');
    await expect(page.locator('li[data-provider]:visible')).toHaveCount(0);
    await filter.fill('');
    await expect(status).toHaveText(/^Showing (\d+) of \1 providers\.$/);
    const total = Number((await status.textContent())!.match(/of (\d+)/)![1]);
    await expect(page.locator('li[data-provider]:visible')).toHaveCount(total);
  });

  test('the filter also works on the page reached by client-side navigation', async ({page}) => {
    await page.goto('/wiki/geyser/setup/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate(() => ((window as unknown as {stillHere: boolean}).stillHere = true));
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/wiki/geyser/supported-hosting-providers/"]').click();
    // The providers filter's live region (the page has others: the feedback answer, the search box).
    const status = page.getByRole('status').filter({hasText: /provider/});
    await expect(status).toHaveText(/^Showing (\d+) of \1 providers\.$/);
    expect(await page.evaluate(() => (window as unknown as {stillHere?: boolean}).stillHere)).toBe(true);
    await page.getByLabel('Filter providers by name').fill('aternos');
    await expect(status).toHaveText(/^Showing 1 of \d+ providers\.$/);
    await expect(page.locator('#aternos')).toBeVisible();
    await expect(page.locator('li[data-provider]:visible')).toHaveCount(1);
    await expect(page.getByRole('heading', {name: 'Works with a few steps'})).toHaveCount(0);
  });

  test('every provider has an anchor that a link can jump to', async ({page}) => {
    await page.goto('/wiki/geyser/supported-hosting-providers/#aternos');
    await expect(page.locator('#aternos')).toBeInViewport();
    await expect(page.locator('#aternos').locator('a[href="https://aternos.org/"]').first()).toBeVisible();
  });

  // A jump within the page (a search hit, a link) lands on the entry too. It did not with
  // `content-visibility: auto` on the entries, tried to save layout time: the entries above were
  // laid out at their placeholder size, and the target moved off the screen once they came near.
  test('a jump within the page to the last entry shows that entry', async ({page}) => {
    await page.goto('/wiki/geyser/supported-hosting-providers/');
    const last = page.locator('li[data-provider]').last().getByRole('heading', {level: 3});
    const id = await last.getAttribute('id');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.goto(`/wiki/geyser/supported-hosting-providers/#${id}`);
    await expect(last).toBeInViewport();
  });
});

test.describe('setup chooser', () => {
  test('host provider and self host each lead to their guides, by mouse and keyboard', async ({page}) => {
    await page.goto('/wiki/geyser/setup/');
    const provider = page.getByRole('tab', {name: /^Host Provider/});
    const self = page.getByRole('tab', {name: /^Self Host/});
    await expect(provider).toHaveAttribute('aria-selected', 'true');
    const providerPanel = page.getByRole('tabpanel');
    await expect(providerPanel.locator('a[href="/wiki/geyser/setup/provider/paper-spigot/"]')).toBeVisible();

    await self.click();
    await expect(self).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('a[href="/wiki/geyser/setup/self/standalone/"]')).toBeVisible();

    await self.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(provider).toBeFocused();
    await expect(provider).toHaveAttribute('aria-selected', 'true');
  });
});

test('community projects are grouped by kind with external links', async ({page}) => {
  await page.goto('/wiki/other/community-geyser-projects/');
  const sections = page.locator('main h2[id]');
  expect(await sections.count()).toBeGreaterThan(1);
  const external = page.locator('main article li a[href^="https://"]');
  expect(await external.count()).toBeGreaterThan(10);
});

test("a community project card lists the project's other pages under a label", async ({page}) => {
  await page.goto('/wiki/other/community-geyser-projects/');
  const card = page.locator('main li > article').filter({has: page.getByRole('heading', {name: 'Emotecraft'})});
  const others = card.getByRole('list', {name: 'Also on:'});
  await expect(others).toBeVisible();
  await expect(others.getByRole('link', {name: 'Hangar'})).toHaveAttribute('href', 'https://hangar.papermc.io/dima_dencep/emotecraft');
  await expect(others.getByRole('link', {name: 'CurseForge (NeoForge)'})).toBeVisible();
  // A project with a single page shows no such list. (Cards are the articles inside list items; the page itself is an article too.)
  const single = page.locator('main li > article').filter({has: page.getByRole('heading', {name: 'SleepingServerStarter'})});
  await expect(single.getByRole('list')).toHaveCount(0);
});
