// Swizzled (wrap): also expose the docs tag to the local search index as a filter.
import React from 'react';
import SearchMetadata from '@theme-original/SearchMetadata';
import type SearchMetadataType from '@theme/SearchMetadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';

type Props = WrapperProps<typeof SearchMetadataType>;

export default function SearchMetadataWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <SearchMetadata {...props} />
      {props.tag && (
        <Head>
          <meta name="pagefind:docusaurus_tag" data-pagefind-filter="docusaurus_tag[content]" content={props.tag} />
        </Head>
      )}
    </>
  );
}
