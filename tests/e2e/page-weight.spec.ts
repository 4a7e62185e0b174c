import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {openRequestPanel, openResponseExample} from './apiPanel';
import {germanStrings} from '../germanStrings';
import {codeMessage} from '../codeMessages';

// What a page loads is the point here: run as an ordinary reader's browser, which fetches
// linked pages' code ahead (dataSaver, fixtures.ts).
test.use({dataSaver: false});

// Some tests here serve the page's scripts through a route handler. When a test ends, a
// script the page was still fetching (a link prefetched on idle, say) would make that
// handler fail after the page has gone; unrouting first lets such handlers go quietly.
test.afterEach(async ({page}) => {
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

// What the budget work in bench/ relies on: heavy parts load only where they are
// used, without changing what the reader sees.

/** Follows a link of the page to `href` without reloading it (fails if the page reloads). */
async function clientNavigate(page: import('@playwright/test').Page, href: string) {
  await page.evaluate(() => ((window as unknown as {stillHere: boolean}).stillHere = true));
  await page.evaluate((target) => {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`);
    if (!link) throw new Error(`no link to ${target}`);
    link.click();
  }, href);
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(await page.evaluate(() => (window as unknown as {stillHere?: boolean}).stillHere)).toBe(true);
}

const apiOperation = '/wiki/api/downloads.geysermc.org/build-specific/';
const apiStylesLoaded = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/api-styles.') && sheet.cssRules.length > 100));

test.describe('the API reference styles', () => {
  test('are linked by server-rendered API pages only', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(apiOperation);
    await expect(page.locator('link[rel=stylesheet][href*="/api-styles."]')).toHaveCount(1);
    expect(await apiStylesLoaded(page)).toBe(true);
    await expect(page.locator('.openapi__method-endpoint').first()).toHaveCSS('display', 'flex');
    await page.goto('/wiki/geyser/setup/');
    await expect(page.locator('link[rel=stylesheet][href*="/api-styles."]')).toHaveCount(0);
    expect(await apiStylesLoaded(page)).toBe(false);
    await context.close();
  });

  test('arrive with an API page reached by client-side navigation', async ({page}) => {
    await page.goto('/wiki/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await apiStylesLoaded(page)).toBe(false);
    await clientNavigate(page, '/wiki/api/');
    await expect.poll(() => apiStylesLoaded(page)).toBe(true);
  });
});

// pageStylesheets (plugins/framework-internals): the utilities' stylesheets load with them.
test.describe("the utilities' own styles", () => {
  const logChecker = '/utilities/log-checker/';
  const ownSheets = (page: import('@playwright/test').Page) => page.locator('link[rel=stylesheet]:not([href*="/styles."])');
  const dropZone = (page: import('@playwright/test').Page) => page.locator('div:has(> input[type=file])').first();
  const hasRuleFor = (page: import('@playwright/test').Page, className: string) =>
    page.evaluate(
      (name) => Array.from(document.styleSheets).some((sheet) => Array.from(sheet.cssRules).some((rule) => rule.cssText.includes(`.${name}`))),
      className,
    );

  test('are linked by the server-rendered utility page only', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(logChecker);
    await expect(ownSheets(page)).toHaveCount(1);
    await expect(dropZone(page)).toHaveCSS('border-top-style', 'dashed');
    const zoneClass = (await dropZone(page).getAttribute('class'))?.split(' ').find((name) => name.startsWith('zone'));
    expect(zoneClass).toBeTruthy();
    expect(await hasRuleFor(page, zoneClass!)).toBe(true);
    await page.goto('/wiki/geyser/setup/');
    await expect(ownSheets(page)).toHaveCount(0);
    expect(await hasRuleFor(page, zoneClass!)).toBe(false);
    await context.close();
  });

  test('arrive with a utility page reached by client-side navigation', async ({page}) => {
    await page.goto('/wiki/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await clientNavigate(page, logChecker);
    await expect(dropZone(page)).toHaveCSS('border-top-style', 'dashed');
  });
});

for (const viewport of [
  {name: 'on a phone', width: 390, height: 800},
  {name: 'on a desktop', width: 1440, height: 900},
]) {
  test(`${viewport.name} the API request panel loads only when asked for, with its styles`, async ({page}) => {
    await page.setViewportSize({width: viewport.width, height: viewport.height});
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(apiOperation);
    await page.waitForLoadState('networkidle');
    const send = page.getByRole('button', {name: 'Send API Request'});
    // The panel's styles come with it, not with the page.
    const panelStyles = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets).some((sheet) =>
          Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.openapi-explorer__request-form')),
        ),
      );
    // Scrolled into view, the panel's place holds the samples and the button, nothing more.
    await page.locator('.openapi-right-panel__container').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(send).toHaveCount(0);
    expect(await panelStyles()).toBe(false);
    const before = scripts.length;
    // As a reader does, with the button (apiPanel.ts: pressed again if a late shift of the samples
    // above it made the click land beside it; the panel's code may take long to arrive on a busy machine).
    await openRequestPanel(page);
    expect(scripts.length).toBeGreaterThan(before);
    expect(await panelStyles()).toBe(true);
    await expect(page.locator('.openapi-explorer__request-form').first()).toHaveCSS('border-top-style', 'solid');
  });
}

test('the search button and the modal it loads are styled by DocSearch', async ({page}) => {
  await page.goto('/wiki/');
  const button = page.locator('.DocSearch-Button');
  await expect(button).toHaveCSS('display', 'flex');
  await button.click();
  await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
  await expect(page.getByRole('searchbox')).toBeFocused();
});

test.describe('code blocks', () => {
  const withCode = '/wiki/floodgate/linking/';

  test('stay highlighted through hydration, with no hydration error', {tag: '@smoke'}, async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(withCode);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const block = page.locator('pre.prism-code').first();
    await expect(block.locator('.token').first()).toBeAttached();
    await expect(page.locator('button[aria-label="Copy code to clipboard"]').first()).toBeAttached();
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`hydration keeps the built blocks instead of building them again (${mode} mode)`, async ({page}) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem('theme', chosen);
        // Tag the first block and note a token's colour before any script runs.
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const pre = document.querySelector('pre.prism-code');
          const state = window as unknown as {builtBlock?: Element; builtColor?: string};
          state.builtBlock = pre ?? undefined;
          state.builtColor = pre ? getComputedStyle(pre.querySelector('.token:not(.plain)') ?? pre).color : undefined;
        });
      }, mode);
      await page.goto(withCode);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Hydration is done once the copy buttons are there.
      await expect(page.locator('button[aria-label="Copy code to clipboard"]').first()).toBeAttached();
      const {kept, builtColor, color, background} = await page.evaluate(() => {
        const state = window as unknown as {builtBlock?: Element; builtColor?: string};
        const pre = document.querySelector('pre.prism-code')!;
        return {
          kept: state.builtBlock?.isConnected === true && state.builtBlock === pre,
          builtColor: state.builtColor,
          color: getComputedStyle(pre.querySelector('.token:not(.plain)') ?? pre).color,
          background: getComputedStyle(pre).backgroundColor,
        };
      });
      expect(kept).toBe(true);
      // The site's default is dark (Dracula); a reader's light mode recolours the same block (GitHub's colours).
      expect(background).toBe(mode === 'dark' ? 'rgb(40, 42, 54)' : 'rgb(246, 248, 250)');
      if (mode === 'dark') expect(color).toBe(builtColor);
      else expect(color).not.toBe(builtColor);
    });
  }

  test('come highlighted from the build: the page loads no Prism, and hydration keeps the same tokens', async ({browser, page}) => {
    const tokensOf = (target: import('@playwright/test').Page) =>
      target
        .locator('pre.prism-code')
        .first()
        .evaluate((pre) =>
          Array.from(pre.querySelectorAll('.token-line')).map((line) =>
            Array.from(line.querySelectorAll('.token')).map((token) => `${token.className}=${token.textContent}`),
          ),
        );
    const noScript = await browser.newContext({javaScriptEnabled: false});
    const serverPage = await noScript.newPage();
    await serverPage.goto(withCode);
    const serverTokens = await tokensOf(serverPage);
    await noScript.close();
    expect(serverTokens.flat().some((token) => token.startsWith('token atrule') || token.startsWith('token key'))).toBe(true);

    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(withCode);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await tokensOf(page)).toEqual(serverTokens);
    // The site's default dark theme (Dracula's background) is what the server built and what stays.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page
      .locator('pre.prism-code')
      .first()
      .evaluate((pre) => getComputedStyle(pre).backgroundColor);
    expect(background).toBe('rgb(40, 42, 54)');
    // Prism's tokenizer announces its hooks by name; no script of this page has them.
    expect((await Promise.all(scripts)).filter((text) => text.includes('before-tokenize'))).toEqual([]);

    // The API pages still highlight a response example in the browser, so the check above can fail.
    scripts.length = 0;
    await page.goto(apiOperation);
    await openResponseExample(page);
    // Prism comes with the first block that needs it.
    await expect.poll(async () => (await Promise.all(scripts)).some((text) => text.includes('before-tokenize'))).toBe(true);
  });

  test('load with the pages that have them: a page without code loads no code block', async ({page}) => {
    const codeBlockChunk = /\/assets\/js\/code-block\.[0-9a-f]+\.js$/;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/wiki/geyser/setup/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('pre')).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => codeBlockChunk.test(script))).toEqual([]);

    // A page with code blocks brings it before it hydrates: the copy button is
    // there as soon as the page is, and no block is built again.
    scripts.length = 0;
    await page.goto(withCode);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(scripts.filter((script) => codeBlockChunk.test(script))).toHaveLength(1);
    await expect(page.locator('button[aria-label="Copy code to clipboard"]').first()).toBeAttached();
  });

  test('a Markdown code block on a page that did not bring the code block loads it and ends complete', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/__tests/markdown-code/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const block = page.locator('main pre').first();
    await expect(block).toContainText('port: 19132');
    await expect(page.locator('button[aria-label="Copy code to clipboard"]')).toHaveCount(1);
    await expect(page.locator('main pre.prism-code .token').first()).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('are highlighted after a client-side navigation from a page without code', {tag: '@smoke'}, async ({page}) => {
    await page.goto('/wiki/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('pre.prism-code')).toHaveCount(0);
    await clientNavigate(page, '/wiki/geyser/port-forwarding/');
    await expect(page.locator('pre.prism-code .token').first()).toBeAttached();
    await expect(page.locator('button[aria-label="Copy code to clipboard"]').first()).toBeAttached();
  });

  test('a block without build-time tokens shows its code while Prism arrives late, then is highlighted as built', async ({page}) => {
    // A test page whose block a component renders (as on API pages): the
    // server highlights it, the browser has to load Prism for it. Hold Prism
    // back so that the page hydrates first.
    let releasePrism = () => {};
    const prismHeld = new Promise<void>((resolve) => (releasePrism = resolve));
    let prismRequested = false;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('before-tokenize')) {
        prismRequested = true;
        await prismHeld;
      }
      await route.fulfill({response, body});
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const tokens = () => page.locator('pre.prism-code .token').evaluateAll((list) => list.map((token) => `${token.className}=${token.textContent}`));

    // Without JavaScript: the server built the block highlighted.
    const noScript = await page.context().browser()!.newContext({javaScriptEnabled: false});
    const serverPage = await noScript.newPage();
    await serverPage.goto('/__tests/code-block/');
    const built = await serverPage
      .locator('pre.prism-code .token')
      .evaluateAll((list) => list.map((token) => `${token.className}=${token.textContent}`));
    await noScript.close();
    expect(built).toContain('token property="project_id"');

    await page.goto('/__tests/code-block/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect.poll(() => prismRequested).toBe(true);
    // While Prism is held back the code stays readable, in its box.
    await expect(page.locator('pre.prism-code')).toContainText('"project_id": "geyser"');

    releasePrism();
    // Once Prism is in, the block is highlighted as the server built it, and its buttons are there.
    await expect.poll(tokens).toEqual(built);
    await expect(page.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    await expect(page.locator('pre.prism-code')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a block without build-time tokens in a light-mode page shows its code while Prism loads, then in light colours', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/__tests/code-block/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const block = page.locator('pre.prism-code');
    await expect(block).toContainText('"project_id": "geyser"');
    await expect(block.locator('.token.property').first()).toHaveText('"project_id"');
    await expect.poll(() => block.evaluate((pre) => getComputedStyle(pre).backgroundColor)).toBe('rgb(246, 248, 250)');
  });
});

test('hydration keeps the hosting-provider list as built, and the filter hides entries', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as {builtEntry?: Element}).builtEntry = document.querySelector('li[data-provider]') ?? undefined;
    });
  });
  await page.goto('/wiki/geyser/supported-hosting-providers/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const first = await page.locator('li[data-provider]').first().getAttribute('data-provider');
  await page.getByLabel('Filter providers by name').fill(first!);
  await expect(page.getByRole('status').filter({hasText: /providers\./})).toHaveText(/^Showing 1 of \d+ providers\.$/);
  const kept = await page.evaluate(() => {
    const built = (window as unknown as {builtEntry?: Element}).builtEntry;
    return built !== undefined && built.isConnected && built === document.querySelector('li[data-provider]');
  });
  expect(kept).toBe(true);
  await expect(page.locator('li[data-provider]:visible')).toHaveCount(1);
  await page.getByLabel('Filter providers by name').fill('');
  await expect(page.locator('li[data-provider]:visible')).toHaveCount(await page.locator('li[data-provider]').count());
});

test.describe('interface strings that load with their pages', () => {
  // One string of each group, in German (tests/germanStrings.ts). The build checks find it in the
  // built page (tests/build/without-javascript.test.ts); here it must still be there once the
  // page's code has run, so the group's strings came with the page's code.
  for (const {route, id} of germanStrings) {
    test(`${route} shows "${id}" translated after hydration`, async ({page}) => {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('#__docusaurus')).toContainText(codeMessage('de', id));
    });
  }

  test('the search modal and the search page are translated: their texts load with them', async ({page}) => {
    const modalPlaceholder = codeMessage('de', 'theme.SearchModal.searchBox.placeholderText');
    expect(modalPlaceholder).not.toBe(codeMessage('en', 'theme.SearchModal.searchBox.placeholderText'));
    await page.goto('/de/wiki/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const input = page.locator('.DocSearch-Input');
    await expect(async () => {
      if (!(await input.isVisible())) await page.keyboard.press('Control+k');
      await expect(input).toBeVisible({timeout: 1000});
    }).toPass({timeout: 15_000});
    await expect(input).toHaveAttribute('placeholder', modalPlaceholder);
    await page.keyboard.press('Escape');

    const pagePlaceholder = codeMessage('de', 'theme.SearchPage.inputPlaceholder');
    expect(pagePlaceholder).not.toBe(codeMessage('en', 'theme.SearchPage.inputPlaceholder'));
    await page.goto('/de/search/?q=geyser');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('input[type="search"][name="q"]')).toHaveAttribute('placeholder', pagePlaceholder);
  });

  test('the config editor reached by client-side navigation is translated', async ({page}) => {
    await page.goto('/de/wiki/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await clientNavigate(page, '/de/utilities/config-editor/');
    await expect(page.locator('main')).toContainText(codeMessage('de', 'utilities.configEditor.button.upload'));
    await page
      .locator('main')
      .getByRole('button', {name: codeMessage('de', 'utilities.configEditor.button.default')})
      .click();
    // The option texts come from the data translations, in a file of the config editor's own.
    const deData = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/de/site-translations/strings.json'), 'utf8')) as Record<
      string,
      {message: string}
    >;
    await expect(page.locator('main')).toContainText(deData['configEditor.geyser.bedrock.port.label']!.message);
  });
});

// paintFirst (plugins/framework-internals): Docusaurus asks for a page's chunks while its main
// script runs, often before the browser has painted the page, and Lighthouse then counts them
// towards the largest paint (on an API operation page, about 150 KB).
test('an API operation page is painted before its own chunks are requested', async ({page}) => {
  await page.addInitScript(() => {
    const state = window as unknown as {frameAfterParse?: number; chunkRequests: number[]};
    state.chunkRequests = [];
    // The first frame once the document is parsed: its callbacks run just before it is painted.
    document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => (state.frameAfterParse = performance.now())));
    // The bundler asks for a chunk by adding a script element.
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLScriptElement && child.src.includes('/assets/js/')) state.chunkRequests.push(performance.now());
      return append.call(this, child) as T;
    };
  });
  await page.goto(apiOperation);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const {frameAfterParse, chunkRequests} = await page.evaluate(() => {
    const state = window as unknown as {frameAfterParse?: number; chunkRequests: number[]};
    return {frameAfterParse: state.frameAfterParse, chunkRequests: state.chunkRequests};
  });
  expect(chunkRequests.length).toBeGreaterThan(3);
  expect(frameAfterParse).toBeDefined();
  expect(Math.min(...chunkRequests)).toBeGreaterThan(frameAfterParse!);
  await expect(page.getByRole('heading', {level: 1, name: 'Get one build'})).toBeVisible();
});

test.describe('code of linked pages fetched ahead', () => {
  const prefetched = (page: import('@playwright/test').Page) => page.locator('link[rel="prefetch"][href*="/assets/js/"]').count();

  test("an ordinary reader's browser fetches it while the page is idle, each file once", async ({page}) => {
    await page.goto('/wiki/geyser/setup/');
    // prefetchWhenIdle (plugins/framework-internals): the prefetching waits for idle moments.
    await expect.poll(() => prefetched(page)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // prefetchOnce (plugins/framework-internals): the routes of the sidebar's pages share most of
    // their files, and each is asked for once (Docusaurus alone asks once per route).
    const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBe(new Set(hrefs).size);
  });

  test.describe('a reader who asked to save data', () => {
    // What most browser tests run as (fixtures.ts): this is what makes them cheaper.
    test.use({dataSaver: true});

    test('gets none of it, and still reaches a linked page', async ({page}) => {
      await page.goto('/wiki/geyser/setup/');
      await page.waitForLoadState('networkidle');
      expect(await prefetched(page)).toBe(0);
      await clientNavigate(page, '/wiki/geyser/port-forwarding/');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(/Port forwarding/i);
    });
  });
});

test.describe('client-side navigation', () => {
  test('a slow client-side navigation shows the progress bar, which leaves when the page arrives', async ({page}) => {
    await page.goto('/wiki/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    // From now on every script and data file takes a second to arrive.
    await page.route(/\/assets\/js\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/wiki/geyser/port-forwarding/"]')!.click());
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Port forwarding/i, {timeout: 10_000});
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});
