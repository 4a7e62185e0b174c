// Swizzled (wrap): the post's table of contents becomes a labelled region.
// First: the blog theme's texts, for every blog page but the archive (they use this layout).
import '@site/src/i18n/groups/blog';
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import BlogLayout from '@theme-original/BlogLayout';
import type {Props} from '@theme/BlogLayout';
import styles from './styles.module.css';

/**
 * The blog's three columns, as the theme lays them out. The theme leaves a post's
 * table of contents outside every landmark; here it is a labelled complementary
 * region, like the docs one.
 */
export default function BlogLayoutWrapper({toc, ...props}: Props): ReactNode {
  return (
    <BlogLayout
      {...props}
      toc={
        toc && (
          <aside className={styles.toc} aria-label={translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'})}>
            {toc}
          </aside>
        )
      }
    />
  );
}
