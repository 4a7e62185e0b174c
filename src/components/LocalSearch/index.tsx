import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType, DocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import translations from '@theme/SearchTranslations';
import {withFailureReporting} from '@site/src/lib/search/localSearchClient';
import {useLocalSearchClient} from './useLocalSearchClient';
import './styles.css';

type ModalComponent = typeof DocSearchModalType;
let DocSearchModal: ModalComponent | null = null;

function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([modal]) => {
    DocSearchModal = modal.DocSearchModal;
  });
}

function Hit({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

/**
 * The DocSearch modal answered by the site's own Pagefind index: same keys,
 * recent and favourite searches, and "See all results" link as with Algolia,
 * but no request leaves the site.
 */
export default function LocalSearchBar(): React.JSX.Element {
  const {algolia} = useAlgoliaThemeConfig();
  const history = useHistory();
  const client = useLocalSearchClient();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const createSearchLink = useSearchLinkCreator();
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  const [initialQuery, setInitialQuery] = useState<string | undefined>();

  // Hovering, focusing or touching the search button fetches the modal and the index together.
  const prepare = useCallback(() => {
    void loadModal();
    void client.warmUp();
  }, [client]);

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    void client.warmUp();
    void loadModal().then(() => setIsOpen(true));
  }, [client]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, onInput, searchButtonRef: buttonRef});

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
  useEffect(() => {
    if (!isOpen) setFailed(false);
  }, [isOpen]);
  const transformSearchClient = useCallback(() => searchClient as never, [searchClient]);
  // Hits carry absolute URLs like Algolia records; turn them into this site's paths.
  const processUrl = useSearchResultUrlProcessor();
  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processUrl(item.url)})),
    [processUrl],
  );
  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: unknown}}}) => (
      <Link to={createSearchLink(state.query)} onClick={close}>
        <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [close, createSearchLink],
  );

  const Modal = DocSearchModal;
  // DocSearch labels the button "Search (Control+k)" while it shows "Search Ctrl K". A label
  // must contain the visible words, so drop it: the button is named by what it shows, and
  // aria-keyshortcuts still announces the shortcut.
  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={open}
        translations={translations.button}
        aria-label={undefined}
      />
      {isOpen &&
        Modal &&
        container.current &&
        createPortal(
          <Modal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            onClose={close}
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
          container.current,
        )}
      {isOpen &&
        failed &&
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
