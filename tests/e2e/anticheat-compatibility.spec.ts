import {test, expect} from './fixtures';
import {axeViolations} from './axe';
import {anticheats} from '../../src/data/anticheats';

const route = '/wiki/geyser/anticheat-compatibility/';

test.describe('anticheat compatibility list', () => {
  test('shows every anticheat with its status in words, best status first', async ({page}) => {
    await page.goto(route);
    const table = page.getByRole('table', {name: 'Anticheats and how they treat Bedrock players'});
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Anticheat', 'Status', 'What to configure', 'Source']);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(anticheats.length);

    const grim = table.getByRole('row', {name: /GrimAC/});
    await expect(grim.getByRole('rowheader')).toContainText('GrimAC');
    await expect(grim.getByRole('cell').first()).toHaveText(/Partial: skips Bedrock players/);
    await expect(grim).toContainText('Geyser players are fully exempt');
    await expect(grim.locator('time')).toHaveAttribute('datetime', '2024-11-08');
    await expect(grim.locator('time')).toHaveText('November 8, 2024');

    const intave = table.getByRole('row', {name: /Intave/});
    await expect(intave.getByRole('cell').first()).toHaveText(/Works with an add-on or setting/);
    await expect(intave.getByRole('link', {name: 'Intave Bedrock'})).toHaveAttribute('href', 'https://github.com/intave/bedrock');

    // Rows run from "works" to "incompatible".
    const order = ['works', 'addon', 'partial', 'incompatible'];
    const statuses = await rows.locator('[data-status]').evaluateAll((els) => els.map((el) => el.getAttribute('data-status')!));
    const ranks = statuses.map((s) => order.indexOf(s));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(statuses)).toEqual(new Set(order));

    // The legend explains each status next to the same badge.
    for (const label of ['Works', 'Works with an add-on or setting', 'Partial: skips Bedrock players', 'Incompatible']) {
      await expect(page.locator('dl dt', {hasText: new RegExp(`^\\W*${label}$`)})).toHaveCount(1);
    }
  });

  test('each anticheat has an anchor a link can jump to', async ({page}) => {
    await page.goto(`${route}#intave`);
    await expect(page.locator('tr#intave')).toBeInViewport();
  });

  test('the table can be scrolled by keyboard on a phone and has no axe violations', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(route);
    const region = page.getByRole('region', {name: 'Anticheats and how they treat Bedrock players'});
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      expect(await axeViolations(page, 'main'), mode).toEqual([]);
    }
  });

  test('labels, advice and dates are translated (de)', async ({page}) => {
    await page.goto(`/de${route}`);
    await expect(page.getByRole('columnheader', {name: 'Was einzustellen ist'})).toBeVisible();
    const intave = page.getByRole('row', {name: /Intave/});
    await expect(intave.getByRole('cell').first()).toHaveText(/Funktioniert mit Add-on oder Einstellung/);
    await expect(intave).toContainText('Installiere das Add-on Intave Bedrock');
    await expect(intave.locator('time')).toHaveText('2. Juli 2024');
  });
});
