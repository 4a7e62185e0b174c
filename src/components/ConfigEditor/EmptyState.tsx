import '@site/src/i18n/groups/configEditor';
import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * - hidden: rendered but not shown until the page knows whether a stored draft is waiting, so the
 *   page does not shift when it appears (and does not flash when a draft replaces it);
 * - empty: no file is open;
 * - loading: a file is being opened (its code may still be on its way);
 * - failed: the editor's code could not be loaded; Retry asks for it again.
 */
export type EmptyStateKind = 'hidden' | 'empty' | 'loading' | 'failed';

interface Props {
  state: EmptyStateKind;
  onRetry?: () => void;
}

/** The box shown below the toolbar while no file is open. Its states share one box, so it keeps its size. */
export default function EmptyState({state, onRetry}: Props): React.JSX.Element {
  const hidden = state === 'hidden';
  return (
    <div
      className={clsx('card', styles.empty, hidden && styles.pending, state === 'failed' && styles.emptyFailed)}
      aria-hidden={hidden}
      data-empty-state={state}>
      <div className={clsx('card__body', styles.emptyLayers)}>
        <p className={clsx('margin-bottom--none', state !== 'empty' && state !== 'hidden' && styles.concealed)}>
          <Translate id="utilities.configEditor.emptyState">
            No config is selected. Choose which file you need and press Default to start from its default settings, or Upload to open your own Geyser
            or Floodgate config.yml.
          </Translate>
        </p>
        <div role="status">
          {state === 'loading' && (
            <p className={clsx('margin-bottom--none', styles.loading)}>
              <Translate id="utilities.configEditor.loading">Opening the editor…</Translate>
            </p>
          )}
        </div>
        {state === 'failed' && (
          <div role="alert" className={styles.loadFailed}>
            <p className="margin-bottom--none">
              <Translate id="utilities.configEditor.loadFailed">
                The editor could not be loaded. Check your internet connection, then try again; nothing you chose is lost.
              </Translate>
            </p>
            <button type="button" className="button button--primary button--sm" onClick={onRetry}>
              <Translate id="utilities.configEditor.retry">Retry</Translate>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
