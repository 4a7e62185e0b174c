// Swizzled (wrap): in local mode, set up the client that the page's
// algoliasearch/lite import resolves to, and hide the Algolia logo.
import React from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useLocalSearchClient} from '@site/src/components/LocalSearch/useLocalSearchClient';

type Props = WrapperProps<typeof SearchPageType>;

function LocalSearchPage(props: Props): React.JSX.Element {
  useLocalSearchClient();
  return (
    <HtmlClassNameProvider className="search-local">
      <SearchPage {...props} />
    </HtmlClassNameProvider>
  );
}

export default function SearchPageWrapper(props: Props): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.searchMode !== 'local') return <SearchPage {...props} />;
  return <LocalSearchPage {...props} />;
}
