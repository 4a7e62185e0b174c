// The search bar of local mode (plugins/local-search provides it only then; in
// Algolia mode the theme's own DocSearch bar is used as it is).
import React from 'react';
import LocalSearchBar from '@site/src/components/LocalSearch';
import DevSearchNotice from '@site/src/components/LocalSearch/DevSearchNotice';

export default function SearchBar(): React.JSX.Element {
  // The development server builds no index; say so instead of failing on every query.
  if (process.env.NODE_ENV === 'development') return <DevSearchNotice />;
  return <LocalSearchBar />;
}
