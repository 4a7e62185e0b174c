// First: the modal's texts, read by @theme/SearchTranslations when its code runs.
import '@site/src/i18n/groups/search';
import React, {useCallback, useEffect, useMemo, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {DocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {useAlgoliaContextualFacetFilters, useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import translations from '@theme/SearchTranslations';
import {withFailureReporting} from '@site/src/lib/search/localSearchClient';
import {useLocalSearchClient} from './useLocalSearchClient';
import './styles.css';

function Hit({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

export interface LocalSearchModalProps {
  isOpen: boolean;
  container: HTMLElement | null;
  initialQuery: string | undefined;
  onClose: () => void;
}

/**
 * The DocSearch modal answered by the site's own Pagefind index: same keys,
 * recent and favourite searches, and "See all results" link as with Algolia,
 * but no request leaves the site. Loaded when the reader first reaches for the
 * search button, and mounted closed from then on so the index loads meanwhile.
 */
export default function LocalSearchModal({isOpen, container, initialQuery, onClose}: LocalSearchModalProps): React.JSX.Element | null {
  const {algolia} = useAlgoliaThemeConfig();
  const history = useHistory();
  const client = useLocalSearchClient();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const createSearchLink = useSearchLinkCreator();

  useEffect(() => {
    void client.warmUp();
  }, [client]);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  // DocSearch cannot keep its error screen up (its autocomplete resets the status
  // when a request fails), so failures are caught here and shown by this component.
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const searchClient = useMemo(
    () =>
      withFailureReporting(client, (hasFailed) => {
        if (hasFailed) setDropdown(document.querySelector('.DocSearch-Modal .DocSearch-Dropdown'));
        setFailed(hasFailed);
      }),
    [client],
  );
  // A failure is forgotten when the modal closes.
  const [openBefore, setOpenBefore] = useState(isOpen);
  if (openBefore !== isOpen) {
    setOpenBefore(isOpen);
    if (!isOpen) setFailed(false);
  }
  const transformSearchClient = useCallback(() => searchClient as never, [searchClient]);
  // Hits carry absolute URLs like Algolia records; turn them into this site's paths.
  const processUrl = useSearchResultUrlProcessor();
  const transformItems = useCallback((items: DocSearchHit[]) => items.map((item) => ({...item, url: processUrl(item.url)})), [processUrl]);
  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: unknown}}}) => (
      <Link to={createSearchLink(state.query)} onClick={onClose}>
        <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [onClose, createSearchLink],
  );

  if (!isOpen || !container) return null;
  return (
    <>
      {createPortal(
        <DocSearchModal
          appId={algolia.appId}
          apiKey={algolia.apiKey}
          indexName={algolia.indexName}
          onClose={onClose}
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          navigator={navigator}
          hitComponent={Hit}
          transformItems={transformItems}
          transformSearchClient={transformSearchClient}
          resultsFooterComponent={resultsFooterComponent as never}
          searchParameters={{facetFilters}}
          translations={translations.modal}
          getMissingResultsUrl={({query}: {query: string}) =>
            `https://github.com/GeyserMC/GeyserWebsite/issues/new?title=${encodeURIComponent(`Search finds nothing for "${query}"`)}`
          }
          insights={false}
          onAskAiToggle={() => {}}
        />,
        container,
      )}
      {failed &&
        dropdown &&
        createPortal(
          <div className="DocSearch-ErrorScreen local-search-error" role="alert">
            <p className="DocSearch-Title">{translations.modal?.errorScreen?.titleText}</p>
            <p className="DocSearch-Help">{translations.modal?.errorScreen?.helpText}</p>
          </div>,
          dropdown,
        )}
    </>
  );
}
