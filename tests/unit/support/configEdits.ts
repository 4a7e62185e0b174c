// Helpers shared by the config editor's document tests.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import type {ConfigOption, ConfigValue} from '@site/src/data/configFormats';
import {readConfig, setOptionValue, type ConfigSnapshot, type ReadOptions} from '@site/src/lib/config-editor/configDocument';

export function configFixture(name: string): string {
  return readFileSync(path.resolve(__dirname, '../../fixtures/config', name), 'utf8');
}

export function snapshotOf(text: string, hint: ReadOptions = {}): ConfigSnapshot {
  const result = readConfig(text, hint);
  if (!result.ok) throw new Error(`expected a readable config, got ${result.error.code}`);
  return result.snapshot;
}

export function set(text: string, key: string, value: ConfigValue, hint: ReadOptions = {}): string {
  const result = setOptionValue(text, key, value, hint);
  if (!result.ok) throw new Error(`setting ${key} failed: ${result.reason}`);
  return result.text;
}

/** The lines that differ between two texts of the same line count. */
export function changedLines(before: string, after: string): Array<[string, string]> {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]] as [string, string]]));
}

/** A valid value of the option's type that differs from `value`. */
export function otherValue(option: ConfigOption, value: unknown): ConfigValue {
  switch (option.type) {
    case 'boolean':
      return !(value === true || value === 'true');
    case 'integer':
      return Number(value) + 1;
    case 'enum':
      return option.allowed.find((allowed) => allowed !== String(value).toLowerCase())!;
    case 'string':
      return option.format === 'listenerAddress' ? '0.0.0.0:25578' : `${String(value)}-changed`;
    case 'stringList':
      return [...(value as unknown[]).map(String), option.entryFormat === 'webAddress' ? 'https://example.org/a.mcpack' : '10.9.8.7'];
  }
}

/** A value read from YAML as the option's own type (so `"19132"` becomes 19132). */
export function asValue(option: Pick<ConfigOption, 'type'>, value: unknown): ConfigValue {
  if (option.type === 'integer') return Number(value);
  if (option.type === 'boolean') return value === true || value === 'true';
  if (option.type === 'stringList') return (value as unknown[]).map(String);
  return String(value);
}
