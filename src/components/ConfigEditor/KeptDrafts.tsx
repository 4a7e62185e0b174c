import '@site/src/i18n/groups/configEditor';
import React, {useId} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatBuildTime} from '@site/src/lib/downloads/format';
import {KEPT_DRAFTS_LIMIT, keptDraftFileName, type KeptDraft} from '@site/src/lib/config-editor/keptDrafts';
import {downloadText} from './download';
import styles from './styles.module.css';

interface Props {
  drafts: readonly KeptDraft[];
  /** The draft found unreadable on this visit, if any: the list is announced then. */
  justKept: string | null;
  onDismiss: (id: string) => void;
}

function Entry({draft, languageTag, onDismiss}: {draft: KeptDraft; languageTag: string; onDismiss: (id: string) => void}): React.JSX.Element {
  const labelId = useId();
  return (
    <li className={styles.keptDraft}>
      <span id={labelId} className={styles.keptDraftLabel}>
        {draft.keptAt === null ? (
          <Translate
            id="utilities.configEditor.storage.kept.earlier"
            description="A draft kept aside by an earlier version of the editor, without a time">
            Kept aside earlier
          </Translate>
        ) : (
          <Translate
            id="utilities.configEditor.storage.kept.at"
            description="When a draft that could not be read was kept aside; {time} is a date and time"
            values={{
              time: <time dateTime={new Date(draft.keptAt).toISOString()}>{formatBuildTime(new Date(draft.keptAt).toISOString(), languageTag)}</time>,
            }}>
            {'Kept aside {time}'}
          </Translate>
        )}
      </span>
      <button
        type="button"
        className="button button--sm button--secondary"
        aria-describedby={labelId}
        onClick={() => downloadText(draft.text, keptDraftFileName(draft))}>
        <Translate id="utilities.configEditor.storage.kept.download">Download</Translate>
      </button>
      <button type="button" className="button button--sm button--link" aria-describedby={labelId} onClick={() => onDismiss(draft.id)}>
        <Translate id="utilities.configEditor.storage.dismiss">Dismiss</Translate>
      </button>
    </li>
  );
}

/** Unreadable drafts kept aside in this browser, newest first, each to download or dismiss. */
export default function KeptDrafts({drafts, justKept, onDismiss}: Props): React.JSX.Element | null {
  const {i18n} = useDocusaurusContext();
  const languageTag = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const headingId = useId();
  if (drafts.length === 0) return null;
  return (
    <section className="alert alert--warning margin-bottom--md" aria-labelledby={headingId}>
      <p id={headingId} className="margin-bottom--sm" role={justKept ? 'alert' : undefined}>
        {justKept ? (
          <Translate id="utilities.configEditor.storage.kept.found">
            A draft saved earlier in this browser could not be read any more, so it was not opened. It was kept aside: download it to get your work
            back.
          </Translate>
        ) : (
          <Translate
            id="utilities.configEditor.storage.kept.intro"
            description="Above the list of unreadable drafts kept aside; {count} is how many are kept at most"
            values={{count: KEPT_DRAFTS_LIMIT}}>
            {'Drafts that could not be read any more are kept aside in this browser, newest first (the last {count}).'}
          </Translate>
        )}
      </p>
      <ul className={styles.keptDrafts}>
        {drafts.map((draft) => (
          <Entry key={draft.id} draft={draft} languageTag={languageTag} onDismiss={onDismiss} />
        ))}
      </ul>
    </section>
  );
}
