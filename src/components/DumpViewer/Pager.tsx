import '@site/src/i18n/groups/dumpViewer';
import {useMemo, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {pageOf, type ListPage} from '@site/src/lib/dump/paging';
import styles from './styles.module.css';

/** One page of `items` and a way to turn pages; the page resets to the first when asked. */
export function usePagedList<T>(items: readonly T[]): [ListPage<T>, (page: number) => void] {
  const [requested, setRequested] = useState(0);
  const view = useMemo(() => pageOf(items, requested), [items, requested]);
  return [view, setRequested];
}

function PageButton({enabled, onClick, children}: {enabled: boolean; onClick: () => void; children: ReactNode}): ReactNode {
  // aria-disabled rather than disabled: the button keeps keyboard focus at either end of the list
  return (
    <button
      type="button"
      className="button button--secondary button--sm"
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) onClick();
      }}>
      {children}
    </button>
  );
}

/**
 * Buttons to the first, previous, next and last page of a long list, and where the
 * reader is; nothing for a list that fits on one page. `list` names the list
 * ("Plugins"), for the group's accessible name.
 */
export function Pager({view, onPage, list}: {view: ListPage<unknown>; onPage: (page: number) => void; list: string}): ReactNode {
  if (view.pageCount <= 1) return null;
  const {page, pageCount} = view;
  return (
    <div
      role="group"
      className={styles.pager}
      aria-label={translate(
        {id: 'utilities.dumpViewer.pager.label', message: '{list}: pages', description: 'Name of the group of page buttons under a long list'},
        {list},
      )}>
      <PageButton enabled={page > 0} onClick={() => onPage(0)}>
        <Translate id="utilities.dumpViewer.pager.first">First page</Translate>
      </PageButton>
      <PageButton enabled={page > 0} onClick={() => onPage(page - 1)}>
        <Translate id="utilities.dumpViewer.pager.previous">Previous page</Translate>
      </PageButton>
      <span className={styles.pagerPosition} aria-live="polite">
        <Translate
          id="utilities.dumpViewer.pager.position"
          values={{page: page + 1, pages: pageCount, first: view.first, last: view.last, total: view.total}}>
          {'Page {page} of {pages} (entries {first} to {last} of {total})'}
        </Translate>
      </span>
      <PageButton enabled={page < pageCount - 1} onClick={() => onPage(page + 1)}>
        <Translate id="utilities.dumpViewer.pager.next">Next page</Translate>
      </PageButton>
      <PageButton enabled={page < pageCount - 1} onClick={() => onPage(pageCount - 1)}>
        <Translate id="utilities.dumpViewer.pager.last">Last page</Translate>
      </PageButton>
    </div>
  );
}
