/**
 * A search client that answers the part of Algolia's search API used by
 * DocSearch (the modal) and algoliasearch-helper (the /search page) from a
 * Pagefind index built with the site. No request leaves the site.
 */

/** The subset of Pagefind's browser API this client uses. */
export interface PagefindApi {
  /** Loads the language's metadata and WASM ahead of the first query. */
  init?(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, {any: string[]}>}): Promise<{results: PagefindResult[]} | null>;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[]>;
  sub_results?: PagefindSubResult[];
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string; text?: string};
  weighted_locations?: {balanced_score: number}[];
}

function subResultScore(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
}

export interface LocalSearchOptions {
  /** Loads Pagefind for the current locale (once; the client caches the promise). */
  loadPagefind: () => Promise<PagefindApi>;
  /** The current locale, as used in `language:` facet filters. */
  locale: string;
  /** Section label (hierarchy lvl0) of a page URL, e.g. "Geyser" or "Blog". */
  sectionOf: (url: string) => string;
  /** Heading hits kept per page. */
  headingsPerPage?: number;
  /** Origin that makes hit URLs absolute, as Algolia records are (e.g. https://geysermc.org). */
  siteUrl: string;
}

type ParamValue = string | number | boolean | unknown[] | Record<string, unknown> | undefined;

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: Record<string, ParamValue> | string;
  [key: string]: unknown;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: null;
  lvl4: null;
  lvl5: null;
  lvl6: null;
}

export interface LocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'content';
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: {
    hierarchy: Record<'lvl0' | 'lvl1', HighlightValue> & {lvl2?: HighlightValue};
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Record<'lvl1', HighlightValue> & {lvl2?: HighlightValue};
    content?: HighlightValue;
  };
}

export interface SearchResult {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets: Record<string, Record<string, number>>;
}

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Pagefind excerpts are HTML with `<mark>` around matches. Keep only those
 * marks and escape everything else, so a hit can never carry other markup.
 */
export function safeExcerpt(excerpt: string | undefined): string {
  return (excerpt ?? '')
    .split(/(<\/?mark>)/)
    .map((part) => (part === '<mark>' || part === '</mark>' ? part : escapeHtml(unescapeHtml(part.replace(/<[^>]*>/g, '')))))
    .join('');
}

export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s\-_.,:;!?/"'()[\]{}]+/u)
    .filter((w) => w.length > 0);
}

/** Escapes text and marks every word that starts with a query word. */
export function highlight(text: string, words: string[]): HighlightValue {
  if (words.length === 0) return {value: escapeHtml(text), matchLevel: 'none', matchedWords: []};
  const matched = new Set<string>();
  // Words are matched where they start, as a search engine matches prefixes.
  const alternatives = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})`, 'giu');
  const value = text
    .split(pattern)
    .map((part, i) => {
      if (i % 2 === 1) {
        matched.add(part.toLowerCase());
        return `<mark>${escapeHtml(part)}</mark>`;
      }
      return escapeHtml(part);
    })
    .join('');
  const matchLevel = matched.size === 0 ? 'none' : words.every((w) => matched.has(w)) ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}

function markedLevel(html: string): HighlightValue['matchLevel'] {
  return html.includes('<mark>') ? 'full' : 'none';
}

/** The text of a safe excerpt without its marks: still escaped, as every string of a hit is. */
function unmarked(safe: string): string {
  return safe.replace(/<\/?mark>/g, '');
}

/** Reads request parameters whether they come as an object or an encoded query string. */
export function normaliseRequest(request: SearchRequest): {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters: string[][];
  withSections: boolean;
} {
  let params: Record<string, unknown> = {};
  if (typeof request.params === 'string') {
    for (const [key, raw] of new URLSearchParams(request.params)) {
      try {
        params[key] = JSON.parse(raw);
      } catch {
        params[key] = raw;
      }
    }
  } else if (request.params) {
    params = {...request.params};
  }
  const merged: Record<string, unknown> = {...request, ...params};
  const facetFilters = normaliseFacetFilters(merged.facetFilters);
  const page = Number(merged.page ?? 0);
  const hitsPerPage = Number(merged.hitsPerPage ?? 20);
  return {
    indexName: String(merged.indexName ?? ''),
    query: String(merged.query ?? ''),
    page: Number.isFinite(page) && page >= 0 ? Math.floor(page) : 0,
    // hitsPerPage 0 asks for counts only (the search page's facet queries).
    hitsPerPage: Number.isFinite(hitsPerPage) && hitsPerPage >= 0 ? Math.min(Math.floor(hitsPerPage), 100) : 20,
    facetFilters,
    // DocSearch asks for snippets of section headings and gets a hit per matching
    // section; the /search page lists one entry per page.
    withSections: Array.isArray(merged.attributesToSnippet) ? merged.attributesToSnippet.some((a) => String(a).startsWith('hierarchy.lvl2')) : false,
  };
}

/** Algolia facet filters: outer list ANDed, inner lists ORed; a bare string is its own group. */
export function normaliseFacetFilters(value: unknown): string[][] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') {
    try {
      return normaliseFacetFilters(JSON.parse(value));
    } catch {
      return [[value]];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.map((group) => (Array.isArray(group) ? group.map(String) : [String(group)])).filter((g) => g.length > 0);
}

/**
 * Turns facet filters into Pagefind filters. Returns null when the filters
 * cannot match anything in this locale's index (another language asked for).
 */
export function toPagefindFilters(groups: string[][], locale: string): Record<string, {any: string[]}> | null {
  const filters: Record<string, {any: string[]}> = {};
  for (const group of groups) {
    const byFacet = new Map<string, string[]>();
    for (const filter of group) {
      const at = filter.indexOf(':');
      if (at <= 0) continue;
      const facet = filter.slice(0, at);
      const value = filter.slice(at + 1);
      if (value.startsWith('-')) continue; // negations are not used by the site's search UI
      byFacet.set(facet, [...(byFacet.get(facet) ?? []), value]);
    }
    for (const [facet, values] of byFacet) {
      if (facet === 'language') {
        if (!values.includes(locale)) return null;
        continue;
      }
      const existing = filters[facet]?.any;
      // Two AND-ed groups on the same facet: keep what both allow.
      filters[facet] = {any: existing ? existing.filter((v) => values.includes(v)) : values};
    }
  }
  return filters;
}

function emptyResult(request: ReturnType<typeof normaliseRequest>, started: number): SearchResult {
  return {
    hits: [],
    nbHits: 0,
    page: request.page,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage,
    query: request.query,
    params: '',
    index: request.indexName,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    facets: {},
  };
}

/**
 * Builds the page hit and up to `headingsPerPage` heading hits for one Pagefind result.
 * Every string of a hit is escaped text, with `<mark>` the only markup: DocSearch
 * renders snippets as HTML and falls back to the plain fields when a snippet is
 * empty, so the plain fields (hierarchy, content) are escaped too.
 */
export function hitsForPage(
  data: PagefindResultData,
  words: string[],
  sectionOf: (url: string) => string,
  headingsPerPage: number,
  siteUrl = '',
): LocalHit[] {
  const origin = siteUrl.replace(/\/+$/, '');
  const pageUrl = origin + data.url;
  const title = data.meta?.title?.trim() || pageUrl;
  const lvl0 = escapeHtml(sectionOf(data.url));
  const lvl1 = escapeHtml(title);
  const titleHighlight = highlight(title, words);
  const pageExcerpt = safeExcerpt(data.excerpt);
  const hits: LocalHit[] = [
    {
      objectID: pageUrl,
      url: pageUrl,
      url_without_anchor: pageUrl,
      anchor: null,
      type: 'lvl1',
      content: unmarked(pageExcerpt) || null,
      hierarchy: {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      _highlightResult: {
        hierarchy: {lvl0: {value: lvl0, matchLevel: 'none', matchedWords: []}, lvl1: titleHighlight},
        content: {value: pageExcerpt, matchLevel: markedLevel(pageExcerpt), matchedWords: []},
      },
      _snippetResult: {
        hierarchy: {lvl1: titleHighlight},
        content: {value: pageExcerpt, matchLevel: markedLevel(pageExcerpt), matchedWords: []},
      },
    },
  ];
  // The best-matching sections of the page, in page order.
  const headings = (data.sub_results ?? [])
    .filter((sub) => sub.anchor?.id && typeof sub.url === 'string' && sub.url.includes('#'))
    .map((sub, order) => ({sub, order, score: subResultScore(sub)}))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, headingsPerPage)
    .sort((a, b) => a.order - b.order)
    .map(({sub}) => sub);
  for (const sub of headings) {
    const excerpt = safeExcerpt(sub.excerpt);
    const subTitle = sub.title ?? '';
    const heading = highlight(subTitle, words);
    hits.push({
      objectID: origin + sub.url,
      url: origin + sub.url,
      url_without_anchor: pageUrl,
      anchor: sub.anchor!.id,
      // A matching heading is the hit's title; otherwise the matching text is,
      // unless there is no text to show.
      type: heading.matchLevel === 'none' && excerpt !== '' ? 'content' : 'lvl2',
      content: unmarked(excerpt) || null,
      hierarchy: {lvl0, lvl1, lvl2: escapeHtml(subTitle), lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      _highlightResult: {
        hierarchy: {lvl0: {value: lvl0, matchLevel: 'none', matchedWords: []}, lvl1: titleHighlight, lvl2: heading},
        content: {value: excerpt, matchLevel: markedLevel(excerpt), matchedWords: []},
      },
      _snippetResult: {
        hierarchy: {lvl1: titleHighlight, lvl2: heading},
        content: {value: excerpt, matchLevel: markedLevel(excerpt), matchedWords: []},
      },
    });
  }
  return hits;
}

/**
 * The index could not be loaded. Named like the Algolia client's network error,
 * so code written for Algolia treats it as one.
 */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The search index could not be loaded.', {cause});
    this.name = 'RetryError';
  }
}

/** An answer with no hits for every request, for when the index cannot be reached. */
export function emptyResponse(input: {requests: SearchRequest[]} | SearchRequest[]): {results: SearchResult[]} {
  const requests = Array.isArray(input) ? input : input.requests;
  return {results: requests.map((r) => emptyResult(normaliseRequest(r), Date.now()))};
}

/**
 * Wraps a client so that a failure to reach the index is reported, and answered
 * with no hits instead of an error: the search UIs cannot show an error of their
 * own (DocSearch resets its error state, the /search page crashes on one).
 */
export function withFailureReporting(client: LocalSearchClient, report: (failed: boolean) => void): LocalSearchClient {
  return {
    ...client,
    async search(input) {
      try {
        const response = await client.search(input);
        report(false);
        return response;
      } catch {
        report(true);
        return emptyResponse(input);
      }
    },
  };
}

export interface LocalSearchClient {
  search(requests: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResult[]}>;
  searchForFacetValues(): Promise<{facetHits: []}[]>;
  addAlgoliaAgent(): void;
  clearCache(): Promise<void>;
  /** Starts loading the index, so the first query only waits for its own chunks. */
  warmUp(): Promise<void>;
  appId: string;
  transporter: {algoliaAgent: {value: string; add(): void}};
}

/** Pages whose records the modal loads for one query. */
const modalPages = 8;

export function createLocalSearchClient(options: LocalSearchOptions): LocalSearchClient {
  const headingsPerPage = options.headingsPerPage ?? 3;
  let pagefind: Promise<PagefindApi> | undefined;
  const load = () => {
    pagefind ??= options.loadPagefind().catch((cause: unknown) => {
      pagefind = undefined; // allow a later retry
      throw new SearchUnavailableError(cause);
    });
    return pagefind;
  };

  async function searchOne(raw: SearchRequest): Promise<SearchResult> {
    const started = Date.now();
    const request = normaliseRequest(raw);
    const filters = toPagefindFilters(request.facetFilters, options.locale);
    if (!request.query.trim() || filters === null) return emptyResult(request, started);
    const api = await load();
    const response = await api.search(request.query, Object.keys(filters).length ? {filters} : undefined);
    const results = response?.results ?? [];
    const start = request.page * request.hitsPerPage;
    // The modal shows a handful of pages, each with its sections; fetching fewer page
    // records keeps the first results fast. The /search page gets the full page size.
    const size = request.withSections ? Math.min(request.hitsPerPage, modalPages) : request.hitsPerPage;
    const slice = results.slice(start, start + size);
    const words = queryWords(request.query);
    const pages = await Promise.all(slice.map((r) => r.data()));
    return {
      ...emptyResult(request, started),
      hits: pages.flatMap((data) => hitsForPage(data, words, options.sectionOf, request.withSections ? headingsPerPage : 0, options.siteUrl)),
      nbHits: results.length,
      nbPages: request.hitsPerPage ? Math.ceil(results.length / request.hitsPerPage) : 0,
      processingTimeMS: Date.now() - started,
    };
  }

  return {
    appId: 'local',
    transporter: {algoliaAgent: {value: 'local-pagefind', add() {}}},
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      return {results: await Promise.all(requests.map(searchOne))};
    },
    async searchForFacetValues() {
      return [{facetHits: []}];
    },
    addAlgoliaAgent() {},
    async clearCache() {},
    async warmUp() {
      try {
        await (await load()).init?.();
      } catch {
        // The first query reports the failure to the reader.
      }
    },
  };
}
