import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type {Props} from '@theme/BlogLayout';

/**
 * The blog's three columns. The theme leaves a post's table of contents outside
 * every landmark; here it is a labelled complementary region, like the docs one.
 */
export default function BlogLayout({sidebar, toc, children, ...layoutProps}: Props): React.JSX.Element {
  const hasSidebar = Boolean(sidebar && sidebar.items.length > 0);
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main className={clsx('col', hasSidebar ? 'col--7' : 'col--9 col--offset-1')}>{children}</main>
          {toc && (
            <aside className="col col--2" aria-label={translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'})}>
              {toc}
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}
