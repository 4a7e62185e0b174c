import '@site/src/lib/i18n/groups/configEditor';
import React from 'react';
import Translate from '@docusaurus/Translate';
import {optionText} from '@site/src/data/geyserConfigText';
import type {ConfigSnapshot} from '@site/src/lib/config-editor/configDocument';
import {changesBetween, differencesFromDefaults, type OptionChange, type ShownValue} from '@site/src/lib/config-editor/changes';
import styles from './styles.module.css';

function Value({value}: {value: ShownValue}): React.JSX.Element {
  if (value.kind === 'unset') {
    return (
      <span className={styles.muted}>
        <Translate id="utilities.configEditor.changes.unset">not set</Translate>
      </span>
    );
  }
  return <code>{value.text === '' ? '""' : value.text}</code>;
}

function ChangeList({changes, kind}: {changes: OptionChange[]; kind: string}): React.JSX.Element {
  return (
    <ul className={styles.changeList} data-summary={kind}>
      {changes.map((change) => (
        <li key={change.key}>
          <span className={styles.changeLabel}>{optionText(change.key).label}</span> <code className={styles.key}>{change.key}</code>
          {': '}
          <Value value={change.before} /> → <Value value={change.after} />
        </li>
      ))}
    </ul>
  );
}

/** What Export would write differently from the loaded file, and from Geyser's defaults. */
export default function ChangeSummary({original, current}: {original: ConfigSnapshot; current: ConfigSnapshot}): React.JSX.Element {
  const sinceLoaded = changesBetween(original, current);
  const fromDefaults = differencesFromDefaults(current);
  return (
    <section className={styles.summary} aria-labelledby="config-changes-heading">
      <h2 id="config-changes-heading">
        <Translate id="utilities.configEditor.changes.heading">Changes</Translate>
      </h2>
      <h3 className={styles.summaryHeading}>
        <Translate id="utilities.configEditor.changes.sinceLoaded">Since the file was loaded</Translate>
      </h3>
      {sinceLoaded.length === 0 ? (
        <p>
          <Translate id="utilities.configEditor.changes.none">No changes yet.</Translate>
        </p>
      ) : (
        <ChangeList changes={sinceLoaded} kind="since-loaded" />
      )}
      <details className={styles.defaultsDetails}>
        <summary>
          <Translate id="utilities.configEditor.changes.fromDefaults" values={{count: fromDefaults.length}}>
            {'Differences from Geyser\'s defaults ({count})'}
          </Translate>
        </summary>
        {fromDefaults.length === 0 ? (
          <p>
            <Translate id="utilities.configEditor.changes.allDefault">Every option shown is at Geyser's default value.</Translate>
          </p>
        ) : (
          <ChangeList changes={fromDefaults} kind="from-defaults" />
        )}
      </details>
    </section>
  );
}
