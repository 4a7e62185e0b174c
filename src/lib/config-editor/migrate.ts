/**
 * Updates an older Geyser config to the current layout the way Geyser does on its next start
 * (`src/data/configFormats/geyserMigrations.ts` holds the rules), keeping the user's values, and
 * says in plain terms what moved, what changed value, what is new and what was dropped and why.
 */
import {
  CURRENT_GEYSER_CONFIG_VERSION,
  geyserCurrentOptions,
  geyserFormat,
  optionKey,
  type ConfigFormat,
  type GeyserPlatform,
} from '@site/src/data/configFormats';
import {geyserMigrationSteps, type DropReason, type MigrationContext} from '@site/src/data/configFormats/geyserMigrations';
import {parse} from 'yaml';
import {buildConfigFile} from './defaultConfig';
import {MAX_ALIAS_COUNT} from './configDocument';

export type MigrationChange =
  | {kind: 'moved'; from: string; to: string}
  | {kind: 'changed'; key: string; before: unknown; after: unknown}
  | {kind: 'dropped'; key: string; value: unknown; reason: DropReason}
  | {kind: 'added'; key: string; value: unknown};

export interface MigrationResult {
  /** The config-version the file had. */
  fromVersion: number;
  /** The updated file's values by dotted key. */
  values: Map<string, unknown>;
  changes: MigrationChange[];
}

type Data = Record<string, unknown>;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaf values by dotted key, descending only into the given sections. */
export function flattenConfig(data: Data, sections: ReadonlySet<string>, prefix = ''): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const key of Object.keys(data)) {
    const full = prefix + key;
    const value = data[key];
    if (sections.has(full) && isRecord(value)) {
      for (const [childKey, childValue] of flattenConfig(value, sections, `${full}.`)) values.set(childKey, childValue);
    } else {
      values.set(full, value);
    }
  }
  return values;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const currentKeys = new Set(geyserCurrentOptions.map(optionKey));

/**
 * Runs every migration step after `fromVersion` over the file's values, then keeps what the current
 * layout of `platform` has. Pure: `newId` makes the random ids Geyser would create.
 */
export function migrateGeyserValues(
  source: ReadonlyMap<string, unknown>,
  fromVersion: number,
  platform: GeyserPlatform,
  newId: () => string,
): MigrationResult {
  const values = new Map(source);
  const changes: MigrationChange[] = [];
  for (const step of geyserMigrationSteps) {
    if (step.version <= fromVersion) continue;
    const before = new Map(values);
    const context: MigrationContext = {platform, valueOf: (key) => before.get(key), newId};
    for (const rule of step.rules) {
      if (!before.has(rule.from)) continue;
      const original = before.get(rule.from);
      const to = typeof rule.to === 'function' ? rule.to(original, context) : rule.to === undefined ? rule.from : rule.to;
      const next = rule.value ? rule.value(original, context) : original;
      values.delete(rule.from);
      if (to === null) {
        changes.push({kind: 'dropped', key: rule.from, value: original, reason: rule.dropReason ?? 'noLongerRead'});
        continue;
      }
      values.set(to, next);
      if (to !== rule.from) changes.push({kind: 'moved', from: rule.from, to});
      if (!same(original, next)) changes.push({kind: 'changed', key: to, before: original, after: next});
    }
  }
  values.set('config-version', CURRENT_GEYSER_CONFIG_VERSION);

  const target = geyserFormat(CURRENT_GEYSER_CONFIG_VERSION, platform);
  const targetKeys = new Set(target.options.map(optionKey));
  for (const [key, value] of [...values]) {
    if (targetKeys.has(key)) continue;
    values.delete(key);
    const reason: DropReason =
      key === 'java.address' || key === 'java.port' ? 'readFromServer' : currentKeys.has(key) ? 'notOnThisPlatform' : 'noLongerRead';
    changes.push({kind: 'dropped', key, value, reason});
  }
  for (const option of target.options) {
    const key = optionKey(option);
    if (values.has(key) || option.readOnly) continue;
    changes.push({kind: 'added', key, value: option.default});
  }
  return {fromVersion, values, changes};
}

export interface UpdatedFile extends MigrationResult {
  format: ConfigFormat;
  text: string;
}

/** The current-layout file for `platform`, carrying over the values of an older file's data. */
export function updateGeyserConfig(
  data: Data,
  from: ConfigFormat,
  platform: GeyserPlatform,
  newId: () => string = () => globalThis.crypto.randomUUID(),
): UpdatedFile {
  const result = migrateGeyserValues(flattenConfig(data, from.sections), from.version, platform, newId);
  const format = geyserFormat(CURRENT_GEYSER_CONFIG_VERSION, platform);
  return {...result, format, text: buildConfigFile(format, {values: result.values, newId})};
}

/** The same for a file's text that `readConfig` has accepted as `from`. */
export function updateGeyserConfigText(text: string, from: ConfigFormat, platform: GeyserPlatform, newId?: () => string): UpdatedFile {
  const data: unknown = parse(text, {maxAliasCount: MAX_ALIAS_COUNT});
  return updateGeyserConfig(isRecord(data) ? data : {}, from, platform, newId);
}
