/** Commented-out options: whole-line comments such as `  #address: 0.0.0.0` or `# default-locale: en_us`. */
import {CST, parse as parseYamlValue} from 'yaml';
import type {ConfigFormat} from '@site/src/data/configFormats';
import {hasOwn, isRecord, keyName, optionIn, type Tree} from './tree';

export interface CommentRef {
  list: CST.Token[];
  index: number;
  token: CST.SourceToken;
}

export interface CommentedOption {
  key: string;
  ref: CommentRef;
  value: unknown;
  /** The value text after the colon, to copy its quoting when the option is written. */
  valueSource: string;
  column: number;
}

export function collectComments(tokens: CST.Token[]): CommentRef[] {
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

export const COMMENTED_KEY = /^#\s*([A-Za-z0-9_-]+)\s*:(?:\s|$)/;

/** The last of `keys` (sorted by offset) that starts before `offset`. */
export function lastBefore<T extends {offset: number}>(keys: T[], offset: number): T | undefined {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle].offset < offset) low = middle + 1;
    else high = middle;
  }
  return keys[low - 1];
}

export function findCommentedOptions(text: string, tree: Tree, format: ConfigFormat): Map<string, CommentedOption> {
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
