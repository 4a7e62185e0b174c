import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {openRequestPanel} from './apiPanel';
import {codeMessage} from '../codeMessages';

// The policy must allow all an ordinary reader's browser fetches, linked pages' code fetched ahead
// included (dataSaver, fixtures.ts).
test.use({dataSaver: false});

/**
 * Every browser test fails on a Content-Security-Policy violation on any page it opens
 * (`policyViolations` in fixtures.ts), so the English pages and everything the tests do on them
 * are checked there. That every page of every locale carries the policy and allows its own
 * inline scripts by hash is checked on the build (tests/build/content-security-policy.test.ts).
 * What is left here is German, for the pages whose code differs by language (the translated
 * interface strings load with it): each page type that loads more code as it is used is used,
 * and the search box is opened on it. Needs a build with --locale de (and crp for the last
 * test, tagged @all-locales).
 */

const fixtures = path.resolve(__dirname, '../fixtures');
const dumpKey = 'PaperFixtureKey0000000000000001a';
const dumpFixture = fs.readFileSync(path.join(fixtures, 'dumps/spigot.json'), 'utf8');
const latestBuilds: Record<string, unknown> = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/downloads-latest-builds.json'), 'utf8'));
const cors = {'access-control-allow-origin': '*'};

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

type PageType = {name: string; path: string; exercise: (page: Page, locale: string) => Promise<void>};

/** The API page's "Try this request" button as the locale labels it. */
function tryRequestLabel(locale: string): string {
  return codeMessage(locale, 'api.tryRequest.button');
}

/** The page types that load more of their code as they are used, and what uses it. */
const pageTypes: PageType[] = [
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
  {
    name: 'download page',
    path: '/download/',
    exercise: async (page) => {
      // The newest build's details replace the placeholder once the API has answered.
      await expect(page.getByText(/[0-9a-f]{64}/).first()).toBeAttached();
    },
  },
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
];

test.describe('Content-Security-Policy (de)', () => {
  for (const type of pageTypes) {
    test(`${type.name} runs without a policy violation`, async ({page, policyViolations}) => {
      await page.setViewportSize({width: 1400, height: 1000});
      await playServices(page);
      const address = `/de${type.path}`;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await type.exercise(page, 'de');
      // Open the search box too: its modal and its index load on first use.
      await page.keyboard.press('Control+k');
      await page.keyboard.type('floodgate');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.waitForTimeout(500);
      expect(policyViolations, `${address}: policy violations`).toEqual([]);
    });
  }
});

test(
  'the Crowdin pseudo-locale allows the in-context editor script and nothing else more',
  {tag: '@all-locales'},
  async ({page, policyViolations}) => {
    await page.goto('/crp/wiki/');
    const content = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))!;
    expect(content).toMatch(/script-src [^;]*https:\/\/cdn\.crowdin\.com/);
    expect(policyViolations).toEqual([]);
    await page.goto('/de/wiki/');
    const german = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))!;
    expect(german).not.toContain('crowdin');
  },
);
