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

/** The page heading: the first h1 on the page. */
export function mainHeading(page: import('@playwright/test').Page) {
  return page.locator('h1').first();
}
