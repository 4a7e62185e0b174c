import '@site/src/i18n/groups/configEditor';
import React, {useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {ConfigFormat, ConfigOption, ConfigValue} from '@site/src/data/configFormats';
import type {OptionState} from '@site/src/lib/config-editor/configDocument';
import {formatConfigValue} from '@site/src/lib/config-editor/changes';
import {readBoolean, readInteger, readText} from '@site/src/lib/config-editor/validation';
import {issueMessage} from './messages';
import {optionText} from './optionText';
import styles from './styles.module.css';

/** Text typed into a number box that cannot be written to the file yet. */
export type PendingInput = {raw: string};

interface Props {
  format: ConfigFormat;
  /** The whole file is read-only (it comes from a newer release than the editor knows). */
  locked: boolean;
  state: OptionState;
  pending: PendingInput | undefined;
  onChange: (key: string, value: ConfigValue) => void;
  onPending: (key: string, pending: PendingInput | undefined) => void;
  onUnset: (key: string) => void;
}

/** The id of a field's input, also the target of links in the problem list. */
export function fieldId(key: string): string {
  return `config-${key.replace(/\./g, '-')}`;
}

const WHOLE_NUMBER = /^-?\d+$/;

/** What the input shows: the value in the file, else the commented-out example, else the default. */
function shownValue(state: OptionState): unknown {
  if (state.presence === 'missing' && state.value === undefined) return state.option.default;
  return state.value ?? (state.presence === 'set' ? null : state.option.default);
}

function listText(value: unknown): string {
  return Array.isArray(value) ? value.map((entry) => readText(entry) ?? '').join('\n') : '';
}

function parseList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A value of the option's own type to write when an optional option is switched on. */
function valueToWrite(option: ConfigOption, shown: unknown): ConfigValue {
  switch (option.type) {
    case 'boolean':
      return readBoolean(shown) ?? option.default;
    case 'integer':
      return readInteger(shown) ?? option.default;
    case 'stringList':
      return Array.isArray(shown) ? shown.map((entry) => readText(entry) ?? '') : option.default;
    default:
      return readText(shown) ?? option.default;
  }
}

export default function OptionField({format, locked, state, pending, onChange, onPending, onUnset}: Props): React.JSX.Element {
  const {key, option, presence} = state;
  const text = optionText(format, option);
  const program = format.product === 'floodgate' ? 'Floodgate' : 'Geyser';
  const id = fieldId(key);
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const optional = Boolean(option.commentedOutByDefault);
  const active = presence === 'set' || !optional;
  const shown = shownValue(state);

  const issueTexts = pending ? [issueMessage({code: pending.raw.trim() === '' ? 'required' : 'notInteger'})] : state.issues.map(issueMessage);
  const invalid = issueTexts.length > 0;
  const describedBy = invalid ? `${descriptionId} ${errorId}` : descriptionId;

  const shownKey = JSON.stringify(shown);
  const [listDraft, setListDraft] = useState(() => listText(shown));
  const [listDraftFor, setListDraftFor] = useState(shownKey);
  if (listDraftFor !== shownKey) {
    // Follow the file when the list changes from outside (a new file loaded), not while typing.
    setListDraftFor(shownKey);
    if (option.type === 'stringList' && JSON.stringify(parseList(listDraft)) !== JSON.stringify(parseList(listText(shown)))) {
      setListDraft(listText(shown));
    }
  }

  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    disabled: !active || locked,
  };

  let control: React.ReactNode;
  if (option.readOnly) {
    control = (
      <input {...common} disabled={locked} readOnly className={clsx(styles.input, styles.readOnly)} type="text" value={formatConfigValue(shown)} />
    );
  } else {
    switch (option.type) {
      case 'boolean':
        control = (
          <input
            {...common}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={readBoolean(shown) ?? option.default}
            onChange={(event) => onChange(key, event.target.checked)}
          />
        );
        break;
      case 'integer':
        control = (
          <input
            {...common}
            type="number"
            inputMode="numeric"
            step={1}
            min={option.min}
            max={option.max}
            className={styles.input}
            value={pending ? pending.raw : formatConfigValue(shown)}
            onChange={(event) => {
              const raw = event.target.value.trim();
              if (WHOLE_NUMBER.test(raw) && Number.isSafeInteger(Number(raw))) {
                onPending(key, undefined);
                onChange(key, Number(raw));
              } else {
                onPending(key, {raw: event.target.value});
              }
            }}
          />
        );
        break;
      case 'enum': {
        const current = formatConfigValue(shown);
        const known = option.allowed.some((allowed) => allowed.toLowerCase() === current.toLowerCase());
        control = (
          <select {...common} className={styles.input} value={current} onChange={(event) => onChange(key, event.target.value)}>
            {!known && <option value={current}>{current}</option>}
            {option.allowed.map((allowed) => (
              <option key={allowed} value={known && allowed.toLowerCase() === current.toLowerCase() ? current : allowed}>
                {allowed}
              </option>
            ))}
          </select>
        );
        break;
      }
      case 'string':
        control = (
          <input
            {...common}
            type="text"
            className={styles.input}
            spellCheck={false}
            value={formatConfigValue(shown)}
            onChange={(event) => onChange(key, event.target.value)}
          />
        );
        break;
      case 'stringList':
        control = (
          <textarea
            {...common}
            className={clsx(styles.input, styles.list)}
            rows={Math.max(2, parseList(listDraft).length + 1)}
            spellCheck={false}
            value={listDraft}
            onChange={(event) => {
              setListDraft(event.target.value);
              onChange(key, parseList(event.target.value));
            }}
          />
        );
        break;
    }
  }

  const inline = option.type === 'boolean' && !option.readOnly;

  return (
    <div className={clsx(styles.field, invalid && styles.fieldInvalid)} data-config-key={key}>
      <div className={clsx(styles.fieldControl, inline && styles.fieldInline)}>
        {inline && control}
        <label htmlFor={id} className={styles.label}>
          {text.label} <code className={styles.key}>{key}</code>
        </label>
        {!inline && control}
      </div>
      {invalid && (
        <ul id={errorId} className={styles.error}>
          {issueTexts.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
      <p id={descriptionId} className={styles.description}>
        {text.description}
        {option.type === 'integer' && option.min !== undefined && option.max !== undefined && (
          <>
            {' '}
            <Translate id="utilities.configEditor.field.range" values={{min: option.min, max: option.max}}>
              {'Allowed: {min} to {max}.'}
            </Translate>
          </>
        )}
        {option.type === 'stringList' && (
          <>
            {' '}
            <Translate id="utilities.configEditor.field.listHint">One entry per line.</Translate>
          </>
        )}
        {option.docPath && (
          <>
            {' '}
            <Link
              to={option.docPath}
              aria-label={translate({id: 'utilities.configEditor.field.learnMoreAbout', message: 'Learn more about {option}'}, {option: text.label})}>
              <Translate id="utilities.configEditor.field.learnMore">Learn more</Translate>
            </Link>
          </>
        )}
      </p>
      {optional && !option.readOnly && !locked && (
        <div className={styles.optional}>
          <input
            type="checkbox"
            id={`${id}-enabled`}
            checked={presence === 'set'}
            disabled={presence === 'set' && !state.canUnset}
            onChange={(event) => {
              if (event.target.checked) onChange(key, valueToWrite(option, shown));
              else onUnset(key);
            }}
          />
          <label htmlFor={`${id}-enabled`}>
            <Translate id="utilities.configEditor.field.useOption" values={{option: text.label}}>
              {'Set {option} in the file'}
            </Translate>
          </label>
          {presence !== 'set' && (
            <span className={styles.muted}>
              {' '}
              <Translate id="utilities.configEditor.field.optionalUnsetIn" values={{program}}>
                {'(not set now: {program} uses its built-in behaviour, as described above)'}
              </Translate>
            </span>
          )}
        </div>
      )}
      {!optional && presence !== 'set' && !option.readOnly && (
        <p className={styles.muted}>
          <Translate id="utilities.configEditor.field.missingIn" values={{value: formatConfigValue(option.default), program}}>
            {'Not in your file, so {program} uses its default ({value}). Changing it here adds the line.'}
          </Translate>
        </p>
      )}
    </div>
  );
}
