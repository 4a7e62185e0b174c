import '@site/src/i18n/groups/search';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import type {LocalSearchClient, PagefindApi} from '@site/src/lib/search/localSearchClient';
import {sectionOfUrl, type SearchSection} from '@site/src/lib/search/searchConfig';
import {localSearchClientFor} from '@site/src/lib/search/localSearchRegistry';

function sectionLabel(section: SearchSection): string {
  switch (section) {
    case 'geyser':
      return 'Geyser';
    case 'floodgate':
      return 'Floodgate';
    case 'api':
      return translate({id: 'search.section.api', message: 'REST APIs'});
    case 'other':
      return translate({id: 'search.section.other', message: 'Other projects'});
    case 'wiki':
      return translate({id: 'search.section.wiki', message: 'Wiki'});
    case 'blog':
      return translate({id: 'search.section.blog', message: 'Blog'});
    case 'pages':
      return translate({id: 'search.section.pages', message: 'Pages'});
  }
}

/** The local search client of the current locale; its Pagefind bundle loads on the first query. */
export function useLocalSearchClient(): LocalSearchClient {
  const {i18n, siteConfig} = useDocusaurusContext();
  const bundleUrl = useBaseUrl('/pagefind/pagefind.js');
  const localePaths = i18n.locales.map((l) => i18n.localeConfigs[l]!.path);
  return localSearchClientFor(bundleUrl, () => ({
    locale: i18n.currentLocale,
    siteUrl: siteConfig.url,
    sectionOf: (url) => sectionLabel(sectionOfUrl(url, localePaths)),
    loadPagefind: async () => {
      const pagefind = (await import(/* webpackIgnore: true */ bundleUrl)) as PagefindApi & {
        options?: (o: Record<string, unknown>) => Promise<void>;
      };
      await pagefind.options?.({baseUrl: '/', excerptLength: 24});
      return pagefind;
    },
  }));
}
