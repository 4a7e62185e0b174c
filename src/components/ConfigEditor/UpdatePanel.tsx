import '@site/src/i18n/groups/configEditor';
import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {CURRENT_GEYSER_CONFIG_VERSION, findFormatOption, geyserPlatforms, type GeyserPlatform} from '@site/src/data/configFormats';
import type {ConfigSnapshot} from '@site/src/lib/config-editor/configDocument';
import {formatConfigValue} from '@site/src/lib/config-editor/changes';
import type {MigrationChange, UpdatedFile} from '@site/src/lib/config-editor/migrate';
import {updateInBackground} from './documentClient';
import {dropReasonMessage, platformLabel} from './messages';
import {optionText} from './optionText';
import styles from './styles.module.css';

function Value({value}: {value: unknown}): React.JSX.Element {
  const text = formatConfigValue(value);
  return <code>{text === '' ? '""' : text}</code>;
}

function OptionName({updated, keyName}: {updated: UpdatedFile; keyName: string}): React.JSX.Element {
  const option = findFormatOption(updated.format, keyName);
  return (
    <>
      {option && <span className={styles.changeLabel}>{optionText(updated.format, option).label} </span>}
      <code className={styles.key}>{keyName}</code>
    </>
  );
}

function ChangeItem({change, updated}: {change: MigrationChange; updated: UpdatedFile}): React.JSX.Element {
  switch (change.kind) {
    case 'moved':
      return (
        <Translate
          id="utilities.configEditor.update.moved"
          values={{from: <code className={styles.key}>{change.from}</code>, to: <OptionName updated={updated} keyName={change.to} />}}>
          {'{from} moves to {to}'}
        </Translate>
      );
    case 'changed':
      return (
        <Translate
          id="utilities.configEditor.update.changed"
          values={{
            key: <OptionName updated={updated} keyName={change.key} />,
            before: <Value value={change.before} />,
            after: <Value value={change.after} />,
          }}>
          {'{key}: {before} becomes {after}'}
        </Translate>
      );
    case 'dropped':
      return (
        <>
          <Translate
            id="utilities.configEditor.update.dropped"
            values={{key: <code className={styles.key}>{change.key}</code>, value: <Value value={change.value} />}}>
            {'{key} ({value}) is dropped.'}
          </Translate>{' '}
          <span className={styles.muted}>{dropReasonMessage(change.reason)}</span>
        </>
      );
    case 'added':
      return (
        <Translate
          id="utilities.configEditor.update.added"
          values={{key: <OptionName updated={updated} keyName={change.key} />, value: <Value value={change.value} />}}>
          {'{key} is new, at its default {value}'}
        </Translate>
      );
  }
}

const KINDS: readonly MigrationChange['kind'][] = ['moved', 'changed', 'dropped', 'added'];

function kindHeading(kind: MigrationChange['kind'], count: number): string {
  switch (kind) {
    case 'moved':
      return translate({id: 'utilities.configEditor.update.heading.moved', message: 'Moved ({count})'}, {count});
    case 'changed':
      return translate({id: 'utilities.configEditor.update.heading.changed', message: 'Changed value ({count})'}, {count});
    case 'dropped':
      return translate({id: 'utilities.configEditor.update.heading.dropped', message: 'Dropped ({count})'}, {count});
    case 'added':
      return translate({id: 'utilities.configEditor.update.heading.added', message: 'New options ({count})'}, {count});
  }
}

export function ChangeGroups({updated}: {updated: UpdatedFile}): React.JSX.Element {
  return (
    <>
      {KINDS.map((kind) => {
        const changes = updated.changes.filter((change) => change.kind === kind);
        if (changes.length === 0) return null;
        return (
          <div key={kind} data-update-kind={kind}>
            <h3 className={styles.summaryHeading}>{kindHeading(kind, changes.length)}</h3>
            <ul className={styles.changeList}>
              {changes.map((change, index) => (
                <li key={index}>
                  <ChangeItem change={change} updated={updated} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

interface Props {
  snapshot: ConfigSnapshot;
  /** Replaces the file being edited with the updated one. */
  onApply: (updated: UpdatedFile) => void;
}

/**
 * For a Geyser file older than the current layout: what Geyser will change on its next start, and
 * the offer to make that change here, with the new file shown before it is used.
 */
export default function UpdatePanel({snapshot, onApply}: Props): React.JSX.Element | null {
  const {format} = snapshot;
  const [open, setOpen] = useState(false);
  const [platform, setPlatform] = useState<GeyserPlatform>(
    format.variant && format.product === 'geyser' ? (format.variant as GeyserPlatform) : 'spigot',
  );
  const older = format.product === 'geyser' && format.version < CURRENT_GEYSER_CONFIG_VERSION && !snapshot.readOnly;
  // Made in the background like every reading; the panel appears when it is ready, and keeps the
  // last one shown while another build is chosen.
  const [made, setMade] = useState<{text: string; platform: GeyserPlatform; updated: UpdatedFile | null} | null>(null);
  useEffect(() => {
    if (!older) return;
    let current = true;
    void updateInBackground(snapshot.text, format, platform).then((result) => {
      if (current) setMade({text: snapshot.text, platform, updated: result});
    });
    return () => {
      current = false;
    };
  }, [older, snapshot.text, format, platform]);
  const updated = made?.updated;
  if (!older || !updated) return null;
  // Only the update of the text and build shown now can be used.
  const ready = made.text === snapshot.text && made.platform === platform;
  const legacy = format.variant === null;

  return (
    <section className={styles.update} aria-labelledby="config-update-heading">
      <h2 id="config-update-heading" className={styles.updateHeading}>
        <Translate id="utilities.configEditor.update.heading" values={{version: format.version}}>
          {'This file has config-version {version}'}
        </Translate>
      </h2>
      <p>
        {legacy ? (
          <Translate id="utilities.configEditor.update.legacyIntro" values={{current: CURRENT_GEYSER_CONFIG_VERSION}}>
            {
              'It has the layout Geyser used before 2.9.0. Current Geyser still reads it and rewrites it in the current layout (config-version {current}) when it starts: your values carry over, the notes in the file do not.'
            }
          </Translate>
        ) : (
          <Translate id="utilities.configEditor.update.currentIntro" values={{current: CURRENT_GEYSER_CONFIG_VERSION}}>
            {'Current Geyser rewrites it as config-version {current} when it next starts, with these changes:'}
          </Translate>
        )}{' '}
        <Link to="/wiki/geyser/understanding-the-config/#upgrading-from-older-config-files">
          <Translate id="utilities.configEditor.update.docsLink">How the versions differ</Translate>
        </Link>
      </p>
      {!legacy && <ChangeGroups updated={updated} />}
      {!open ? (
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          <Translate id="utilities.configEditor.update.button">Update to the current format</Translate>
        </button>
      ) : (
        <div className={styles.updatePreview}>
          {legacy && (
            <div className={styles.updatePlatform}>
              <label htmlFor="config-update-platform">
                <Translate id="utilities.configEditor.update.platformLabel">Which Geyser will read it?</Translate>
              </label>
              <select
                id="config-update-platform"
                className={styles.input}
                value={platform}
                onChange={(event) => setPlatform(event.target.value as GeyserPlatform)}>
                {geyserPlatforms.map((entry) => (
                  <option key={entry} value={entry}>
                    {platformLabel(entry)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {legacy && <ChangeGroups updated={updated} />}
          <h3 className={styles.summaryHeading}>
            <Translate id="utilities.configEditor.update.newFile">The updated file</Translate>
          </h3>
          <pre
            className={styles.updateText}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable <pre> must take focus to be scrolled by keyboard
            tabIndex={0}
            aria-label={translate({id: 'utilities.configEditor.update.newFileLabel', message: 'The updated config.yml'})}>
            {updated.text}
          </pre>
          <div className={styles.updateActions}>
            <button type="button" className="button button--primary" disabled={!ready} onClick={() => onApply(updated)}>
              <Translate id="utilities.configEditor.update.apply">Use the updated file</Translate>
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              <Translate id="utilities.configEditor.update.cancel">Keep the old file</Translate>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
