/**
 * Access to the `yaml` package's concrete syntax tree, which keeps every byte of the file: finding a
 * key's entry, the mapping that holds it, and positions in the text.
 */
import {CST, Parser} from 'yaml';
import {type ConfigFormat, type ConfigOption, optionKey} from '@site/src/data/configFormats';

export type Data = Record<string, unknown>;

export function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function hasOwn(record: Data, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

export interface Tree {
  tokens: CST.Token[];
  root: CST.BlockMap;
}

export interface Entry {
  item: CST.CollectionItem;
  collection: CST.BlockMap | CST.FlowCollection;
  inFlow: boolean;
}

export function parseTree(text: string): Tree | null {
  return treeOf(Array.from(new Parser().parse(text)));
}

export function treeOf(tokens: CST.Token[]): Tree | null {
  const documents = tokens.filter((token): token is CST.Document => token.type === 'document');
  if (documents.length !== 1) return null;
  const root = documents[0].value;
  if (!root || root.type !== 'block-map') return null;
  return {tokens, root};
}

export function printTree(tree: Tree): string {
  return tree.tokens.map((token) => CST.stringify(token)).join('');
}

export function keyName(item: CST.CollectionItem): string | null {
  if (!item.key) return null;
  const scalar = CST.resolveAsScalar(item.key);
  return scalar ? scalar.value : null;
}

export function isMapCollection(token: CST.Token | undefined): token is CST.BlockMap | CST.FlowCollection {
  if (!token) return false;
  if (token.type === 'block-map') return true;
  return token.type === 'flow-collection' && token.start.source === '{';
}

export function findItem(collection: CST.BlockMap | CST.FlowCollection, name: string): CST.CollectionItem | undefined {
  return collection.items.find((item) => keyName(item) === name);
}

/** The mapping that holds a key at `path` (the root for a top-level key), or null when a section is missing. */
export function containerOf(tree: Tree, path: readonly string[]): {collection: CST.BlockMap | CST.FlowCollection; inFlow: boolean} | null {
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

export function locate(tree: Tree, path: readonly string[]): Entry | null {
  const container = containerOf(tree, path);
  if (!container) return null;
  const item = findItem(container.collection, path[path.length - 1]);
  return item ? {item, collection: container.collection, inFlow: container.inFlow} : null;
}

/** The value at `path` in parsed data, and whether the key is there at all. */
export function valueAt(data: Data, path: readonly string[]): {found: boolean; value: unknown} {
  let container: unknown = data;
  for (const name of path.slice(0, -1)) {
    if (!isRecord(container) || !hasOwn(container, name)) return {found: false, value: undefined};
    container = container[name];
  }
  const name = path[path.length - 1];
  if (!isRecord(container) || !hasOwn(container, name)) return {found: false, value: undefined};
  return {found: true, value: container[name]};
}

export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) line++;
  return line;
}

/** 0-based column of an offset in the text. */
export function columnAt(text: string, offset: number): number {
  return offset - (text.lastIndexOf('\n', offset - 1) + 1);
}

export function lineBreakOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

export function sourceToken(type: CST.SourceToken['type'], source: string): CST.SourceToken {
  return {type, offset: 0, indent: 0, source};
}

export function isSingleLine(entry: Entry): boolean {
  if (entry.inFlow) return false;
  const {item} = entry;
  if (item.sep?.some((token) => token.type === 'newline')) return false;
  const value = item.value;
  if (!value) return true;
  if (value.type === 'block-map' || value.type === 'block-seq' || value.type === 'block-scalar') return false;
  const printed = CST.stringify({...value, end: []} as CST.Token);
  return !printed.includes('\n');
}

/** The options of a format by key (formats are fixed data, so each is indexed once). */
const optionIndex = new WeakMap<ConfigFormat, Map<string, ConfigOption>>();

export function optionIn(format: ConfigFormat, key: string): ConfigOption | undefined {
  let index = optionIndex.get(format);
  if (!index) {
    index = new Map(format.options.map((option) => [optionKey(option), option]));
    optionIndex.set(format, index);
  }
  return index.get(key);
}
