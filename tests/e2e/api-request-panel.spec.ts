import {test, expect} from './fixtures';

// The API request panel (plugins/framework-internals, apiRequestErrors): a request that fails or
// gets no answer in time says so, and Retry sends it again. The API is played by the test.

const operation = '/wiki/api/downloads.geysermc.org/projects/';
const api = 'https://download.geysermc.org/**';
const answer = {projects: ['geyser', 'played-by-the-test']};

async function openPanel(page: import('@playwright/test').Page) {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto(operation);
  await page.getByRole('button', {name: 'Try this request'}).click();
  const send = page.getByRole('button', {name: 'Send API Request'});
  await expect(send).toBeVisible();
  return send;
}

test('a request that fails says so, and Retry sends it again and shows the answer', async ({page}) => {
  const calls: string[] = [];
  await page.route(api, async (route) => {
    calls.push(`${route.request().method()} ${route.request().url()}`);
    if (calls.length === 1) await route.abort('connectionrefused');
    else await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify(answer)});
  });
  const send = await openPanel(page);
  await send.click();

  const failure = page.getByRole('alert').filter({hasText: 'The request failed before any answer came back'});
  await expect(failure).toBeVisible();
  // Not the theme's "click Send" placeholder, as if nothing had happened.
  await expect(page.getByText('and see the response here')).toHaveCount(0);
  const retry = failure.getByRole('button', {name: 'Retry'});
  await retry.focus();
  await page.keyboard.press('Enter');

  await expect(page.locator('.openapi-response__status-code').first()).toContainText('played-by-the-test');
  await expect(failure).toHaveCount(0);
  expect(calls).toEqual(['GET https://download.geysermc.org/v2/projects', 'GET https://download.geysermc.org/v2/projects']);
});

test('a request that never gets an answer is stopped after the timeout and offers Retry', async ({page}) => {
  // Tests shorten the 15 s timeout through this global (src/lib/api/requestPanel.ts).
  await page.addInitScript(() => {
    (window as unknown as {__apiRequestTimeoutMs: number}).__apiRequestTimeoutMs = 2000;
  });
  let calls = 0;
  await page.route(api, () => {
    calls += 1; // Never answered.
  });
  const send = await openPanel(page);
  const started = Date.now();
  await send.click();

  const failure = page.getByRole('alert').filter({hasText: 'The server did not answer within 2 seconds'});
  await expect(failure).toBeVisible({timeout: 15_000});
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  expect(calls).toBe(1);
  await failure.getByRole('button', {name: 'Retry'}).click();
  await expect.poll(() => calls).toBe(2);
  await expect(page.getByRole('alert').filter({hasText: 'The server did not answer within 2 seconds'})).toBeVisible({timeout: 15_000});
});
