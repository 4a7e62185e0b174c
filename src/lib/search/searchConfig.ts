/** How the site searches: its own Pagefind index, or Algolia DocSearch when keys are given. */
export type SearchMode = 'local' | 'algolia';

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: true;
  searchPagePath: string;
}

export interface SearchConfig {
  mode: SearchMode;
  /** Always set: the theme's search UI reads it in both modes. */
  algolia: AlgoliaSettings;
}

/** The values the theme needs in local mode; nothing is sent to Algolia. */
const localAlgoliaSettings: AlgoliaSettings = {
  appId: 'LOCAL',
  apiKey: 'local',
  indexName: 'geysermc',
  contextualSearch: true,
  searchPagePath: 'search',
};

/**
 * Algolia mode needs all three of ALGOLIA_APP_ID, ALGOLIA_API_KEY and
 * ALGOLIA_INDEX_NAME; with none of them the site searches locally.
 */
export function searchConfigFromEnv(env: Record<string, string | undefined>): SearchConfig {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  const given = [appId, apiKey, indexName].filter(Boolean).length;
  if (given === 0) return {mode: 'local', algolia: localAlgoliaSettings};
  if (given < 3) {
    throw new Error(
      'Set all of ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME to search with Algolia, or none of them to use the local index.',
    );
  }
  return {
    mode: 'algolia',
    algolia: {appId: appId!, apiKey: apiKey!, indexName: indexName!, contextualSearch: true, searchPagePath: 'search'},
  };
}

/** The hierarchy lvl0 of a result: the site section a page belongs to. */
export type SearchSection = 'geyser' | 'floodgate' | 'api' | 'other' | 'wiki' | 'blog' | 'pages';

/** Finds the section of a site URL, ignoring a locale prefix such as /de. */
export function sectionOfUrl(url: string, localePaths: readonly string[]): SearchSection {
  let path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0]!;
  const first = path.split('/')[1];
  if (first && localePaths.includes(first)) path = path.slice(first.length + 1);
  if (path.startsWith('/wiki/geyser/')) return 'geyser';
  if (path.startsWith('/wiki/floodgate/')) return 'floodgate';
  if (path.startsWith('/wiki/api/')) return 'api';
  if (path.startsWith('/wiki/other/')) return 'other';
  if (path.startsWith('/wiki/')) return 'wiki';
  if (path.startsWith('/blog/')) return 'blog';
  return 'pages';
}
