/**
 * The kinds of config file the editor knows, as data: which options a file of a given program,
 * config-version and platform holds, in which order, and how the form groups them. Supporting a new
 * config-version means adding its options (with `since`/`until`) and its migration rules
 * (`geyserMigrations.ts`), not changing the editor.
 */
import {CURRENT_GEYSER_CONFIG_VERSION, FIRST_CURRENT_LAYOUT_VERSION, geyserCurrentOptions} from './geyserCurrent';
import {GEYSER_V4_CONFIG_VERSION, geyserV4Options, geyserV4RetiredKeys} from './geyserV4';
import {FLOODGATE_CONFIG_VERSION, floodgateOptions} from './floodgate';
import {optionKey, type ConfigGroupId, type ConfigOption, type FloodgateFile, type GeyserPlatform, type RetiredConfigKey} from './types';

export * from './types';
export {CURRENT_GEYSER_CONFIG_VERSION, FIRST_CURRENT_LAYOUT_VERSION, GEYSER_V4_CONFIG_VERSION, FLOODGATE_CONFIG_VERSION};
export {geyserCurrentOptions, geyserV4Options, floodgateOptions};

export type ConfigProduct = 'geyser' | 'floodgate';

export interface ConfigFormat {
  product: ConfigProduct;
  /** The file's config-version (for a file newer than we know, the newest we know). */
  version: number;
  /** The Geyser build or Floodgate file the options are chosen for; null for Geyser's version 4 file. */
  variant: GeyserPlatform | FloodgateFile | null;
  /** The options such a file holds, in the order the program writes them. */
  options: readonly ConfigOption[];
  /** Dotted keys of the nested sections (`advanced`, `advanced.java`). */
  sections: ReadonlySet<string>;
  /** The form's groups, in order. */
  groups: readonly ConfigGroupId[];
  retiredKeys: readonly RetiredConfigKey[];
  /** First part of the translation ids of the options' texts. */
  textPrefix: string;
}

/** Every config-version of Geyser's file the editor reads. */
export const SUPPORTED_GEYSER_VERSIONS: readonly number[] = [GEYSER_V4_CONFIG_VERSION, 5, 6, CURRENT_GEYSER_CONFIG_VERSION];

function sectionsOf(options: readonly ConfigOption[]): Set<string> {
  const sections = new Set<string>();
  for (const option of options) {
    for (let depth = 1; depth < option.path.length; depth++) sections.add(option.path.slice(0, depth).join('.'));
  }
  return sections;
}

function groupsOf(options: readonly ConfigOption[]): ConfigGroupId[] {
  return [...new Set(options.map((option) => option.group))];
}

function makeFormat(
  product: ConfigProduct,
  version: number,
  variant: ConfigFormat['variant'],
  options: readonly ConfigOption[],
  retiredKeys: readonly RetiredConfigKey[],
  textPrefix: string,
): ConfigFormat {
  return {product, version, variant, options, sections: sectionsOf(options), groups: groupsOf(options), retiredKeys, textPrefix};
}

const cache = new Map<string, ConfigFormat>();
function cached(id: string, build: () => ConfigFormat): ConfigFormat {
  let format = cache.get(id);
  if (!format) {
    format = build();
    cache.set(id, format);
  }
  return format;
}

export function geyserV4Format(): ConfigFormat {
  return cached('geyser-4', () => makeFormat('geyser', GEYSER_V4_CONFIG_VERSION, null, geyserV4Options, geyserV4RetiredKeys, 'configEditor.option'));
}

function inVersion(option: ConfigOption, version: number): boolean {
  return (option.since === undefined || version >= option.since) && (option.until === undefined || version <= option.until);
}

/** The options of Geyser's file at a config-version of the current layout (5 and later), for one build. */
export function geyserFormat(version: number, platform: GeyserPlatform): ConfigFormat {
  const known = Math.min(Math.max(version, FIRST_CURRENT_LAYOUT_VERSION), CURRENT_GEYSER_CONFIG_VERSION);
  return cached(`geyser-${known}-${platform}`, () =>
    makeFormat(
      'geyser',
      known,
      platform,
      geyserCurrentOptions.filter((option) => inVersion(option, known) && (!option.platforms || option.platforms.includes(platform))),
      [],
      'configEditor.geyser',
    ),
  );
}

export function floodgateFormat(file: FloodgateFile): ConfigFormat {
  return cached(`floodgate-${file}`, () =>
    makeFormat(
      'floodgate',
      FLOODGATE_CONFIG_VERSION,
      file,
      floodgateOptions.filter((option) => !option.floodgateFile || option.floodgateFile === file),
      [],
      'configEditor.floodgate',
    ),
  );
}

export function findFormatOption(format: ConfigFormat, key: string): ConfigOption | undefined {
  return format.options.find((option) => optionKey(option) === key);
}

/** The translation id of an option's label or description. */
export function optionTextId(format: Pick<ConfigFormat, 'textPrefix'>, option: ConfigOption, part: 'label' | 'description'): string {
  return `${format.textPrefix}.${option.textKey ?? optionKey(option)}.${part}`;
}

/** Every option of every format with its text prefix, once per translation id (for translators). */
export function allOptionTexts(): {option: ConfigOption; textPrefix: string}[] {
  return [
    ...geyserV4Options.map((option) => ({option, textPrefix: 'configEditor.option'})),
    ...geyserCurrentOptions.map((option) => ({option, textPrefix: 'configEditor.geyser'})),
    ...floodgateOptions.map((option) => ({option, textPrefix: 'configEditor.floodgate'})),
  ];
}

/**
 * Which Geyser build most likely wrote a file, from the build-specific keys it holds: a key only some
 * builds write rules out the others. Ties go to the first build in `geyserPlatforms` order.
 */
export function guessGeyserPlatform(presentKeys: ReadonlySet<string>, platforms: readonly GeyserPlatform[]): GeyserPlatform {
  let best = platforms[0];
  let bestScore = -Infinity;
  for (const platform of platforms) {
    let score = 0;
    for (const option of geyserCurrentOptions) {
      if (!option.platforms || !presentKeys.has(optionKey(option))) continue;
      score += option.platforms.includes(platform) ? 1 : -100;
    }
    if (score > bestScore) {
      best = platform;
      bestScore = score;
    }
  }
  return best;
}
