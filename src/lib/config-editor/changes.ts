/** Summaries shown before Export: what changed since the file was loaded, and what differs from Geyser's defaults. */
import type {ConfigOption} from '@site/src/data/configFormats';
import type {ConfigSnapshot, OptionState} from './document/types';
import {sameOptionValue} from './document/values';

/** A value as the summary shows it: written in the file, or not set there. */
export type ShownValue = {kind: 'set'; text: string} | {kind: 'unset'};

export interface OptionChange {
  key: string;
  option: ConfigOption;
  before: ShownValue;
  after: ShownValue;
}

/** Plain text for a value read from YAML; never markup. */
export function formatConfigValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return `[${value.map((entry) => formatConfigValue(entry)).join(', ')}]`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function shown(state: OptionState): ShownValue {
  return state.presence === 'set' ? {kind: 'set', text: formatConfigValue(state.value)} : {kind: 'unset'};
}

/** Options whose setting differs between two readings of the file, in schema order. */
export function changesBetween(before: ConfigSnapshot, after: ConfigSnapshot): OptionChange[] {
  const changes: OptionChange[] = [];
  for (const state of after.options) {
    const previous = before.byKey.get(state.key);
    if (!previous) continue;
    const same =
      state.presence === 'set'
        ? previous.presence === 'set' && formatConfigValue(previous.value) === formatConfigValue(state.value)
        : previous.presence !== 'set';
    if (!same) changes.push({key: state.key, option: state.option, before: shown(previous), after: shown(state)});
  }
  return changes;
}

/**
 * Options set to something other than the default Geyser ships. Options Geyser fills in itself
 * (the statistics ID) and ones the form does not show are left out.
 */
export function differencesFromDefaults(snapshot: ConfigSnapshot): OptionChange[] {
  const differences: OptionChange[] = [];
  for (const state of snapshot.options) {
    const {option} = state;
    if (option.readOnly || option.hiddenInForm || state.presence !== 'set') continue;
    const before: ShownValue = option.commentedOutByDefault ? {kind: 'unset'} : {kind: 'set', text: formatConfigValue(option.default)};
    if (!option.commentedOutByDefault && sameOptionValue(option, state.value, option.default)) continue;
    differences.push({key: state.key, option, before, after: shown(state)});
  }
  return differences;
}
