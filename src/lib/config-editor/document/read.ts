/** Reading a whole file: parse once, check it, detect its format and build the snapshot the editor shows. */
import {CST, Composer, isMap, isPair, isScalar, isSeq, LineCounter, Parser, type Node as YamlNode} from 'yaml';
import {type ConfigFormat, optionKey} from '@site/src/data/configFormats';
import {detectFormat} from '../detect';
import {checkConfigText} from '../input';
import {validateOptionValue} from '../validation';
import {findCommentedOptions} from './comments';
import {hasOwn, isMapCollection, isRecord, isSingleLine, keyName, lineAt, locate, optionIn, treeOf, valueAt, type Data, type Tree} from './tree';
import {
  MAX_ALIAS_COUNT,
  type ConfigLoadError,
  type ConfigSnapshot,
  type ConfigWarning,
  type DocumentIssue,
  type ExtraKey,
  type LoadErrorCode,
  type OptionState,
  type ReadOptions,
  type ReadResult,
} from './types';

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

/**
 * Offset of the first key that repeats an earlier key of the same mapping (keys compared by value, as
 * the YAML package does), or null. Walks the document without recursion, so nesting depth cannot
 * overflow the stack.
 */
export function firstDuplicateKey(root: unknown): number | null {
  let first: number | null = null;
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (isMap(node)) {
      const seen = new Set<unknown>();
      for (const pair of node.items) {
        const key: unknown = pair.key;
        const identity = isScalar(key) ? key.value : key;
        if (seen.has(identity)) {
          const offset = (key as YamlNode | null)?.range?.[0] ?? node.range?.[0] ?? 0;
          if (first === null || offset < first) first = offset;
        }
        seen.add(identity);
        pending.push(key, pair.value);
      }
    } else if (isSeq(node)) {
      pending.push(...node.items);
    } else if (isPair(node)) {
      pending.push(node.key, node.value);
    }
  }
  return first;
}

function readUncached(text: string, options: ReadOptions): ReadResult {
  const inputError = checkConfigText(text);
  if (inputError) return failure(inputError);

  // One pass of the parser gives both the syntax tree (for edits) and the documents (for values).
  const lineCounter = new LineCounter();
  const tokens = Array.from(new Parser(lineCounter.addNewLine).parse(text));
  // The package's own duplicate-key check compares every key with every earlier one of its mapping,
  // which takes half a minute on a 256 KB file of short keys; `firstDuplicateKey` does it in one pass.
  const list = Array.from(new Composer({uniqueKeys: false, strict: true}).compose(tokens, true, text.length));
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
  const duplicate = firstDuplicateKey(document.contents);
  if (duplicate !== null) {
    const position = lineCounter.linePos(duplicate);
    return failure('duplicateKey', {line: position.line, column: position.col});
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
