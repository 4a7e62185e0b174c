/** The document layer's shared types: what reading a file gives, and why an edit can fail. */
import type {ConfigFormat, ConfigOption, RetiredConfigKey} from '@site/src/data/configFormats';
import type {FormatHint, VersionWarning} from '../detect';
import type {InputErrorCode} from '../input';
import type {ValidationIssue} from '../validation';

/** Aliases a Geyser config never needs; more than this is treated as an expansion attack. */
export const MAX_ALIAS_COUNT = 50;

export type LoadErrorCode =
  InputErrorCode | 'empty' | 'invalidYaml' | 'duplicateKey' | 'multipleDocuments' | 'aliasLimit' | 'notMapping' | 'notGeyserConfig' | 'olderVersion';

export interface ConfigLoadError {
  code: LoadErrorCode;
  /** 1-based position of a YAML syntax problem. */
  line?: number;
  column?: number;
  /** The `config-version` found, for the version errors. */
  version?: number;
  /** Which program's file it is, for the version errors. */
  product?: 'geyser' | 'floodgate';
}

/** Where an option stands in the file: written out, present only as a `#key: value` comment, or absent. */
export type OptionPresence = 'set' | 'commentedOut' | 'missing';

export interface OptionState {
  key: string;
  option: ConfigOption;
  presence: OptionPresence;
  /** The value in the file; for a commented-out option, the value written after the `#`. */
  value: unknown;
  issues: ValidationIssue[];
  /** A set optional option on one line can be turned back into a comment. */
  canUnset: boolean;
  /** 1-based line of the option's key (or of its comment line) in the file. */
  line?: number;
}

/** A key the schema does not describe: kept byte for byte and shown read-only. */
export interface ExtraKey {
  key: string;
  /** The key's lines as written, without the comments above them. */
  source: string;
  /** Set when an older Geyser release used this key. */
  retired?: RetiredConfigKey;
}

export type DocumentIssue = {code: 'sectionNotMapping'; key: string};
export type ConfigWarning = {code: 'noConfigVersion'} | VersionWarning;

export interface ConfigSnapshot {
  text: string;
  /** What kind of file this is: program, config-version and build, with its options. */
  format: ConfigFormat;
  /** The config-version written in the file (it can be newer than the format's). */
  fileVersion: number | null;
  /** A file from a newer release than the editor knows opens read-only. */
  readOnly: boolean;
  options: OptionState[];
  byKey: ReadonlyMap<string, OptionState>;
  extraKeys: ExtraKey[];
  documentIssues: DocumentIssue[];
  warnings: ConfigWarning[];
}

export type ReadResult = {ok: true; snapshot: ConfigSnapshot} | {ok: false; error: ConfigLoadError};

export type EditFailure = 'unknownOption' | 'readOnly' | 'notOptional' | 'unreadable' | 'unsupportedLayout' | 'unsafeEdit';

/** Choices the page makes about a file that its contents cannot settle (which build wrote it). */
export type ReadOptions = FormatHint;
export type EditResult = {ok: true; text: string} | {ok: false; reason: EditFailure};
