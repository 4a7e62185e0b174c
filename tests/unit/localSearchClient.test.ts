import {describe, expect, it, vi} from 'vitest';
import {
  createLocalSearchClient,
  highlight,
  hitsForPage,
  withFailureReporting,
  normaliseFacetFilters,
  normaliseRequest,
  safeExcerpt,
  toPagefindFilters,
  type PagefindApi,
  type PagefindResultData,
} from '@site/src/lib/search/localSearchClient';

function page(url: string, title: string, headings: {id: string; title: string}[] = []): PagefindResultData {
  return {
    url,
    excerpt: `About <mark>${title}</mark> &amp; more`,
    meta: {title},
    sub_results: [
      {title, url, excerpt: 'top'},
      ...headings.map((h) => ({
        title: h.title,
        url: `${url}#${h.id}`,
        excerpt: `the <mark>port</mark> for ${h.title}`,
        anchor: {element: 'h2', id: h.id},
      })),
    ],
  };
}

function fakePagefind(pages: PagefindResultData[]) {
  const search = vi.fn(async (_query: string, _options?: unknown) => ({
    results: pages.map((data, i) => ({id: String(i), data: vi.fn(async () => data)})),
  }));
  return {api: {search} as PagefindApi, search};
}

const sectionOf = (url: string) => (url.startsWith('/blog/') ? 'Blog' : 'Geyser');

describe('local search client: DocSearch requests', () => {
  it('answers search({requests}) with a page hit and heading hits carrying hierarchy, anchors and highlights', async () => {
    const {api, search} = fakePagefind([
      page('/wiki/geyser/port-forwarding/', 'Port forwarding', [{id: 'open-the-udp-port', title: 'Open the UDP port'}]),
    ]);
    const client = createLocalSearchClient({loadPagefind: async () => api, locale: 'en', sectionOf, siteUrl: ''});
    const {results} = await client.search({
      requests: [
        {
          indexName: 'geysermc',
          query: 'port',
          hitsPerPage: 20,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
          attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
        },
      ],
    });
    expect(search).toHaveBeenCalledWith('port', {filters: {docusaurus_tag: {any: ['default', 'docs-default-current']}}});
    const [result] = results;
    expect(result!.nbHits).toBe(1);
    expect(result!.hits.map((h) => [h.type, h.url, h.anchor])).toEqual([
      ['lvl1', '/wiki/geyser/port-forwarding/', null],
      ['lvl2', '/wiki/geyser/port-forwarding/#open-the-udp-port', 'open-the-udp-port'],
    ]);
    const [pageHit, headingHit] = result!.hits;
    expect(pageHit!.hierarchy).toMatchObject({lvl0: 'Geyser', lvl1: 'Port forwarding', lvl2: null});
    expect(pageHit!._highlightResult.hierarchy.lvl1.value).toBe('<mark>Port</mark> forwarding');
    expect(headingHit!.hierarchy.lvl2).toBe('Open the UDP port');
    expect(headingHit!._snippetResult.content!.value).toBe('the <mark>port</mark> for Open the UDP port');
    // Stable ids so favourites survive a rebuild.
    expect(headingHit!.objectID).toBe('/wiki/geyser/port-forwarding/#open-the-udp-port');
  });

  it('makes hit URLs absolute, as Algolia records are', async () => {
    const {api} = fakePagefind([page('/de/wiki/geyser/', 'Geyser', [{id: 'x', title: 'X'}])]);
    const client = createLocalSearchClient({loadPagefind: async () => api, locale: 'de', sectionOf, siteUrl: 'https://geysermc.org/'});
    const {results} = await client.search({requests: [{query: 'geyser', attributesToSnippet: ['hierarchy.lvl2:10']}]});
    expect(results[0]!.hits.map((h) => h.url)).toEqual(['https://geysermc.org/de/wiki/geyser/', 'https://geysermc.org/de/wiki/geyser/#x']);
  });

  it('answers count-only requests (hitsPerPage 0) without loading any page', async () => {
    const {api} = fakePagefind([page('/a/', 'Alpha'), page('/b/', 'Beta')]);
    const client = createLocalSearchClient({loadPagefind: async () => api, locale: 'en', sectionOf, siteUrl: ''});
    const [result] = (await client.search([{params: {query: 'a', hitsPerPage: 0}}])).results;
    expect(result).toMatchObject({nbHits: 2, nbPages: 0, hits: []});
  });

  it('returns nothing for an empty query or another language, without loading Pagefind', async () => {
    const loadPagefind = vi.fn();
    const client = createLocalSearchClient({loadPagefind, locale: 'de', sectionOf, siteUrl: ''});
    const {results} = await client.search({
      requests: [
        {indexName: 'x', query: '   '},
        {indexName: 'x', query: 'port', facetFilters: [['language:en']]},
      ],
    });
    expect(results.map((r) => r.nbHits)).toEqual([0, 0]);
    expect(loadPagefind).not.toHaveBeenCalled();
  });

  it('reports a failed index load to the caller and retries on the next query', async () => {
    const {api} = fakePagefind([page('/a/', 'Alpha')]);
    const loadPagefind = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(api);
    const client = createLocalSearchClient({loadPagefind, locale: 'en', sectionOf, siteUrl: ''});
    const failure = client.search({requests: [{query: 'alpha'}]});
    await expect(failure).rejects.toMatchObject({name: 'RetryError', message: 'The search index could not be loaded.'});
    const {results} = await client.search({requests: [{query: 'alpha'}]});
    expect(results[0]!.nbHits).toBe(1);
    expect(loadPagefind).toHaveBeenCalledTimes(2);
  });
});

describe('local search client: search page requests (algoliasearch-helper)', () => {
  it('pages through results with nbHits and nbPages consistent, from params objects or strings', async () => {
    const pages = Array.from({length: 32}, (_, i) => page(`/wiki/geyser/p${i}/`, `Page ${i}`));
    const {api} = fakePagefind(pages);
    const client = createLocalSearchClient({loadPagefind: async () => api, locale: 'en', sectionOf, siteUrl: ''});
    const [first] = (await client.search([{indexName: 'geysermc', params: {query: 'page', hitsPerPage: 15, page: 0}}])).results;
    expect(first).toMatchObject({nbHits: 32, nbPages: 3, page: 0, hitsPerPage: 15});
    // The search page gets one entry per page.
    expect(first!.hits.map((h) => h.type)).toEqual(Array(15).fill('lvl1'));
    const [last] = (await client.search([{indexName: 'geysermc', params: 'query=page&hitsPerPage=15&page=2'}])).results;
    expect(last!.hits.map((h) => h.url)).toEqual(['/wiki/geyser/p30/', '/wiki/geyser/p31/']);
  });
});

describe('request mapping helpers', () => {
  it('normalises facet filters from strings, nested lists and JSON', () => {
    expect(normaliseFacetFilters('language:en')).toEqual([['language:en']]);
    expect(normaliseFacetFilters(['language:en', ['a:1', 'a:2']])).toEqual([['language:en'], ['a:1', 'a:2']]);
    expect(normaliseFacetFilters('["language:en",["a:1"]]')).toEqual([['language:en'], ['a:1']]);
    expect(normaliseFacetFilters(undefined)).toEqual([]);
  });

  it('maps facets to Pagefind filters, intersecting AND-ed groups', () => {
    expect(toPagefindFilters([['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['docusaurus_tag:default']], 'en')).toEqual({
      docusaurus_tag: {any: ['default']},
    });
    expect(toPagefindFilters([['language:en', 'language:de']], 'de')).toEqual({});
    expect(toPagefindFilters([['language:fr']], 'de')).toBeNull();
  });

  it('clamps page and hitsPerPage', () => {
    expect(normaliseRequest({query: 'a', params: {page: -3, hitsPerPage: 1000}})).toMatchObject({page: 0, hitsPerPage: 100});
  });

  it('keeps only <mark> from excerpts and escapes everything else', () => {
    expect(safeExcerpt('a <mark>b</mark> &lt;script&gt; <b>c</b>')).toBe('a <mark>b</mark> &lt;script&gt; c');
    expect(safeExcerpt('<img src=x onerror=alert(1)><mark>x</mark>')).toBe('<mark>x</mark>');
  });

  it('highlights query words in titles after escaping them', () => {
    expect(highlight('Use <clone-remote-port>', ['clone', 'port'])).toEqual({
      value: 'Use &lt;<mark>clone</mark>-remote-<mark>port</mark>&gt;',
      matchLevel: 'full',
      matchedWords: ['clone', 'port'],
    });
    expect(highlight('Nothing', ['zzz']).matchLevel).toBe('none');
    // Only word starts match, as in the index.
    expect(highlight('Supported ports', ['port']).value).toBe('Supported <mark>port</mark>s');
  });

  it('keeps the best-scoring headings of a page, in page order, as heading or content hits', () => {
    const data: PagefindResultData = {
      url: '/p/',
      excerpt: 'x',
      meta: {title: 'P'},
      sub_results: [
        {title: 'Intro', url: '/p/#intro', excerpt: 'a', anchor: {element: 'h2', id: 'intro'}, weighted_locations: [{balanced_score: 1}]},
        {
          title: 'Port setup',
          url: '/p/#port-setup',
          excerpt: 'b',
          anchor: {element: 'h2', id: 'port-setup'},
          weighted_locations: [{balanced_score: 50}],
        },
        {
          title: 'Firewall',
          url: '/p/#firewall',
          excerpt: 'the <mark>port</mark>',
          anchor: {element: 'h2', id: 'firewall'},
          weighted_locations: [{balanced_score: 30}],
        },
      ],
    };
    const hits = hitsForPage(data, ['port'], () => 'Geyser', 2);
    expect(hits.map((h) => [h.anchor, h.type])).toEqual([
      [null, 'lvl1'],
      ['port-setup', 'lvl2'],
      ['firewall', 'content'],
    ]);
  });
});

describe('warming up', () => {
  it('loads Pagefind and its language data once, before the first query', async () => {
    const init = vi.fn(async () => {});
    const loadPagefind = vi.fn(async () => ({init, search: vi.fn(async () => ({results: []}))}) as PagefindApi);
    const client = createLocalSearchClient({loadPagefind, locale: 'en', sectionOf, siteUrl: ''});
    await client.warmUp();
    await client.search({requests: [{query: 'x'}]});
    expect(loadPagefind).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the index cannot be loaded yet', async () => {
    const client = createLocalSearchClient({loadPagefind: () => Promise.reject(new Error('offline')), locale: 'en', sectionOf, siteUrl: ''});
    await expect(client.warmUp()).resolves.toBeUndefined();
  });
});

describe('modal requests', () => {
  it('load at most eight pages but report every match', async () => {
    const pages = Array.from({length: 30}, (_, i) => page(`/p${i}/`, `Page ${i}`));
    const {api} = fakePagefind(pages);
    const client = createLocalSearchClient({loadPagefind: async () => api, locale: 'en', sectionOf, siteUrl: ''});
    const [result] = (await client.search({requests: [{query: 'page', hitsPerPage: 20, attributesToSnippet: ['hierarchy.lvl2:10']}]})).results;
    expect(result!.nbHits).toBe(30);
    expect(result!.hits.filter((h) => h.type === 'lvl1')).toHaveLength(8);
  });
});

describe('failure reporting', () => {
  it('answers with no hits when the index cannot be reached, and reports recovery', async () => {
    const {api} = fakePagefind([page('/a/', 'Alpha')]);
    const loadPagefind = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(api);
    const report = vi.fn();
    const client = withFailureReporting(createLocalSearchClient({loadPagefind, locale: 'en', sectionOf, siteUrl: ''}), report);
    const failed = await client.search([{params: {query: 'alpha'}}]);
    expect(failed.results[0]).toMatchObject({nbHits: 0, hits: []});
    expect(report).toHaveBeenLastCalledWith(true);
    const recovered = await client.search([{params: {query: 'alpha'}}]);
    expect(recovered.results[0]!.nbHits).toBe(1);
    expect(report).toHaveBeenLastCalledWith(false);
  });
});

/** Every string in a hit, with its path, to check that no code path can carry markup. */
function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => stringsOf(child, `${path}.${key}`));
  return [];
}

describe('hits hold escaped text and <mark> only', () => {
  const hostile: PagefindResultData = {
    url: '/wiki/geyser/setup/',
    // Pagefind escapes page text, but an index built from a broken page may not
    excerpt: 'Run <img src=x onerror=alert(1)> then &lt;script&gt;alert(2)&lt;/script&gt; and <mark>setup</mark> &amp; go',
    meta: {title: '<img src=x onerror=alert(1)> Setup & "more"'},
    sub_results: [
      {title: '<b onmouseover=alert(3)>Setup</b> the proxy', url: '/wiki/geyser/setup/#proxy', excerpt: '', anchor: {element: 'h2', id: 'proxy'}},
      {
        title: 'Ports',
        url: '/wiki/geyser/setup/#ports',
        excerpt: 'open <mark>setup</mark> <svg onload=alert(4)>',
        anchor: {element: 'h2', id: 'ports'},
      },
    ],
  };

  it('escapes markup in titles, headings, snippets and plain content alike', () => {
    const hits = hitsForPage(hostile, ['setup'], () => 'Geyser <i>docs</i>', 3);
    expect(hits).toHaveLength(3);
    for (const [path, text] of hits.flatMap((hit) => stringsOf(hit))) {
      if (path === '.url' || path === '.url_without_anchor' || path === '.objectID' || path === '.anchor') continue;
      expect(text.replace(/<\/?mark>/g, ''), path).not.toMatch(/[<>]/);
    }
    const [pageHit, proxyHit, portsHit] = hits;
    expect(pageHit!.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt; Setup &amp; &quot;more&quot;');
    expect(pageHit!.hierarchy.lvl0).toBe('Geyser &lt;i&gt;docs&lt;/i&gt;');
    expect(pageHit!._highlightResult.hierarchy.lvl1.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>Setup</mark> &amp; &quot;more&quot;');
    expect(pageHit!._snippetResult.content!.value).toBe('Run  then &lt;script&gt;alert(2)&lt;/script&gt; and <mark>setup</mark> &amp; go');
    expect(pageHit!.content).toBe('Run  then &lt;script&gt;alert(2)&lt;/script&gt; and setup &amp; go');
    expect(proxyHit!.hierarchy.lvl2).toBe('&lt;b onmouseover=alert(3)&gt;Setup&lt;/b&gt; the proxy');
    expect(portsHit!._snippetResult.content!.value).toBe('open <mark>setup</mark> ');
  });

  it('a heading hit with an empty snippet is shown by its heading, with no content', () => {
    const hits = hitsForPage(hostile, ['ports'], () => 'Geyser', 3);
    const proxyHit = hits.find((hit) => hit.anchor === 'proxy')!;
    expect(proxyHit.type).toBe('lvl2');
    expect(proxyHit.content).toBeNull();
    expect(proxyHit._snippetResult.hierarchy.lvl2!.value).toBe('&lt;b onmouseover=alert(3)&gt;Setup&lt;/b&gt; the proxy');
  });

  it('a page with an empty or missing snippet and title still gives a hit', () => {
    const bare = {
      url: '/wiki/empty/',
      excerpt: '',
      meta: {},
      sub_results: [{title: '', url: '/wiki/empty/#x', excerpt: '', anchor: {element: 'h2', id: 'x'}}],
    };
    const hits = hitsForPage(bare, ['x'], () => 'Geyser', 3);
    expect(hits[0]).toMatchObject({type: 'lvl1', content: null, hierarchy: {lvl1: '/wiki/empty/'}});
    expect(hits[0]!._snippetResult.content!.value).toBe('');
    const missing = {
      url: '/wiki/odd/',
      meta: {title: 'Odd'},
      sub_results: [{url: '/wiki/odd/#y', anchor: {element: 'h2', id: 'y'}}],
    } as unknown as PagefindResultData;
    expect(() => hitsForPage(missing, ['odd'], () => 'Geyser', 3)).not.toThrow();
    expect(hitsForPage(missing, ['odd'], () => 'Geyser', 3).map((hit) => hit.content)).toEqual([null, null]);
  });
});
