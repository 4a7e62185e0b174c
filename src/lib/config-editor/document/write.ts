/**
 * Writing: every edit parses the text into the syntax tree, changes the few tokens concerned and prints
 * the tree again, then reads both versions to confirm it changed that option and nothing else.
 */
import {CST, parse as parseYamlValue} from 'yaml';
import type {ConfigOption, ConfigValue} from '@site/src/data/configFormats';
import {findCommentedOptions, type CommentedOption} from './comments';
import {readConfig} from './read';
import {sameOptionValue} from './values';
import {
  columnAt,
  findItem,
  isSingleLine,
  keyName,
  lineBreakOf,
  locate,
  optionIn,
  parseTree,
  printTree,
  sourceToken,
  containerOf,
  type Entry,
  type Tree,
} from './tree';
import type {ConfigSnapshot, EditResult, ReadOptions} from './types';

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
