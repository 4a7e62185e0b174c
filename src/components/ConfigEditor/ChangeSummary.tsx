import '@site/src/i18n/groups/configEditor';
import React from 'react';
import Translate from '@docusaurus/Translate';
import type {ConfigSnapshot} from '@site/src/lib/config-editor/configDocument';
import {changesBetween, differencesFromDefaults, type OptionChange, type ShownValue} from '@site/src/lib/config-editor/changes';
import {optionText} from './optionText';
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

function ChangeList({changes, kind, format}: {changes: OptionChange[]; kind: string; format: ConfigSnapshot['format']}): React.JSX.Element {
  return (
    <ul className={styles.changeList} data-summary={kind}>
      {changes.map((change) => (
        <li key={change.key}>
          <span className={styles.changeLabel}>{optionText(format, change.option).label}</span> <code className={styles.key}>{change.key}</code>
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
  const program = current.format.product === 'floodgate' ? 'Floodgate' : 'Geyser';
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
        <ChangeList changes={sinceLoaded} kind="since-loaded" format={current.format} />
      )}
      <details className={styles.defaultsDetails}>
        <summary>
          <Translate id="utilities.configEditor.changes.fromDefaultsOf" values={{count: fromDefaults.length, program}}>
            {"Differences from {program}'s defaults ({count})"}
          </Translate>
        </summary>
        {fromDefaults.length === 0 ? (
          <p>
            <Translate id="utilities.configEditor.changes.allDefaultOf" values={{program}}>
              {"Every option shown is at {program}'s default value."}
            </Translate>
          </p>
        ) : (
          <ChangeList changes={fromDefaults} kind="from-defaults" format={current.format} />
        )}
      </details>
    </section>
  );
}
