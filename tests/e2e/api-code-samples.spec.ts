import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from './fixtures';
import {openRequestPanel} from './apiPanel';

// An API operation page's request samples are made when the site is built
// (plugins/framework-internals, apiCodeSamples); the request panel loads when
// the reader asks for it.

const operation = '/wiki/api/downloads.geysermc.org/projects/';
const samples = '.openapi-right-panel__container .openapi-tabs__code-container';
const buildDir = path.resolve(__dirname, '../..', process.env.E2E_BUILD_DIR ?? 'build');
// Text that only the code generators' own source holds (an option's description).
const generatorText = 'before timing out';

/**
 * The samples the API theme's generator makes for the operation, worked out
 * here in Node: the theme builds the request from the operation with the
 * panel's starting values (the first server, the first 2xx media type as
 * Accept, no parameters here), then runs postman-code-generators on it.
 */
function generatorOutput(language: string, variant: string): string {
  const themeDir = path.dirname(createRequire(__filename).resolve('docusaurus-theme-openapi-docs/package.json'));
  const requireFromTheme = createRequire(path.join(themeDir, 'lib', 'theme', 'ApiExplorer', 'index.js'));
  const sdk = requireFromTheme('postman-collection') as {Request: new (options: unknown) => unknown};
  const generators = requireFromTheme('postman-code-generators') as {
    convert(l: string, v: string, r: unknown, o: unknown, cb: (e: unknown, s: string) => void): void;
  };
  const buildPostmanRequest = (requireFromTheme('./buildPostmanRequest.js') as {default: (p: unknown, s: unknown) => unknown}).default;
  const page = fs.readFileSync(path.resolve(__dirname, '../../docs-api/downloads.geysermc.org/projects.api.mdx'), 'utf8');
  const api = JSON.parse(zlib.inflateSync(Buffer.from(/^api: (\S+)$/m.exec(page)![1], 'base64')).toString('utf8')) as {postman: unknown};
  // The theme reads the page's origin (used only when no server is given).
  (globalThis as {window?: unknown}).window = {location: {origin: 'http://127.0.0.1'}};
  const request = buildPostmanRequest(new sdk.Request(api.postman), {
    queryParams: [],
    pathParams: [],
    cookieParams: [],
    headerParams: [],
    contentType: undefined,
    accept: 'application/json',
    body: {type: 'empty'},
    server: {url: 'https://download.geysermc.org', description: 'Production'},
    auth: {data: {}, options: {}, selected: undefined},
    encoding: undefined,
  });
  delete (globalThis as {window?: unknown}).window;
  // The theme's options for every language (CodeSnippets/languages.js).
  const options = {longFormat: false, followRedirect: true, trimRequestBody: true};
  let snippet = '';
  generators.convert(language, variant, request, options, (error, text) => {
    if (error) throw new Error(String(error));
    snippet = text;
  });
  return snippet;
}

test('the request samples are in the built page: readers without JavaScript see them', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(operation);
  const tabs = page.locator(samples).first().getByRole('tablist').first().getByRole('tab');
  // Every language the theme offers, the first one open.
  await expect(tabs).toHaveCount(21);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const code = page.locator(`${samples} pre code`).first();
  await expect(code).toBeVisible();
  await expect(code).toContainText('https://download.geysermc.org/v2/projects');
  // Highlighted at build time.
  await expect(code.locator('.token').first()).toBeAttached();
  // A button that cannot work without JavaScript is not offered.
  await expect(page.getByRole('button', {name: 'Try this request'})).toBeHidden();
  await context.close();
});

test("two languages' samples are the generator's output, switched by their tabs", async ({page}) => {
  await page.goto(operation);
  const container = page.locator(samples).first();
  for (const [language, variant] of [
    ['curl', 'cURL'],
    ['python', 'Requests'],
  ] as const) {
    await container.getByRole('tab', {name: language, exact: true}).click();
    const inner = page.locator(`${samples} .openapi-tabs__code-container-inner`).first();
    await inner.getByRole('tab', {name: variant.toUpperCase(), exact: true}).click();
    const code = inner.locator('pre code');
    await expect(code).toHaveCount(1);
    // Highlighted at build time: one element per line, no Prism involved.
    const lines = await code.locator('.token-line').allTextContents();
    expect(lines.join('\n')).toBe(generatorOutput(language, variant).replace(/\n$/, ''));
  }
});

test('the request panel loads on request, by keyboard, sends the request and shows the response', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  const calls: string[] = [];
  await page.route('https://download.geysermc.org/**', async (route) => {
    calls.push(route.request().url());
    await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({projects: ['geyser', 'played-by-the-test']})});
  });
  await page.goto(operation);
  await page.waitForLoadState('networkidle');
  const send = page.getByRole('button', {name: 'Send API Request'});
  await expect(send).toHaveCount(0);
  const tryIt = page.getByRole('button', {name: 'Try this request'});
  await tryIt.focus();
  await expect(tryIt).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(send).toBeVisible();
  // The samples are still there, now inside the panel.
  await expect(page.locator(samples).first().getByRole('tab').first()).toBeVisible();
  await send.click();
  await expect.poll(() => calls).toEqual(['https://download.geysermc.org/v2/projects']);
  await expect(page.locator('.openapi-response__status-code').first()).toContainText('played-by-the-test');
});

test('no script an API page loads holds a code generator, nor does any built script', async ({page}) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(operation);
  await openRequestPanel(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((text) => text.includes(generatorText))).toEqual([]);
  const builtScripts = fs.readdirSync(path.join(buildDir, 'assets/js')).filter((file) => file.endsWith('.js'));
  expect(builtScripts.length).toBeGreaterThan(10);
  const withGenerator = builtScripts.filter((file) => fs.readFileSync(path.join(buildDir, 'assets/js', file), 'utf8').includes(generatorText));
  expect(withGenerator).toEqual([]);
});
