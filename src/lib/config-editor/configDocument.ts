/**
 * The config editor's document layer. The user's text is the only state: reading parses it, and every
 * edit parses it into the `yaml` package's concrete syntax tree (which keeps every byte: comments,
 * blank lines, quoting, line endings), changes the few tokens concerned, and prints the tree again.
 * Nothing is ever re-serialised from values, so untouched bytes stay exactly as they were.
 */
import {CST, Composer, LineCounter, Parser, parse as parseYamlValue} from 'yaml';
import {type ConfigFormat, type ConfigOption, type ConfigValue, type RetiredConfigKey, optionKey} from '@site/src/data/configFormats';
import {detectFormat, type FormatHint, type VersionWarning} from './detect';
import {checkConfigText, type InputErrorCode} from './input';
import {readBoolean, readInteger, readText, validateOptionValue, type ValidationIssue} from './validation';

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

type Data = Record<string, unknown>;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOwn(record: Data, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

function failure(code: LoadErrorCode, extra: Omit<ConfigLoadError, 'code'> = {}): ReadResult {
  return {ok: false, error: {code, ...extra}};
}

/**
 * The last few readings, by text and choices: a render, the edit that follows it and the check of that
 * edit read the same texts, and a large file takes a noticeable time to parse.
 */
const recentReads: {text: string; hint: string; result: ReadResult}[] = [];
const RECENT_READS = 6;

/** Reads and checks a whole file. Never throws; a file that is not a usable config gives an error. */
export function readConfig(text: string, options: ReadOptions = {}): ReadResult {
  const hint = `${options.platform ?? ''}/${options.floodgateFile ?? ''}`;
  const known = recentReads.find((entry) => entry.hint === hint && entry.text === text);
  if (known) return known.result;
  const result = readUncached(text, options);
  recentReads.unshift({text, hint, result});
  recentReads.length = Math.min(recentReads.length, RECENT_READS);
  return result;
}

function readUncached(text: string, options: ReadOptions): ReadResult {
  const inputError = checkConfigText(text);
  if (inputError) return failure(inputError);

  // One pass of the parser gives both the syntax tree (for edits) and the documents (for values).
  const lineCounter = new LineCounter();
  const tokens = Array.from(new Parser(lineCounter.addNewLine).parse(text));
  const list = Array.from(new Composer({uniqueKeys: true, strict: true}).compose(tokens, true, text.length));
  if (list.length > 1) return failure('multipleDocuments');
  const document = list[0];
  if (!document) return failure('empty');
  if (document.errors.length > 0) {
    const first = document.errors[0];
    const position = lineCounter.linePos(first.pos[0]);
    return failure(first.code === 'DUPLICATE_KEY' ? 'duplicateKey' : 'invalidYaml', {
      line: position.line,
      column: position.col,
    });
  }

  let data: unknown;
  try {
    data = document.toJS({maxAliasCount: MAX_ALIAS_COUNT});
  } catch (error) {
    return failure(error instanceof ReferenceError ? 'aliasLimit' : 'invalidYaml');
  }
  if (data === null || data === undefined) return failure('empty');
  if (!isRecord(data)) return failure('notMapping');

  const detected = detectFormat(data, options);
  if (!detected.ok) return {ok: false, error: detected.error};

  const tree = treeOf(tokens);
  if (!tree) return failure('notGeyserConfig');
  return {ok: true, snapshot: buildSnapshot(text, data, tree, detected.format, detected.fileVersion, detected.warnings)};
}

// ---------------------------------------------------------------------------------------------------
// Syntax tree access

interface Tree {
  tokens: CST.Token[];
  root: CST.BlockMap;
}

interface Entry {
  item: CST.CollectionItem;
  collection: CST.BlockMap | CST.FlowCollection;
  inFlow: boolean;
}

function parseTree(text: string): Tree | null {
  return treeOf(Array.from(new Parser().parse(text)));
}

function treeOf(tokens: CST.Token[]): Tree | null {
  const documents = tokens.filter((token): token is CST.Document => token.type === 'document');
  if (documents.length !== 1) return null;
  const root = documents[0].value;
  if (!root || root.type !== 'block-map') return null;
  return {tokens, root};
}

function printTree(tree: Tree): string {
  return tree.tokens.map((token) => CST.stringify(token)).join('');
}

function keyName(item: CST.CollectionItem): string | null {
  if (!item.key) return null;
  const scalar = CST.resolveAsScalar(item.key);
  return scalar ? scalar.value : null;
}

function isMapCollection(token: CST.Token | undefined): token is CST.BlockMap | CST.FlowCollection {
  if (!token) return false;
  if (token.type === 'block-map') return true;
  return token.type === 'flow-collection' && token.start.source === '{';
}

function findItem(collection: CST.BlockMap | CST.FlowCollection, name: string): CST.CollectionItem | undefined {
  return collection.items.find((item) => keyName(item) === name);
}

/** The mapping that holds a key at `path` (the root for a top-level key), or null when a section is missing. */
function containerOf(tree: Tree, path: readonly string[]): {collection: CST.BlockMap | CST.FlowCollection; inFlow: boolean} | null {
  let collection: CST.BlockMap | CST.FlowCollection = tree.root;
  let inFlow = false;
  for (const name of path.slice(0, -1)) {
    const section = findItem(collection, name);
    if (!section || !isMapCollection(section.value)) return null;
    collection = section.value;
    inFlow = inFlow || collection.type === 'flow-collection';
  }
  return {collection, inFlow};
}

function locate(tree: Tree, path: readonly string[]): Entry | null {
  const container = containerOf(tree, path);
  if (!container) return null;
  const item = findItem(container.collection, path[path.length - 1]);
  return item ? {item, collection: container.collection, inFlow: container.inFlow} : null;
}

/** The value at `path` in parsed data, and whether the key is there at all. */
function valueAt(data: Data, path: readonly string[]): {found: boolean; value: unknown} {
  let container: unknown = data;
  for (const name of path.slice(0, -1)) {
    if (!isRecord(container) || !hasOwn(container, name)) return {found: false, value: undefined};
    container = container[name];
  }
  const name = path[path.length - 1];
  if (!isRecord(container) || !hasOwn(container, name)) return {found: false, value: undefined};
  return {found: true, value: container[name]};
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) line++;
  return line;
}

/** 0-based column of an offset in the text. */
function columnAt(text: string, offset: number): number {
  return offset - (text.lastIndexOf('\n', offset - 1) + 1);
}

function lineBreakOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

function sourceToken(type: CST.SourceToken['type'], source: string): CST.SourceToken {
  return {type, offset: 0, indent: 0, source};
}

// ---------------------------------------------------------------------------------------------------
// Commented-out options: whole-line comments such as `  #address: 0.0.0.0` or `# default-locale: en_us`

interface CommentRef {
  list: CST.Token[];
  index: number;
  token: CST.SourceToken;
}

interface CommentedOption {
  key: string;
  ref: CommentRef;
  value: unknown;
  /** The value text after the colon, to copy its quoting when the option is written. */
  valueSource: string;
  column: number;
}

function collectComments(tokens: CST.Token[]): CommentRef[] {
  const found: CommentRef[] = [];
  const fromList = (list: CST.Token[]) => {
    list.forEach((token, index) => {
      if (token.type === 'comment') found.push({list, index, token: token as CST.SourceToken});
      else visitToken(token);
    });
  };
  const fromItem = (item: CST.CollectionItem) => {
    fromList(item.start);
    if (item.key) visitToken(item.key);
    if (item.sep) fromList(item.sep);
    if (item.value) visitToken(item.value);
  };
  const visitToken = (token: CST.Token) => {
    switch (token.type) {
      case 'document':
        fromList(token.start);
        if (token.value) visitToken(token.value);
        if (token.end) fromList(token.end);
        break;
      case 'doc-end':
        if (token.end) fromList(token.end);
        break;
      case 'block-map':
      case 'block-seq':
        token.items.forEach(fromItem);
        break;
      case 'flow-collection':
        token.items.forEach(fromItem);
        fromList(token.end);
        break;
      case 'block-scalar':
        fromList(token.props);
        break;
      case 'scalar':
      case 'single-quoted-scalar':
      case 'double-quoted-scalar':
      case 'alias':
        if (token.end) fromList(token.end);
        break;
      default:
        break;
    }
  };
  fromList(tokens);
  return found;
}

const COMMENTED_KEY = /^#\s*([A-Za-z0-9_-]+)\s*:(?:\s|$)/;

/** The last of `keys` (sorted by offset) that starts before `offset`. */
function lastBefore<T extends {offset: number}>(keys: T[], offset: number): T | undefined {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle].offset < offset) low = middle + 1;
    else high = middle;
  }
  return keys[low - 1];
}

function findCommentedOptions(text: string, tree: Tree, format: ConfigFormat): Map<string, CommentedOption> {
  const rootKeys = tree.root.items.filter((item) => item.key).map((item) => ({name: keyName(item), offset: item.key!.offset}));
  const result = new Map<string, CommentedOption>();
  for (const ref of collectComments(tree.tokens)) {
    const {offset, source} = ref.token;
    const match = COMMENTED_KEY.exec(source);
    if (!match) continue;
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const before = text.slice(lineStart, offset);
    if (!/^[ \t]*$/.test(before)) continue; // a comment after a value, not a line of its own
    const column = before.length;
    let path: string[];
    if (column === 0) {
      path = [match[1]];
    } else {
      const owner = lastBefore(rootKeys, offset);
      if (!owner?.name || !format.sections.has(owner.name)) continue;
      path = [owner.name, match[1]];
    }
    const key = path.join('.');
    if (!optionIn(format, key) || result.has(key)) continue;
    const body = source.slice(1).trim();
    let parsed: unknown;
    try {
      parsed = parseYamlValue(body, {maxAliasCount: 0});
    } catch {
      continue;
    }
    if (!isRecord(parsed) || Object.keys(parsed).length !== 1 || !hasOwn(parsed, match[1])) continue;
    const valueSource = body.slice(body.indexOf(':') + 1).trim();
    result.set(key, {key, ref, value: parsed[match[1]], valueSource, column});
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Reading

function optionIn(format: ConfigFormat, key: string): ConfigOption | undefined {
  return format.options.find((option) => optionKey(option) === key);
}

function buildSnapshot(
  text: string,
  data: Data,
  tree: Tree,
  format: ConfigFormat,
  fileVersion: number | null,
  versionWarnings: ConfigWarning[],
): ConfigSnapshot {
  const commented = findCommentedOptions(text, tree, format);
  const documentIssues: DocumentIssue[] = [];
  for (const section of format.sections) {
    const {found, value} = valueAt(data, section.split('.'));
    if (found && value !== null && !isRecord(value)) documentIssues.push({code: 'sectionNotMapping', key: section});
  }

  const options: OptionState[] = format.options.map((option) => {
    const key = optionKey(option);
    const {found, value} = valueAt(data, option.path);
    if (found) {
      const entry = locate(tree, option.path);
      return {
        key,
        option,
        presence: 'set',
        value,
        issues: validateOptionValue(option, value),
        canUnset: Boolean(option.commentedOutByDefault && entry && isSingleLine(entry)),
        line: entry?.item.key ? lineAt(text, entry.item.key.offset) : undefined,
      };
    }
    const comment = commented.get(key);
    return {
      key,
      option,
      presence: comment ? 'commentedOut' : 'missing',
      value: comment?.value,
      issues: [],
      canUnset: false,
      line: comment ? lineAt(text, comment.ref.token.offset) : undefined,
    };
  });

  const warnings: ConfigWarning[] = [...versionWarnings];
  if (!hasOwn(data, 'config-version')) warnings.unshift({code: 'noConfigVersion'});
  return {
    text,
    format,
    fileVersion,
    readOnly: versionWarnings.some((warning) => warning.code === 'newerVersion'),
    options,
    byKey: new Map(options.map((state) => [state.key, state])),
    extraKeys: findExtraKeys(tree, format),
    documentIssues,
    warnings,
  };
}

function itemSource(item: CST.CollectionItem): string {
  const printed = CST.stringify({start: [], key: item.key, sep: item.sep, value: item.value});
  return printed.replace(/\s+$/, '');
}

function findExtraKeys(tree: Tree, format: ConfigFormat): ExtraKey[] {
  const extras: ExtraKey[] = [];
  const visit = (collection: CST.BlockMap | CST.FlowCollection, prefix: readonly string[]) => {
    for (const item of collection.items) {
      if (!item.key) continue;
      const path = [...prefix, keyName(item) ?? CST.stringify(item.key)];
      const key = path.join('.');
      if (format.sections.has(key)) {
        if (isMapCollection(item.value)) visit(item.value, path);
      } else if (!optionIn(format, key)) {
        const retired = format.retiredKeys.find((entry) => entry.path.join('.') === key);
        extras.push({key, source: itemSource(item), retired});
      }
    }
  };
  visit(tree.root, []);
  return extras;
}

function isSingleLine(entry: Entry): boolean {
  if (entry.inFlow) return false;
  const {item} = entry;
  if (item.sep?.some((token) => token.type === 'newline')) return false;
  const value = item.value;
  if (!value) return true;
  if (value.type === 'block-map' || value.type === 'block-seq' || value.type === 'block-scalar') return false;
  const printed = CST.stringify({...value, end: []} as CST.Token);
  return !printed.includes('\n');
}

export function hasBlockingIssues(snapshot: ConfigSnapshot): boolean {
  return snapshot.documentIssues.length > 0 || snapshot.options.some((state) => state.issues.length > 0);
}

/** True when two values mean the same setting to Geyser (so `"19132"` equals `19132`). */
export function sameOptionValue(option: ConfigOption, a: unknown, b: unknown): boolean {
  switch (option.type) {
    case 'boolean':
      return readBoolean(a) !== null && readBoolean(a) === readBoolean(b);
    case 'integer':
      return readInteger(a) !== null && readInteger(a) === readInteger(b);
    case 'enum':
    case 'string':
      return readText(a) !== null && readText(a) === readText(b);
    case 'stringList':
      return (
        Array.isArray(a) &&
        Array.isArray(b) &&
        a.length === b.length &&
        a.every((entry, index) => readText(entry) !== null && readText(entry) === readText(b[index]))
      );
  }
}

// ---------------------------------------------------------------------------------------------------
// Writing

type QuoteStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE';

function valueText(value: ConfigValue): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  return '';
}

function renderScalar(text: string, style: QuoteStyle, inFlow: boolean): string {
  return CST.stringify(CST.createScalarToken(text, {indent: 0, inFlow, type: style, end: []}));
}

/** Whether unquoted text would be read back as the intended value (`true` or `19132` would not stay text). */
function plainReadsBack(type: ConfigOption['type'], source: string, text: string): boolean {
  let parsed: unknown;
  try {
    parsed = parseYamlValue(source);
  } catch {
    return false;
  }
  switch (type) {
    case 'boolean':
      return parsed === (text === 'true');
    case 'integer':
      return parsed === Number(text);
    case 'enum':
      return parsed !== null && typeof parsed !== 'object' && String(parsed) === text;
    default:
      return parsed === text;
  }
}

function chooseStyle(type: ConfigOption['type'], text: string, preferred: QuoteStyle, inFlow: boolean): QuoteStyle {
  if (preferred !== 'PLAIN') return preferred;
  const plain = renderScalar(text, 'PLAIN', inFlow);
  if (/^["']/.test(plain)) return plain.startsWith("'") ? 'QUOTE_SINGLE' : 'QUOTE_DOUBLE';
  return plainReadsBack(type, plain, text) ? 'PLAIN' : 'QUOTE_DOUBLE';
}

function styleOfToken(token: CST.Token | undefined): QuoteStyle | null {
  switch (token?.type) {
    case 'scalar':
      return 'PLAIN';
    case 'double-quoted-scalar':
      return 'QUOTE_DOUBLE';
    case 'single-quoted-scalar':
      return 'QUOTE_SINGLE';
    default:
      return null;
  }
}

function styleOfSource(source: string): QuoteStyle {
  if (source.startsWith('"')) return 'QUOTE_DOUBLE';
  if (source.startsWith("'")) return 'QUOTE_SINGLE';
  return 'PLAIN';
}

/** The style a newly written value gets when there is nothing to copy it from. */
function defaultStyle(option: ConfigOption): QuoteStyle {
  return (option.type === 'string' || option.type === 'enum') && option.quoted ? 'QUOTE_DOUBLE' : 'PLAIN';
}

function scalarToken(text: string, style: QuoteStyle, inFlow: boolean, end: CST.SourceToken[]): CST.FlowScalar {
  const token = CST.createScalarToken(text, {indent: 0, inFlow, type: style, end});
  return token as CST.FlowScalar;
}

/** Flow sequence text such as `[ "127.0.0.1", "10.0.0.0/8" ]`. */
function renderFlowList(values: readonly string[], style: QuoteStyle, padded: boolean): string {
  if (values.length === 0) return '[]';
  const inner = values.map((value) => renderScalar(value, chooseStyle('string', value, style, true), true)).join(', ');
  return padded ? `[ ${inner} ]` : `[${inner}]`;
}

function flowListToken(
  values: readonly string[],
  style: QuoteStyle,
  padded: boolean,
  trailing: CST.SourceToken[],
  spaceAfterComma = true,
): CST.FlowCollection {
  const separator = spaceAfterComma ? [sourceToken('comma', ','), sourceToken('space', ' ')] : [sourceToken('comma', ',')];
  const items: CST.CollectionItem[] = values.map((value, index) => ({
    start: index === 0 ? (padded ? [sourceToken('space', ' ')] : []) : separator.map((token) => ({...token})),
    value: scalarToken(
      value,
      chooseStyle('string', value, style, true),
      true,
      padded && index === values.length - 1 ? [sourceToken('space', ' ')] : [],
    ),
  }));
  return {
    type: 'flow-collection',
    offset: 0,
    indent: 0,
    start: sourceToken('flow-seq-start', '['),
    items,
    end: [sourceToken('flow-seq-end', ']'), ...trailing],
  };
}

/**
 * Splits what follows the `:` of a pair into nothing (the new value goes right after `: `) and the
 * trailing tokens (comment, line break, next line's indentation), which move behind the new value.
 */
function takeSeparatorTail(item: CST.CollectionItem): CST.SourceToken[] | null {
  const sep = item.sep;
  if (!sep) return null;
  const colon = sep.findIndex((token) => token.type === 'map-value-ind');
  if (colon === -1) return null;
  const tail = sep.slice(colon + 1);
  let first = 0;
  while (first < tail.length && tail[first].type === 'space') first++;
  const kept = tail.slice(first);
  item.sep = [...sep.slice(0, colon + 1), sourceToken('space', ' ')];
  return kept[0]?.type === 'comment' ? [sourceToken('space', ' '), ...kept] : kept;
}

function writeScalar(entry: Entry, option: ConfigOption, text: string, referenceStyle: QuoteStyle | null): boolean {
  const {item, inFlow} = entry;
  const current = item.value;
  if (!current) {
    const trailing = takeSeparatorTail(item);
    if (!trailing) return false;
    item.value = scalarToken(text, chooseStyle(option.type, text, defaultStyle(option), inFlow), inFlow, trailing);
    return true;
  }
  const preferred = referenceStyle ?? styleOfToken(current) ?? defaultStyle(option);
  CST.setScalarValue(current, text, {type: chooseStyle(option.type, text, preferred, inFlow), inFlow});
  return true;
}

function firstEntryStyle(items: CST.CollectionItem[]): QuoteStyle {
  for (const item of items) {
    const style = styleOfToken(item.value);
    if (style) return style;
  }
  return 'QUOTE_DOUBLE';
}

function rewriteBlockList(sequence: CST.BlockSequence, values: readonly string[], lineBreak: string): void {
  const {items} = sequence;
  const style = firstEntryStyle(items);
  const laterStart =
    items.length > 1
      ? items[1].start
      : [sourceToken('space', ' '.repeat(Math.max(0, sequence.indent))), sourceToken('seq-item-ind', '-'), sourceToken('space', ' ')];
  const oldLast = items[items.length - 1];
  const oldLastEnd = oldLast?.value && 'end' in oldLast.value && Array.isArray(oldLast.value.end) ? oldLast.value.end : [];
  const afterLastLine = oldLastEnd.slice(oldLastEnd.findIndex((token) => token.type === 'newline') + 1);

  values.forEach((value, index) => {
    const existing = items[index];
    if (existing?.value && CST.isScalar(existing.value)) {
      const preferred = styleOfToken(existing.value) ?? style;
      CST.setScalarValue(existing.value, value, {type: chooseStyle('string', value, preferred, false)});
    } else if (existing) {
      existing.value = scalarToken(value, chooseStyle('string', value, style, false), false, [sourceToken('newline', lineBreak)]);
    } else {
      items.push({
        start: laterStart.map((token) => ({...token})),
        value: scalarToken(value, chooseStyle('string', value, style, false), false, [sourceToken('newline', lineBreak)]),
      });
    }
  });
  if (items.length > values.length) {
    items.splice(values.length);
    // Comment lines the parser hung on the removed last entry belong to what follows the list.
    const newLast = items[items.length - 1].value;
    if (newLast && 'end' in newLast && Array.isArray(newLast.end) && afterLastLine.length > 0 && oldLast !== items[items.length - 1]) {
      newLast.end.push(...afterLastLine);
    }
  }
}

function writeList(entry: Entry, values: readonly string[], lineBreak: string): boolean {
  const {item} = entry;
  const current = item.value;
  if (current?.type === 'block-seq' && values.length > 0 && !entry.inFlow) {
    rewriteBlockList(current, values, lineBreak);
    return true;
  }
  if (current?.type === 'flow-collection') {
    const close = current.end.findIndex((token) => token.type === 'flow-seq-end' || token.type === 'flow-map-end');
    const trailing = current.end.slice(close + 1);
    const padded = current.items[0]?.start.some((token) => token.type === 'space') ?? false;
    const spaceAfterComma = current.items.length < 2 || current.items[1].start.some((token) => token.type === 'space');
    item.value = flowListToken(values, firstEntryStyle(current.items), padded, trailing, spaceAfterComma);
    return true;
  }
  if (current && (current.type === 'scalar' || current.type === 'double-quoted-scalar' || current.type === 'single-quoted-scalar')) {
    item.value = flowListToken(values, 'QUOTE_DOUBLE', false, current.end ?? []);
    return true;
  }
  if (current && current.type !== 'block-seq') return false;
  // No value yet, or a block list that becomes empty: write `key: []` on the key's line.
  const tail = takeSeparatorTail(item);
  if (!tail) return false;
  let trailing = tail;
  if (current?.type === 'block-seq') {
    const last = current.items[current.items.length - 1]?.value;
    const lastEnd = last && 'end' in last && Array.isArray(last.end) ? last.end : [];
    const lineEnd = lastEnd.findIndex((token) => token.type === 'newline');
    const keyLineComment = tail.filter((token) => token.type === 'space' || token.type === 'comment');
    trailing = [
      ...(keyLineComment.some((token) => token.type === 'comment') ? keyLineComment : []),
      ...(lineEnd === -1 ? [] : lastEnd.slice(lineEnd)),
    ];
  }
  item.value = flowListToken(values, 'QUOTE_DOUBLE', false, trailing);
  return true;
}

function renderForLine(option: ConfigOption, value: ConfigValue, sourceHint: string | null): string {
  if (option.type === 'stringList') {
    const style = sourceHint ? styleOfSource(sourceHint.replace(/^\[\s*/, '')) : 'QUOTE_DOUBLE';
    const padded = sourceHint ? /^\[\s/.test(sourceHint) : true;
    return renderFlowList(value as readonly string[], style === 'PLAIN' ? 'QUOTE_DOUBLE' : style, padded);
  }
  const text = valueText(value);
  const preferred = sourceHint !== null && sourceHint !== '' ? styleOfSource(sourceHint) : defaultStyle(option);
  return renderScalar(text, chooseStyle(option.type, text, preferred, false), false);
}

/** Column of the keys of the mapping that holds `path` (0 at the top level, 2 per level in the programs' files). */
function sectionIndent(text: string, tree: Tree, path: readonly string[]): number {
  if (path.length === 1) return 0;
  const container = containerOf(tree, path);
  if (container?.collection.type === 'block-map') {
    const firstKeyed = container.collection.items.find((item) => item.key);
    if (firstKeyed?.key) return columnAt(text, firstKeyed.key.offset);
  }
  return 2 * (path.length - 1);
}

function uncomment(text: string, tree: Tree, commented: CommentedOption, option: ConfigOption, value: ConfigValue): void {
  const {ref} = commented;
  const name = option.path[option.path.length - 1];
  ref.token.source = `${name}: ${renderForLine(option, value, commented.valueSource)}`;
  const indent = sectionIndent(text, tree, option.path);
  if (indent === commented.column) return;
  const previous = ref.list[ref.index - 1] as CST.SourceToken | undefined;
  if (commented.column > 0 && previous?.type === 'space') {
    previous.source = ' '.repeat(indent);
  } else {
    ref.token.source = ' '.repeat(indent) + ref.token.source;
  }
}

type MapItem = CST.BlockMap['items'][number];

function newPair(name: string, valueSource: string, lineBreak: string, indent: number, needsLineBreakFirst: boolean): MapItem {
  const start: CST.SourceToken[] = [];
  if (needsLineBreakFirst) start.push(sourceToken('newline', lineBreak));
  if (indent > 0) start.push(sourceToken('space', ' '.repeat(indent)));
  return {
    start,
    key: {type: 'scalar', offset: 0, indent, source: name, end: []},
    sep: [sourceToken('map-value-ind', ':'), sourceToken('space', ' ')],
    value: {type: 'scalar', offset: 0, indent, source: valueSource, end: [sourceToken('newline', lineBreak)]},
  };
}

function endsWithLineBreak(items: CST.CollectionItem[], upTo: number): boolean {
  if (upTo <= 0) return true;
  const printed = CST.stringify(items[upTo - 1]);
  return printed === '' || printed.endsWith('\n');
}

function lastKeyed(items: CST.CollectionItem[]): number {
  for (let index = items.length - 1; index >= 0; index--) if (items[index].key) return index;
  return -1;
}

/** A new block: `name:` followed by the nested sections and the pair, each level two spaces deeper. */
function newSectionChain(names: readonly string[], pair: MapItem, lineBreak: string, indent: number, needsLineBreakFirst: boolean): MapItem {
  const [name, ...rest] = names;
  const start: CST.SourceToken[] = [];
  if (needsLineBreakFirst) start.push(sourceToken('newline', lineBreak));
  if (indent > 0) start.push(sourceToken('space', ' '.repeat(indent)));
  const inner = rest.length > 0 ? newSectionChain(rest, pair, lineBreak, indent + 2, false) : pair;
  return {
    start,
    key: {type: 'scalar', offset: 0, indent, source: name, end: []},
    sep: [sourceToken('map-value-ind', ':'), sourceToken('newline', lineBreak)],
    value: {type: 'block-map', offset: 0, indent: indent + 2, items: [inner]},
  };
}

/**
 * Adds an option the file does not mention at all: at the end of its section, creating missing sections
 * on the way, or, at the top level, before `config-version`.
 */
function insertOption(text: string, tree: Tree, option: ConfigOption, value: ConfigValue): boolean {
  const lineBreak = lineBreakOf(text);
  const rendered = renderForLine(option, value, null);
  const name = option.path[option.path.length - 1];

  // The deepest section of the option's path that the file already has as a block mapping.
  let items = tree.root.items;
  let indent = 0;
  let depth = 0;
  let beforeVersion = true;
  for (; depth < option.path.length - 1; depth++) {
    const section = findItem({type: 'block-map', offset: 0, indent, items} as CST.BlockMap, option.path[depth]);
    if (!section) break;
    if (section.value?.type === 'block-map') {
      items = section.value.items;
      const firstKeyed = items.find((item) => item.key);
      indent = firstKeyed?.key ? columnAt(text, firstKeyed.key.offset) : indent + 2;
      beforeVersion = false;
      continue;
    }
    if (section.value) return false;
    // `metrics:` with nothing under it: the rest of the path becomes its first entry.
    const trailing = takeSeparatorTail(section);
    if (!trailing) return false;
    const lineEnd = trailing.findIndex((token) => token.type === 'newline');
    const onKeyLine = lineEnd === -1 ? trailing : trailing.slice(0, lineEnd);
    const rest = lineEnd === -1 ? [] : trailing.slice(lineEnd + 1);
    section.sep = [sourceToken('map-value-ind', ':'), ...onKeyLine, sourceToken('newline', lineBreak)];
    const child = newPair(name, rendered, lineBreak, indent + 2 * (option.path.length - 1 - depth), false);
    (child.value as CST.FlowScalar).end = [sourceToken('newline', lineBreak), ...rest];
    const remaining = option.path.slice(depth + 1, -1);
    section.value = {
      type: 'block-map',
      offset: 0,
      indent: indent + 2,
      items: [remaining.length > 0 ? newSectionChain(remaining, child, lineBreak, indent + 2, false) : child],
    };
    return true;
  }

  const versionIndex = beforeVersion ? items.findIndex((item) => keyName(item) === 'config-version') : -1;
  const at = versionIndex >= 0 ? versionIndex : lastKeyed(items) + 1;
  const needsBreak = !endsWithLineBreak(items, at);
  const missing = option.path.slice(depth, -1);
  const pair = newPair(name, rendered, lineBreak, indent + 2 * missing.length, missing.length === 0 && needsBreak);
  items.splice(at, 0, missing.length > 0 ? newSectionChain(missing, pair, lineBreak, indent, needsBreak) : pair);
  return true;
}

/** Confirms an edit did what was asked and nothing else, by reading both versions. */
function confirmEdit(before: ConfigSnapshot, after: string, key: string, expected: ConfigValue | undefined, options: ReadOptions): boolean {
  const next = readConfig(after, options);
  if (!next.ok || next.snapshot.format !== before.format) return false;
  for (const state of next.snapshot.options) {
    const previous = before.byKey.get(state.key)!;
    if (state.key === key) {
      if (expected === undefined) {
        if (state.presence === 'set') return false;
      } else if (state.presence !== 'set' || !sameOptionValue(state.option, state.value, expected)) {
        return false;
      }
      continue;
    }
    if ((state.presence === 'set') !== (previous.presence === 'set')) return false;
    if (state.presence === 'set' && JSON.stringify(state.value) !== JSON.stringify(previous.value)) return false;
  }
  const extras = (snapshot: ConfigSnapshot) => JSON.stringify(snapshot.extraKeys.map((extra) => [extra.key, extra.source]));
  return extras(before) === extras(next.snapshot);
}

function valueMatchesType(option: ConfigOption, value: ConfigValue): boolean {
  switch (option.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'stringList':
      return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
    default:
      return typeof value === 'string';
  }
}

/**
 * Sets one option. An option already in the file has only its value's characters replaced (keeping
 * its quoting where the value allows); a commented-out one has its comment line turned into the
 * setting, at the same place and indentation; a missing one is added to its section.
 */
export interface SetOptions extends ReadOptions {
  /**
   * The file as first loaded. Its quoting of this option wins over the current text's, so text
   * typed letter by letter (briefly `1`, which must be quoted) ends up plain again as in the file.
   */
  styleReference?: string;
}

/** The file as first loaded is read again for every edit; its tree is only read, so it is kept. */
let referenceTree: {text: string; tree: Tree | null} | null = null;

function referenceStyleOf(reference: string | undefined, option: ConfigOption): QuoteStyle | null {
  if (reference === undefined || (option.type !== 'string' && option.type !== 'enum')) return null;
  if (referenceTree?.text !== reference) referenceTree = {text: reference, tree: parseTree(reference)};
  const {tree} = referenceTree;
  const entry = tree ? locate(tree, option.path) : null;
  return styleOfToken(entry?.item.value);
}

/** Reads the file for an edit: its snapshot, and the option named by `key` in its format. */
function readForEdit(text: string, key: string, options: ReadOptions) {
  const read = readConfig(text, options);
  const tree = parseTree(text);
  if (!tree || !read.ok) return {ok: false as const, reason: 'unreadable' as const};
  const option = optionIn(read.snapshot.format, key);
  if (!option) return {ok: false as const, reason: 'unknownOption' as const};
  if (read.snapshot.readOnly) return {ok: false as const, reason: 'readOnly' as const};
  return {ok: true as const, snapshot: read.snapshot, tree, option};
}

export function setOptionValue(text: string, key: string, value: ConfigValue, options: SetOptions = {}): EditResult {
  const {styleReference, ...readOptions} = options;
  const read = readForEdit(text, key, readOptions);
  if (!read.ok) return read;
  const {snapshot, tree, option} = read;
  if (!valueMatchesType(option, value)) return {ok: false, reason: 'unknownOption'};
  if (option.readOnly) return {ok: false, reason: 'readOnly'};
  const current = snapshot.byKey.get(key)!;
  if (current.presence === 'set' && sameOptionValue(option, current.value, value)) return {ok: true, text};

  const entry = locate(tree, option.path);
  let written: boolean;
  if (entry) {
    written =
      option.type === 'stringList'
        ? writeList(entry, value as readonly string[], lineBreakOf(text))
        : writeScalar(entry, option, valueText(value), referenceStyleOf(styleReference, option));
  } else {
    const commented = findCommentedOptions(text, tree, snapshot.format).get(key);
    if (commented) {
      uncomment(text, tree, commented, option, value);
      written = true;
    } else {
      written = insertOption(text, tree, option, value);
    }
  }
  if (!written) return {ok: false, reason: 'unsupportedLayout'};
  const next = printTree(tree);
  return confirmEdit(snapshot, next, key, value, readOptions) ? {ok: true, text: next} : {ok: false, reason: 'unsafeEdit'};
}

/** Turns a set optional option back into a comment line (`address: 1.2.3.4` → `#address: 1.2.3.4`). */
export function unsetOption(text: string, key: string, options: ReadOptions = {}): EditResult {
  const read = readForEdit(text, key, options);
  if (!read.ok) return read;
  const {snapshot, tree, option} = read;
  if (!option.commentedOutByDefault) return {ok: false, reason: 'notOptional'};
  const entry = locate(tree, option.path);
  if (!entry) return {ok: true, text};
  if (!isSingleLine(entry) || !entry.item.key || !('source' in entry.item.key)) return {ok: false, reason: 'unsupportedLayout'};
  entry.item.key.source = `#${entry.item.key.source}`;
  const next = printTree(tree);
  return confirmEdit(snapshot, next, key, undefined, options) ? {ok: true, text: next} : {ok: false, reason: 'unsafeEdit'};
}
