import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every browser test runs offline: the browser resolves no host name but the
 * local server's address (`offlineArgs` in playwright.config.ts), so a request
 * to any other host fails at once; outside services are played by fixtures
 * (page.route) in the tests that need them. Uncaught page errors are collected
 * (`pageErrors`), and any Content-Security-Policy violation, on any page a test
 * opens, fails the test (`policyViolations`).
 */
export const test = base.extend<{pageErrors: Error[]; policyViolations: string[]; dataSaver: boolean}>({
  // The browser tells pages that the reader has asked to save data (navigator.connection.saveData,
  // as Chromium's data saver does). Docusaurus then fetches the code of linked pages only when the
  // reader goes to them, not ahead while the page is idle: the pages behave the same, and a test
  // costs about a fifth less CPU (bench/results/test-time.md). The tests about what a page loads
  // and from where (page weight, sources, the policy, offline) run as an ordinary reader's browser
  // does, with `test.use({dataSaver: false})`.
  dataSaver: [true, {option: true}],

  pageErrors: [
    async ({page}, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
    },
    {auto: true},
  ],
  // Every page runs under the policy meta the build gives it (plugins/content-security-policy),
  // so every test also checks that what it does needs nothing the policy forbids: services,
  // workers, WebAssembly, styles set by script. Chromium reports each violation on the console
  // (workers and WebAssembly included) and as a `securitypolicyviolation` event in the page; both
  // are kept, across every navigation of the test.
  policyViolations: [
    async ({page}, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} ` +
              `at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          );
        });
      });
      await use(violations);
      expect(
        violations.filter((text) => !expectedViolation(text)),
        'Content-Security-Policy violations on the pages this test opened',
      ).toEqual([]);
    },
    {auto: true},
  ],
  page: async ({page, dataSaver}, use) => {
    if (dataSaver) {
      await page.addInitScript(() => {
        const connection = (window as unknown as {NetworkInformation?: {prototype: object}}).NetworkInformation;
        if (connection) Object.defineProperty(connection.prototype, 'saveData', {get: () => true});
      });
    }
    // A page is painted before its own code has run, so the load event can come
    // before hydration: wait for it, as a reader would for buttons to answer,
    // before a test starts clicking.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    }) as Page['goto'];
    page.reload = (async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    }) as Page['reload'];
    await use(page);
  },
});

export {expect};

/**
 * The one violation a build without framework internals (FRAMEWORK_INTERNALS=off, which
 * `npm run test:extended` tests) is known to have: DocSearch's copy of zod probes `new Function`
 * when the search modal opens, and the policy has no 'unsafe-eval'. The internal
 * `docsearchNoEvalProbe` (plugins/framework-internals) is what removes it.
 */
function expectedViolation(text: string): boolean {
  return process.env.FRAMEWORK_INTERNALS === 'off' && /script-src blocked eval\b|Evaluating a string as JavaScript violates/.test(text);
}

/**
 * Waits until Docusaurus has hydrated the page (it then sets
 * `data-has-hydrated` on <html>). A page that never hydrates (its script held
 * back by the test) is left after 10 s; the test's own checks then decide.
 * It asks every 50 ms rather than every animation frame, which kept the
 * browser drawing frames for nothing while two workers share two cores.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {timeout: 10_000, polling: 50})
    .catch(() => undefined);
}

/** The page heading: the first h1 on the page. */
export function mainHeading(page: import('@playwright/test').Page) {
  return page.locator('h1').first();
}
