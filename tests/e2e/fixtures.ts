import {test as base, expect} from '@playwright/test';

/**
 * Every browser test runs offline: requests that leave the local server are
 * aborted (outside services are played by fixtures in the tests that need
 * them), and uncaught page errors fail the test.
 */
export const test = base.extend<{pageErrors: Error[]}>({
  pageErrors: [
    async ({page}, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
    },
    {auto: true},
  ],
  page: async ({page, baseURL}, use) => {
    const origin = new URL(baseURL!).origin;
    await page.route(
      (url) => url.origin !== origin && url.protocol.startsWith('http'),
      (route) => route.abort('internetdisconnected'),
    );
    await use(page);
  },
});

export {expect};

/** The visible page heading (the first h1 in the main content). */
export function mainHeading(page: import('@playwright/test').Page) {
  return page.locator('main h1, article h1, header h1').first();
}
