import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from './fixtures';
import {localeConfigs, locales, translatorOnlyLocales} from '../../src/data/locales';
import {wikiPages} from '../wikiPages';

/**
 * Markdown twins, llms.txt and the way back to a page's source. The first tests
 * read the production build in Node; the last ones use the page in a browser.
 */
const buildDir = path.resolve(__dirname, '../../build');
const site = 'https://geysermc.org';
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
/** The translated locales present in this build (npm test builds them all). */
const builtTranslations = locales.filter((l) => l !== 'en' && fs.existsSync(path.join(buildDir, localeConfigs[l].path, 'index.html')));

test.describe('Markdown twins', () => {
  test('every wiki page has one next to its HTML, starting with its title', () => {
    const problems: string[] = [];
    for (const [section, slugs] of Object.entries(wikiPages)) {
      for (const slug of slugs) {
        const route = `wiki/${section}${slug ? `/${slug}` : ''}`;
        const twin = path.join(buildDir, `${route}.md`);
        if (!fs.existsSync(twin)) {
          problems.push(`${route}.md is missing`);
          continue;
        }
        const title = /<h1[^>]*>([^<]+)/.exec(read(`${route}/index.html`))?.[1];
        if (!fs.readFileSync(twin, 'utf8').startsWith(`# ${title}\n`)) problems.push(`${route}.md does not start with "# ${title}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('hold the page text with components resolved: ports as numbers, tabs as sections, tables as tables', () => {
    const pterodactyl = read('wiki/geyser/pterodactyl.md');
    expect(pterodactyl).toContain("Geyser's default port, 19132, is rarely allocated to you.");
    expect(pterodactyl).not.toMatch(/<BedrockPort|<\/?div|<button/);

    const api = read('wiki/geyser/getting-started-with-the-api.md');
    // Every tab, the hidden ones too, under its own heading, with its code.
    for (const tab of ['### Maven', '### Gradle (Kotlin DSL)', '### Gradle (Groovy)']) expect(api).toContain(`${tab}\n`);
    expect(api).toMatch(/```kotlin\n/);

    const ports = read('wiki/geyser/port-forwarding.md');
    expect(ports).toMatch(/^\| Bedrock players, through Geyser +\| UDP +\| 19132 +\|$/m);
    expect(ports).not.toContain('Edit this page');
  });

  test('exist for blog posts too', () => {
    const post = fs.readdirSync(path.join(buildDir, 'blog')).find((name) => fs.existsSync(path.join(buildDir, 'blog', `${name}.md`)));
    expect(post, 'no blog post has a Markdown twin').toBeDefined();
    const html = read(`blog/${post}/index.html`);
    const title = /<h1[^>]*>([^<]+)/.exec(html)?.[1];
    expect(read(`blog/${post}.md`)).toMatch(new RegExp(`^# ${title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
  });
});

test.describe('llms.txt', () => {
  test('names the site, sums it up, and lists the wiki and blog pages with their twins', () => {
    const text = read('llms.txt');
    expect(text).toMatch(/^# GeyserMC\n\n> \S.+\n\n## Geyser\n\n- \[/);
    expect(text).toContain(`](${site}/wiki/geyser/setup.md): `);
    for (const section of ['## Floodgate', '## Other', '## Blog']) expect(text).toContain(`\n${section}\n`);
    // Every listed page's twin is in the build.
    const missing = [...text.matchAll(/\]\((https:\/\/[^)]+\.md)\)/g)]
      .map((m) => m[1]!.slice(site.length))
      .filter((p) => !fs.existsSync(path.join(buildDir, decodeURI(p))));
    expect(missing).toEqual([]);
  });

  test('llms-full.txt holds the whole English wiki', () => {
    const full = read('llms-full.txt');
    expect(full).toContain(`<!-- Source: ${site}/wiki/geyser/setup/ -->\n\n# Setting up Geyser`);
    expect(full).toContain(`<!-- Source: ${site}/wiki/floodgate/linking/ -->`);
    expect(full).not.toContain('<!-- Source: https://geysermc.org/blog/');
  });

  test('each translated locale lists the pages written in its language', () => {
    for (const locale of builtTranslations) {
      const prefix = localeConfigs[locale].path;
      if (translatorOnlyLocales.includes(locale)) continue;
      const text = read(`${prefix}/llms.txt`);
      expect(text, locale).toMatch(/^# GeyserMC\n\n> \S/);
      const links = [...text.matchAll(/\]\((https:\/\/[^)]+)\)/g)].map((m) => m[1]!);
      expect(
        links.every((link) => link.startsWith(`${site}/${prefix}/`)),
        locale,
      ).toBe(true);
      const translated = fs.existsSync(path.join(__dirname, `../../i18n/${locale}/docusaurus-plugin-content-docs/current`));
      if (translated) expect(links.length, `${locale} has translated pages but its llms.txt lists none`).toBeGreaterThan(0);
    }
  });
});

test.describe('the way back to the source', () => {
  const editLink = (html: string) => /<a[^>]*href="?([^"\s>]+)"?[^>]*class="?theme-edit-this-page/.exec(html)?.[1];

  test('English pages edit their file on GitHub; translated pages open their language in Crowdin', () => {
    expect(editLink(read('wiki/geyser/port-forwarding/index.html'))).toBe(
      'https://github.com/GeyserMC/GeyserWebsite/edit/main/docs/geyser/port-forwarding.md',
    );
    for (const locale of builtTranslations) {
      const crowdinLanguage = locale === 'crp' ? 'ach' : locale;
      expect(editLink(read(`${localeConfigs[locale].path}/wiki/geyser/port-forwarding/index.html`)), locale).toBe(
        `https://crowdin.com/project/geyser/${crowdinLanguage}`,
      );
    }
  });

  test('pages show the date of their last commit, unless the clone is shallow', () => {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {encoding: 'utf8'}).trim() === 'true';
    const html = read('wiki/geyser/port-forwarding/index.html');
    if (shallow) expect(html).not.toContain('theme-last-updated');
    else expect(html).toMatch(/theme-last-updated[\s\S]*?<time datetime="?\d{4}-\d\d-\d\dT/);
  });
});

test.describe('on a wiki page', () => {
  test('"Copy page" puts the page Markdown on the clipboard', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL!});
    await page.goto('/wiki/geyser/pterodactyl/');
    const markdown = read('wiki/geyser/pterodactyl.md');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/wiki/geyser/pterodactyl.md');
  });

  test('"Copy page" says so when the Markdown cannot be fetched', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL!});
    await page.route('**/wiki/geyser/pterodactyl.md', (route) => route.fulfill({status: 503, body: ''}));
    await page.goto('/wiki/geyser/pterodactyl/');
    await page.getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page.'})).toBeVisible();
  });

  test('"Was this page helpful?" sends nothing; No offers a GitHub issue that carries the page', async ({page}) => {
    await page.goto('/wiki/geyser/port-forwarding/');
    await page.waitForLoadState('networkidle');
    // Anything the page asks for but the site's own scripts (Docusaurus prefetches those for
    // links under the pointer) would be something sent.
    const requests: string[] = [];
    page.on('request', (request) => {
      const ownScript = request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/assets/js/');
      if (!ownScript) requests.push(`${request.method()} ${request.url()}`);
    });
    const feedback = page.getByRole('group', {name: 'Was this page helpful?'});
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect(feedback.getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'true');
    await expect(feedback).toContainText('Thank you for telling us.');
    await feedback.getByRole('button', {name: 'No'}).click();
    const link = feedback.getByRole('link', {name: 'open an issue on GitHub'});
    const url = new URL((await link.getAttribute('href'))!);
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/GeyserMC/GeyserWebsite/issues/new');
    expect(url.searchParams.get('title')).toBe('Wiki feedback: Port forwarding');
    expect(url.searchParams.get('body')).toContain('Page: https://geysermc.org/wiki/geyser/port-forwarding/');
    expect(requests).toEqual([]);
  });
});
