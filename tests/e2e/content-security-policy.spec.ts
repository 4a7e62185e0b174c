import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {openRequestPanel} from './apiPanel';

/**
 * Every page type runs under its Content-Security-Policy meta without a single
 * violation: the services the pages call are allowed, and nothing else is needed.
 * That every page of every locale allows its own inline scripts by hash is checked
 * on the build (tests/build/content-security-policy.test.ts); German runs here for
 * the pages whose code differs by language (the translated interface strings).
 * Needs a build with --locale en --locale de (and crp for the last test, tagged @all-locales).
 */

const fixtures = path.resolve(__dirname, '../fixtures');
const dumpKey = 'PaperFixtureKey0000000000000001a';
const dumpFixture = fs.readFileSync(path.join(fixtures, 'dumps/spigot.json'), 'utf8');
const latestBuilds: Record<string, unknown> = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/downloads-latest-builds.json'), 'utf8'));
const cors = {'access-control-allow-origin': '*'};

type Violation = {directive: string; blocked: string; source: string; sample: string};

/** Records every violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const fromConsole: Violation[] = [];
  page.on('console', (message) => {
    // Violations in workers and WebAssembly compilation are reported on the console too.
    if (/Content Security Policy/i.test(message.text())) fromConsole.push({directive: 'console', blocked: '', source: '', sample: message.text()});
  });
  await page.addInitScript(() => {
    const list: unknown[] = [];
    (window as unknown as {__cspViolations: unknown[]}).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile, sample: event.sample});
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as {__cspViolations: Violation[]}).__cspViolations))];
}

/** Plays the three services with the test fixtures, so the pages do what they do with real answers. */
async function playServices(page: Page) {
  await page.route('https://dump.geysermc.org/**', (route) =>
    route.fulfill({status: 200, headers: {...cors, 'content-type': 'application/json'}, body: dumpFixture}),
  );
  await page.route('https://download.geysermc.org/**', (route) => {
    const project = /^\/v2\/projects\/([a-z]+)\/versions\/latest\/builds\/latest$/.exec(new URL(route.request().url()).pathname)?.[1];
    const build = project ? latestBuilds[project] : undefined;
    return build ? route.fulfill({status: 200, headers: cors, json: build}) : route.fulfill({status: 404, headers: cors, json: {error: 'Not found'}});
  });
  await page.route('https://api.geysermc.org/**', (route) => route.fulfill({status: 200, headers: cors, json: {}}));
}

async function expectPolicy(page: Page) {
  const policy = page.locator('meta[http-equiv="Content-Security-Policy"]');
  await expect(policy).toHaveCount(1);
  const content = (await policy.getAttribute('content'))!;
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "script-src 'self' 'sha256-"]) {
    expect(content).toContain(directive);
  }
  expect(content).not.toMatch(/frame-ancestors|'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
}

type PageType = {name: string; path: string; status?: number; exercise?: (page: Page, locale: string) => Promise<void>};

/** The API page's "Try this request" button as the locale labels it. */
function tryRequestLabel(locale: string): string {
  const messages = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../i18n/${locale}/code.json`), 'utf8')) as Record<
    string,
    {message: string}
  >;
  return messages['api.tryRequest.button']!.message;
}

const pageTypes: PageType[] = [
  {name: 'home', path: '/'},
  {
    name: 'wiki page',
    path: '/wiki/geyser/port-forwarding/',
    // Expanding a collapsed sidebar category loads more of the page's code.
    exercise: async (page) => {
      await page.locator('.theme-doc-sidebar-menu .menu__caret, .theme-doc-sidebar-menu .menu__link--sublist-caret').first().click();
    },
  },
  {
    name: 'API page',
    path: '/wiki/api/downloads.geysermc.org/projects/',
    // The request panel loads when asked for: load its code and send a request.
    exercise: async (page, locale) => {
      await openRequestPanel(page, tryRequestLabel(locale));
      await page.locator('.openapi-explorer__request-btn, button.openapi-explorer__request-btn').first().click();
      await expect(page.locator('.openapi-response__status-code').first()).toBeVisible();
    },
  },
  {name: 'blog index', path: '/blog/'},
  {name: 'blog post', path: '/blog/geyser-1-20-5/'},
  {
    name: 'download page',
    path: '/download/',
    exercise: async (page) => {
      // The newest build's details replace the placeholder once the API has answered.
      await expect(page.getByText(/[0-9a-f]{64}/).first()).toBeAttached();
    },
  },
  {name: 'config editor', path: '/utilities/config-editor/'},
  {
    name: 'dump viewer with a dump',
    path: `/utilities/dump-viewer/?id=${dumpKey}`,
    exercise: async (page) => {
      await expect(page.getByText('26.2-118-main@1f2e3d4', {exact: false}).first()).toBeVisible();
    },
  },
  {
    name: 'search page with results',
    path: '/search/?q=geyser',
    // Local search runs Pagefind (JavaScript and WebAssembly) in the page.
    exercise: async (page) => {
      await expect(page.locator('main article, main .search-result-match, main a[href*="/wiki/"]').first()).toBeVisible();
    },
  },
  {name: 'page not found', path: '/this-page-does-not-exist/', status: 404},
];

for (const locale of ['en', 'de']) {
  test.describe(`Content-Security-Policy (${locale})`, () => {
    for (const type of locale === 'en' ? pageTypes : pageTypes.filter((t) => t.exercise)) {
      test(`${type.name} runs without a policy violation`, async ({page}) => {
        await page.setViewportSize({width: 1400, height: 1000});
        const violations = await watchViolations(page);
        await playServices(page);
        const address = `${locale === 'en' ? '' : `/${locale}`}${type.path}`;
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(type.status ?? 200);
        await expectPolicy(page);
        await type.exercise?.(page, locale);
        // Open the search box too: its modal and its index load on first use.
        await page.keyboard.press('Control+k');
        await page.keyboard.type('floodgate');
        await page.waitForTimeout(500);
        expect(await violations(), `${address}: policy violations`).toEqual([]);
      });
    }
  });
}

test('the Crowdin pseudo-locale allows the in-context editor script and nothing else more', {tag: '@all-locales'}, async ({page}) => {
  const violations = await watchViolations(page);
  await page.goto('/crp/wiki/');
  const content = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))!;
  expect(content).toMatch(/script-src [^;]*https:\/\/cdn\.crowdin\.com/);
  expect(await violations()).toEqual([]);
  await page.goto('/de/wiki/');
  const german = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))!;
  expect(german).not.toContain('crowdin');
});
