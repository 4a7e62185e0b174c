import {expect, type Page} from '@playwright/test';

/**
 * Opens an API operation page's request panel the way a reader does: with the
 * "Try this request" button when the page has build-time request samples
 * (apiCodeSamples), or, in a build without them, by scrolling to it.
 */
export async function openRequestPanel(page: Page, tryLabel = 'Try this request'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const tryIt = page.getByRole('button', {name: tryLabel});
  const send = page.getByRole('button', {name: 'Send API Request'});
  if ((await tryIt.count()) === 0) {
    await page.evaluate(() => document.querySelector('.openapi-right-panel__container')?.scrollIntoView());
  } else {
    // On a busy machine the samples above the button can still grow a little after hydration
    // (about 26 px, seen in 1 of 15 runs), so a click aimed just before can land beside the
    // button: it is pressed again while it is still there. The panel's code is the largest an
    // API page loads and can take longer than the usual 10 s to arrive and run.
    await expect(async () => {
      if (await tryIt.isVisible()) await tryIt.click();
      await expect(send).toBeVisible({timeout: 5_000});
    }).toPass({timeout: 30_000});
  }
  await expect(send).toBeVisible({timeout: 30_000});
}

/**
 * Opens the first response example of an API operation page (its tab can take a moment to
 * answer clicks after hydration, so the click is repeated until the tab is selected).
 */
export async function openResponseExample(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const example = page
    .locator('.openapi-left-panel__container')
    .getByRole('tab', {name: /^Example/})
    .first();
  await expect(async () => {
    await example.click();
    await expect(example).toHaveAttribute('aria-selected', 'true', {timeout: 500});
  }).toPass();
}
