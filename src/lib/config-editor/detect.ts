/**
 * Tells which kind of config a parsed file is: Geyser's or Floodgate's, which config-version, and
 * which Geyser build or Floodgate file it belongs to.
 */
import {
  CURRENT_GEYSER_CONFIG_VERSION,
  FIRST_CURRENT_LAYOUT_VERSION,
  FLOODGATE_CONFIG_VERSION,
  GEYSER_V4_CONFIG_VERSION,
  floodgateFormat,
  geyserFormat,
  geyserPlatforms,
  geyserV4Format,
  guessGeyserPlatform,
  type ConfigFormat,
  type ConfigProduct,
  type FloodgateFile,
  type GeyserPlatform,
} from '@site/src/data/configFormats';
import {readInteger} from './validation';

export interface FormatHint {
  /** The Geyser build the user picked for a current-layout file. */
  platform?: GeyserPlatform;
  /** The Floodgate file the user picked. */
  floodgateFile?: FloodgateFile;
}

/** A file from a newer release than the editor knows: it opens read-only. */
export type VersionWarning = {code: 'newerVersion'; product: ConfigProduct; version: number};

export type DetectResult =
  | {ok: true; format: ConfigFormat; fileVersion: number | null; warnings: VersionWarning[]}
  | {ok: false; error: {code: 'notGeyserConfig' | 'olderVersion'; version?: number; product?: ConfigProduct}};

type Data = Record<string, unknown>;

function hasOwn(record: Data, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const FLOODGATE_KEYS = ['key-file-name', 'username-prefix', 'player-link', 'send-floodgate-data'];
const GEYSER_KEYS = ['bedrock', 'remote', 'java', 'config-version'];

/** The dotted keys of a file, descending into mappings. */
export function presentKeys(data: Data, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const key of Object.keys(data)) {
    const full = prefix + key;
    keys.add(full);
    const value = data[key];
    if (isRecord(value)) for (const child of presentKeys(value, `${full}.`)) keys.add(child);
  }
  return keys;
}

export function detectFormat(data: Data, hint: FormatHint = {}): DetectResult {
  const written = hasOwn(data, 'config-version') ? readInteger(data['config-version']) : null;
  if (hasOwn(data, 'config-version') && written === null) return {ok: false, error: {code: 'notGeyserConfig'}};

  if (FLOODGATE_KEYS.some((key) => hasOwn(data, key))) {
    if (written !== null && written < FLOODGATE_CONFIG_VERSION) {
      return {ok: false, error: {code: 'olderVersion', version: written, product: 'floodgate'}};
    }
    const file = hint.floodgateFile ?? (hasOwn(data, 'send-floodgate-data') ? 'proxy' : 'server');
    const warnings: VersionWarning[] =
      written !== null && written > FLOODGATE_CONFIG_VERSION ? [{code: 'newerVersion', product: 'floodgate', version: written}] : [];
    return {ok: true, format: floodgateFormat(file), fileVersion: written, warnings};
  }

  if (!GEYSER_KEYS.some((key) => hasOwn(data, key))) return {ok: false, error: {code: 'notGeyserConfig'}};
  // Without a version line, the layout tells: version 4 had `remote`, the current layout has `java`.
  const version = written ?? (hasOwn(data, 'remote') || !hasOwn(data, 'java') ? GEYSER_V4_CONFIG_VERSION : CURRENT_GEYSER_CONFIG_VERSION);
  if (version < GEYSER_V4_CONFIG_VERSION) return {ok: false, error: {code: 'olderVersion', version, product: 'geyser'}};
  if (version < FIRST_CURRENT_LAYOUT_VERSION) return {ok: true, format: geyserV4Format(), fileVersion: written, warnings: []};

  const platform = hint.platform ?? guessGeyserPlatform(presentKeys(data), geyserPlatforms);
  const warnings: VersionWarning[] = version > CURRENT_GEYSER_CONFIG_VERSION ? [{code: 'newerVersion', product: 'geyser', version}] : [];
  return {ok: true, format: geyserFormat(version, platform), fileVersion: written, warnings};
}
