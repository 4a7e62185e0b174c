// Swizzled (wrap): in local mode, set up the client that the page's
// algoliasearch/lite import resolves to, and hide the Algolia logo.
import '@site/src/i18n/groups/search';
import React, {useEffect, useState} from 'react';
import Translate from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useLocalSearchClient} from '@site/src/components/LocalSearch/useLocalSearchClient';
import {onSearchFailure} from '@site/src/lib/search/localSearchRegistry';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchPageType>;

function LocalSearchPage(props: Props): React.JSX.Element {
  useLocalSearchClient();
  const [failed, setFailed] = useState(false);
  useEffect(() => onSearchFailure(setFailed), []);
  return (
    <HtmlClassNameProvider className="search-local">
      {failed && (
        <div role="alert" className={`alert alert--danger ${styles.failure}`}>
          <strong>
            <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
          </strong>{' '}
          <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
        </div>
      )}
      <SearchPage {...props} />
    </HtmlClassNameProvider>
  );
}

export default function SearchPageWrapper(props: Props): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.searchMode !== 'local') return <SearchPage {...props} />;
  return <LocalSearchPage {...props} />;
}
