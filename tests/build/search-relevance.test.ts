import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL, fileURLToPath} from 'node:url';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {createLocalSearchClient, type LocalSearchClient, type PagefindApi} from '../../src/lib/search/localSearchClient';
import {localeConfigs, type SiteLocale} from '../../src/data/locales';
import {buildDir, builtLocales, site} from './site';

/**
 * The right page is among the first three results for the queries readers actually
 * type: page titles, config keys, commands, providers, error messages. The queries run
 * through the site's own search client and the Pagefind bundle of the build, in Node:
 * the bundle reads its index files from the build folder instead of over HTTP. How the
 * search box and the search page show those results is the browser tests' part
 * (tests/e2e/search.spec.ts).
 */
const cases: [query: string, expected: string][] = [
  ['port forwarding', '/wiki/geyser/port-forwarding/'],
  ['bedrock port', '/wiki/geyser/port-forwarding/'],
  ['clone-remote-port', '/wiki/geyser/understanding-the-config/'],
  ['send-floodgate-data', '/wiki/floodgate/setup/proxy-servers/'],
  ['enforce-secure-profile', '/wiki/geyser/secure-chat/'],
  ['extension.yml', '/wiki/geyser/extensions/'],
  ['geyser dump', '/wiki/geyser/commands/'],
  ['linkaccount', '/wiki/floodgate/commands/'],
  ['Aternos', '/wiki/geyser/supported-hosting-providers/'],
  ['Unable to connect to world', '/wiki/geyser/fixing-unable-to-connect-to-world/'],
  ['Outdated Geyser proxy', '/wiki/geyser/common-issues/'],
  ['playit.gg', '/wiki/geyser/playit-gg/'],
  ['startup script', '/wiki/geyser/creating-a-startup-script/'],
  ['consoles', '/wiki/geyser/using-geyser-with-consoles/'],
  ['supported versions', '/wiki/geyser/supported-versions/'],
  ['anticheat', '/wiki/geyser/anticheat-compatibility/'],
  ['custom items', '/wiki/geyser/custom-items/'],
  ['custom blocks', '/wiki/geyser/custom-blocks/'],
  ['custom skulls', '/wiki/geyser/custom-skulls/'],
  ['SimpleForm', '/wiki/geyser/forms/'],
  ['GeyserPostInitializeEvent', '/wiki/geyser/events/'],
  ['global linking', '/wiki/floodgate/linking/'],
  ['Floodgate API', '/wiki/floodgate/api/'],
  ['GeyserConnect', '/wiki/other/geyserconnect/'],
  ['Hurricane', '/wiki/other/hurricane/'],
  ['ThirdPartyCosmetics', '/wiki/other/thirdpartycosmetics/'],
  ['Rainbow', '/wiki/other/rainbow/'],
  ['rate limits', '/wiki/api/'],
];

/**
 * Queries in the reader's language, taken from words inside translated pages (not only their
 * titles): that locale's page is among the first three.
 */
const localeCases: [locale: SiteLocale, query: string, expected: string][] = [
  // "firewall", from the body of the Arabic port forwarding page.
  ['ar', 'جدار الحماية', '/ar/wiki/geyser/port-forwarding/'],
  // Words from inside the translated "Unable to connect to world" troubleshooting page, not its title:
  // "sandboxed environment" (the old Windows app), "security group", "network card", "Windows Defender".
  ['ar', 'البيئة المعزولة', '/ar/wiki/geyser/fixing-unable-to-connect-to-world/'],
  ['ja', 'セキュリティグループ', '/ja/wiki/geyser/fixing-unable-to-connect-to-world/'],
  ['zh-CN', '网卡', '/zh-CN/wiki/geyser/fixing-unable-to-connect-to-world/'],
  ['zh-CN', '防火墙', '/zh-CN/wiki/geyser/port-forwarding/'],
  ['ru', 'Защитника Windows', '/ru/wiki/geyser/fixing-unable-to-connect-to-world/'],
  ['de', 'Portweiterleitung', '/de/wiki/geyser/port-forwarding/'],
];

/** Pagefind's bundle fetches its index next to itself: answer those requests from the build folder. */
async function fetchFromBuild(input: string | URL | Request): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const file = url.protocol === 'file:' ? fileURLToPath(url) : '';
  if (!file.startsWith(buildDir) || !fs.existsSync(file)) return new Response('', {status: 404});
  return new Response(fs.readFileSync(file), {status: 200});
}
beforeAll(() => {
  vi.stubGlobal('fetch', fetchFromBuild);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** The search client of one locale, as the site makes it, over that locale's Pagefind bundle. */
async function searchClient(locale: SiteLocale): Promise<LocalSearchClient> {
  const folder = locale === 'en' ? buildDir : path.join(buildDir, localeConfigs[locale].path);
  const bundle = pathToFileURL(path.join(folder, 'pagefind', 'pagefind.js'));
  bundle.search = `?locale=${locale}`; // one module instance per locale
  // Pagefind picks the index of the page's language from <html lang>.
  vi.stubGlobal('document', {currentScript: null, querySelector: () => ({getAttribute: () => localeConfigs[locale].htmlLang})});
  const pagefind = (await import(/* @vite-ignore */ bundle.href)) as PagefindApi & {options(o: object): Promise<void>};
  await pagefind.options({baseUrl: '/', excerptLength: 24});
  await pagefind.init?.();
  vi.unstubAllGlobals();
  vi.stubGlobal('fetch', fetchFromBuild);
  return createLocalSearchClient({loadPagefind: async () => pagefind, locale, siteUrl: site, sectionOf: () => ''});
}

/** The first `count` pages the search page lists for the query, as site paths. */
async function topHits(client: LocalSearchClient, locale: SiteLocale, query: string, count = 3): Promise<string[]> {
  const {results} = await client.search([{indexName: 'local', params: {query, hitsPerPage: 10, facetFilters: [[`language:${locale}`]]}}]);
  const pages = results[0]!.hits.map((hit) => new URL(String((hit as {url: string}).url)).pathname);
  return [...new Set(pages)].slice(0, count);
}

describe('English queries', () => {
  let client: LocalSearchClient;
  beforeAll(async () => {
    client = await searchClient('en');
  });
  test.each(cases)('"%s" finds %s in the top 3', async (query, expected) => {
    expect(await topHits(client, 'en', query)).toContain(expected);
  });
  test('a nonsense query finds nothing', async () => {
    expect(await topHits(client, 'en', 'qqxzvb')).toEqual([]);
  });
});

describe.each(builtLocales.filter((l) => localeCases.some(([locale]) => locale === l)))('queries in %s', (locale) => {
  let client: LocalSearchClient;
  beforeAll(async () => {
    client = await searchClient(locale);
  });
  test.each(localeCases.filter(([l]) => l === locale))('%s: "%s" finds %s in the top 3', async (_, query, expected) => {
    expect(await topHits(client, locale, query)).toContain(expected);
  });
});
