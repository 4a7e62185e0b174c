// Swizzled (wrap): in local mode the modal is answered by the site's Pagefind index.
import React from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/components/LocalSearch';
import DevSearchNotice from '@site/src/components/LocalSearch/DevSearchNotice';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.searchMode !== 'local') return <SearchBar {...props} />;
  // The development server builds no index; say so instead of failing on every query.
  if (process.env.NODE_ENV === 'development') return <DevSearchNotice />;
  return <LocalSearchBar />;
}
