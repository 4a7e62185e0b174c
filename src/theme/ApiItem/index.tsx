// Swizzled (wrap): an API page comes alive when a reader reaches for it.
//
// The API theme's page component and what it renders (schemas, tabs, a
// Markdown renderer, the request panel's data store) come to some 120 KB of
// gzipped script. An API page is mostly read: the server renders all of it,
// and the page shows it at once without that code (src/components/Island).
// The code loads when the reader points at, touches or tabs into the
// operation, or when the request panel comes near the screen; that is at once
// on a wide screen, where the panel sits beside the operation.
import React, {type ComponentProps} from 'react';
import type ApiItemType from '@theme-original/ApiItem';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import DocItemMetadata from '@theme/DocItem/Metadata';
import SkeletonLoader from '@theme/SkeletonLoader';
import Island from '@site/src/components/Island';
import {ApiItem} from '@site/src/components/ApiPage/parts';
// The API reference styles for the operation, with API pages only (see plugins/openapi-theme).
import '@site/plugins/openapi-theme/styles/operation.scss';

type Props = ComponentProps<typeof ApiItemType>;

/** What the theme's page component puts in the document's head and on <html>, while it sleeps. */
function PageHead({content}: Pick<Props, 'content'>): React.JSX.Element {
  return (
    <DocProvider content={content}>
      <HtmlClassNameProvider className={`docs-doc-id-${content.metadata.id}`}>
        <DocItemMetadata />
      </HtmlClassNameProvider>
    </DocProvider>
  );
}

export default function ApiItemIsland(props: Props): React.JSX.Element {
  return (
    <Island
      load={ApiItem.preload}
      fallback={<SkeletonLoader size="lg" />}
      whileAsleep={<PageHead content={props.content} />}
      wakeNear=".openapi-right-panel__container">
      <ApiItem {...props} />
    </Island>
  );
}
