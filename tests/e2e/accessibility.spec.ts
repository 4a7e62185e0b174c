import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {axeViolations, colourModeRules, switchColourMode} from './axe';

// The pages of the performance and accessibility budget (bench/pages.json), in both colour modes.
const pages = JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/pages.json'), 'utf8')) as {path: string}[];

/** The locale of a route of bench/pages.json. */
const localeOf = (route: string) => /^\/(ar|de)\//.exec(route)?.[1] ?? 'en';

test.describe('no axe violations in light and dark mode', () => {
  // Two full axe runs on a long page.
  test.describe.configure({timeout: 60_000});
  for (const {path: route} of pages) {
    test(route, async ({page}) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      expect(await axeViolations(page), 'light mode').toEqual([]);
      // The reader's own switch: the colours change in place, as they do for a reader.
      await switchColourMode(page, 'dark', localeOf(route));
      // The markup is the one checked above: check what the mode changes.
      expect(await axeViolations(page, undefined, {rules: colourModeRules}), 'dark mode').toEqual([]);
    });
  }
});

test('on a phone the icon-only search button still has a name', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/wiki/');
  await expect(page.locator('.DocSearch-Button-Keys')).toBeHidden();
  await expect(page.getByRole('button', {name: 'Search'})).toBeVisible();
});
