/**
 * The shape of the config editor's data: one option list per kind of file (Geyser's config-version 4
 * file, Geyser's current file, Floodgate's file), each option with its type, default, limits and, where
 * it applies, the platforms and versions that write it. Labels and descriptions are English here and
 * reach translators through plugins/i18n (dataStrings).
 */

export type ConfigOptionType = 'boolean' | 'integer' | 'string' | 'enum' | 'stringList';

/** How the form groups options. */
export type ConfigGroupId =
  | 'bedrock'
  | 'remote'
  | 'java'
  | 'motd'
  | 'general'
  | 'gameplay'
  | 'metrics'
  | 'advanced'
  | 'advancedJava'
  | 'advancedBedrock'
  | 'floodgate'
  | 'disconnect'
  | 'playerLink';

/** Extra checks for free-text values, beyond "is a string". */
export type StringFormat =
  | 'listenAddress'
  | 'remoteAddress'
  | 'host'
  | 'locale'
  | 'localeOrSystem'
  | 'itemId'
  | 'metricsId'
  | 'uuid'
  | 'fileName'
  | 'proxyAllowEntry'
  | 'webAddress'
  | 'listenerAddress'
  | 'usernamePrefix'
  | 'playerName';

export type ConfigValue = boolean | number | string | readonly string[];

/**
 * The builds of current Geyser, grouped by the options they write (Geyser's `@PluginSpecific`,
 * `@ExcludePlatform` and `@IncludePlatform` marks): Paper/Spigot and Velocity write the same file,
 * BungeeCord adds its listener option, the mods and ViaProxy add bStats, Standalone has no server
 * of its own and names the Java server's address instead.
 */
export const geyserPlatforms = ['spigot', 'bungeecord', 'mod', 'standalone'] as const;
export type GeyserPlatform = (typeof geyserPlatforms)[number];

/** Floodgate writes `config.yml` from one of two templates. */
export const floodgateFiles = ['server', 'proxy'] as const;
export type FloodgateFile = (typeof floodgateFiles)[number];

interface OptionBase {
  /** Keys from the root, e.g. ['advanced', 'bedrock', 'mtu']. */
  path: readonly string[];
  group: ConfigGroupId;
  label: string;
  description: string;
  /** A page of this site that explains the option further. */
  docPath?: string;
  /**
   * Shipped as a comment line (`#address: 0.0.0.0`): the program works without it, and the value written
   * after the `#` is only an example. Such options may be left unset.
   */
  commentedOutByDefault?: boolean;
  /** Kept in the file but not offered in the form (it holds account data, or the program manages it). */
  hiddenInForm?: boolean;
  /** Shown but not editable. */
  readOnly?: boolean;
  /** Only these Geyser builds write the option (all when absent). */
  platforms?: readonly GeyserPlatform[];
  /** Only this Floodgate file has the option (both when absent). */
  floodgateFile?: FloodgateFile;
  /** Names the option's texts for translators when two options share a path (default: the path). */
  textKey?: string;
  /** The first and last config-version that have the option (all the format's versions when absent). */
  since?: number;
  until?: number;
}

export interface BooleanOption extends OptionBase {
  type: 'boolean';
  default: boolean;
}

export interface IntegerOption extends OptionBase {
  type: 'integer';
  default: number;
  min?: number;
  max?: number;
}

export interface StringOption extends OptionBase {
  type: 'string';
  default: string;
  format?: StringFormat;
  /** Written with double quotes in the Default file, as the program's own file does. */
  quoted?: boolean;
}

export interface EnumOption extends OptionBase {
  type: 'enum';
  default: string;
  allowed: readonly string[];
  /** The program compares these values without regard to case. */
  caseInsensitive?: boolean;
  /** Older spellings the program still accepts and maps to an allowed value. */
  legacyAliases?: readonly string[];
  quoted?: boolean;
}

export interface StringListOption extends OptionBase {
  type: 'stringList';
  default: readonly string[];
  entryFormat?: StringFormat;
}

export type ConfigOption = BooleanOption | IntegerOption | StringOption | EnumOption | StringListOption;

/** Keys that older releases read and this format ignores; the editor keeps and labels them. */
export interface RetiredConfigKey {
  path: readonly string[];
  /** Year of the change that stopped reading the key. */
  retiredIn: number;
}

export const PORT_MIN = 1;
export const PORT_MAX = 65535;

/** The dotted form used as an id: `bedrock.port`. */
export function optionKey(option: Pick<ConfigOption, 'path'>): string {
  return option.path.join('.');
}
