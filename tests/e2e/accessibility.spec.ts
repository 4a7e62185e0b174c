import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {axeViolations, colourModeRules} from './axe';

// The pages of the performance and accessibility budget (bench/pages.json), in both colour modes.
const pages = JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/pages.json'), 'utf8')) as {path: string}[];

/** The colour-mode switch's name in the page's language (its text before "(currently …)"). */
function colourToggleLabel(route: string): string {
  const locale = /^\/(ar|de)\//.exec(route)?.[1] ?? 'en';
  const messages = JSON.parse(fs.readFileSync(path.join(__dirname, `../../i18n/${locale}/code.json`), 'utf8')) as Record<string, {message: string}>;
  return messages['theme.colorToggle.ariaLabel']!.message.split(' (')[0]!;
}

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
      await page
        .getByRole('button', {name: colourToggleLabel(route)})
        .first()
        .click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      // Colours fade between modes: check the colours the reader ends with.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a instanceof CSSTransition)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
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
