import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {describe, expect, test} from 'vitest';
import {localeConfigs, locales, translatorOnlyLocales} from '../../src/data/locales';
import {wikiPages} from '../wikiPages';
import {buildDir, site} from './site';

/**
 * Markdown twins, llms.txt and the way back to a page's source, read from the production
 * build. The page controls (Copy page, feedback) are tested in the browser
 * (tests/e2e/page-sources.spec.ts).
 */
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
/** The translated locales present in this build. */
const builtTranslations = locales.filter((l) => l !== 'en' && fs.existsSync(path.join(buildDir, localeConfigs[l].path, 'index.html')));

describe('Markdown twins', () => {
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

describe('llms.txt', () => {
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

describe('the way back to the source', () => {
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
