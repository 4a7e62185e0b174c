/**
 * A reading or an update as plain data, to cross from the Web Worker that parses large files to the
 * page. The format and its options are the page's own objects (the form compares them by identity and
 * looks up their texts), so only a reference to them travels and the page puts its own back.
 */
import {
  floodgateFormat,
  geyserFormat,
  geyserV4Format,
  optionKey,
  type ConfigFormat,
  type ConfigOption,
  type FloodgateFile,
  type GeyserPlatform,
} from '@site/src/data/configFormats';
import type {UpdatedFile} from '../migrate';
import type {ConfigSnapshot, OptionState, ReadResult} from './types';

/** Names a format: every format the editor has is one of these three kinds. */
export type FormatRef = Pick<ConfigFormat, 'product' | 'version' | 'variant'>;

export function formatRef(format: ConfigFormat): FormatRef {
  return {product: format.product, version: format.version, variant: format.variant};
}

/** The format a reference names (the same object every time). */
export function formatFor(ref: FormatRef): ConfigFormat {
  if (ref.product === 'floodgate') return floodgateFormat(ref.variant as FloodgateFile);
  if (ref.variant === null) return geyserV4Format();
  return geyserFormat(ref.version, ref.variant as GeyserPlatform);
}

type SentOption = Omit<OptionState, 'option'>;
export type SentSnapshot = Omit<ConfigSnapshot, 'format' | 'options' | 'byKey'> & {format: FormatRef; options: SentOption[]};
export type SentRead = {ok: true; snapshot: SentSnapshot} | Extract<ReadResult, {ok: false}>;
export type SentUpdate = Omit<UpdatedFile, 'format'> & {format: FormatRef};

export function sendRead(result: ReadResult): SentRead {
  if (!result.ok) return result;
  const {text, fileVersion, readOnly, extraKeys, documentIssues, warnings} = result.snapshot;
  const options = result.snapshot.options.map(({key, presence, value, issues, canUnset, line}) => ({key, presence, value, issues, canUnset, line}));
  return {ok: true, snapshot: {text, format: formatRef(result.snapshot.format), fileVersion, readOnly, options, extraKeys, documentIssues, warnings}};
}

const optionsByKey = new WeakMap<ConfigFormat, Map<string, ConfigOption>>();

function optionNamed(format: ConfigFormat, key: string): ConfigOption {
  let byKey = optionsByKey.get(format);
  if (!byKey) {
    byKey = new Map(format.options.map((option) => [optionKey(option), option]));
    optionsByKey.set(format, byKey);
  }
  const option = byKey.get(key);
  if (!option) throw new Error(`The config format has no option ${key}`);
  return option;
}

export function receiveRead(sent: SentRead): ReadResult {
  if (!sent.ok) return sent;
  const format = formatFor(sent.snapshot.format);
  const options: OptionState[] = sent.snapshot.options.map((state) => ({...state, option: optionNamed(format, state.key)}));
  return {
    ok: true,
    snapshot: {...sent.snapshot, format, options, byKey: new Map(options.map((state) => [state.key, state]))},
  };
}

export function sendUpdate(updated: UpdatedFile): SentUpdate {
  return {...updated, format: formatRef(updated.format)};
}

export function receiveUpdate(sent: SentUpdate): UpdatedFile {
  return {...sent, format: formatFor(sent.format)};
}
