import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './fixtures';

// The pages of the performance and accessibility budget (bench/pages.json), in both colour modes.
const pages = JSON.parse(fs.readFileSync(path.join(__dirname, '../../bench/pages.json'), 'utf8')) as {path: string}[];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`no axe violations in ${mode} mode`, () => {
    for (const {path: route} of pages) {
      test(route, async ({page}) => {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await page.waitForLoadState('networkidle');
        const {violations} = await new AxeBuilder({page}).analyze();
        const summary = violations.map(
          (v) =>
            `${v.id}: ${v.help} — ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 5)
              .join(', ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}

test('on a phone the icon-only search button still has a name', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/wiki/');
  await expect(page.locator('.DocSearch-Button-Keys')).toBeHidden();
  await expect(page.getByRole('button', {name: 'Search'})).toBeVisible();
});
