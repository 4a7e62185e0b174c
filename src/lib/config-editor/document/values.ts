/**
 * What the page asks of a snapshot it already has, without the YAML library: whether Export is
 * blocked, and whether two values mean the same setting. Shared by the reader, the writer and the page.
 */
import type {ConfigOption} from '@site/src/data/configFormats';
import {readBoolean, readInteger, readText} from '../validation';
import type {ConfigSnapshot} from './types';

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
