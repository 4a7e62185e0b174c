/**
 * The config editor's document layer. The user's text is the only state: reading parses it, and every
 * edit parses it into the `yaml` package's concrete syntax tree (which keeps every byte: comments,
 * blank lines, quoting, line endings), changes the few tokens concerned, and prints the tree again.
 * Nothing is ever re-serialised from values, so untouched bytes stay exactly as they were.
 */
export {MAX_ALIAS_COUNT} from './document/types';
export type * from './document/types';
export {readConfig} from './document/read';
export {hasBlockingIssues, sameOptionValue} from './document/values';
export {setOptionValue, unsetOption, type SetOptions} from './document/write';
