/**
 * What differs between two dumps, grouped the way support staff ask "what
 * changed since it last worked?": versions, Java and OS, plugins and extensions,
 * config values, and diagnostics. Everything keyed by names from a dump (plugin
 * names, config keys) goes through a Map, so a key such as "__proto__" or
 * "constructor" is just another name. Only differences are returned.
 */
import {runDiagnostics, type DiagnosticContext, type Finding} from './diagnostics';
import type {DumpModel, JsonValue} from './model';

/** The fields compared in the first two groups; the component names each one. */
export type VersionField =
  'geyserVersion' | 'buildNumber' | 'commit' | 'platform' | 'platformName' | 'platformVersion' | 'minecraftVersion' | 'apiVersion';

export type SystemField = 'javaVersion' | 'javaVendor' | 'javaName' | 'architecture' | 'operatingSystem' | 'operatingSystemVersion' | 'docker';

export interface FieldChange<Field extends string> {
  field: Field;
  /** As written in the first dump; undefined when it lacks the field. */
  before?: string;
  after?: string;
}

export interface AddonEntry {
  name: string;
  version?: string;
}

export interface AddonChange {
  name: string;
  beforeVersion?: string;
  afterVersion?: string;
  /** Set only when the enabled state differs. */
  beforeEnabled?: boolean;
  afterEnabled?: boolean;
}

export interface AddonDifference {
  /** Only in the second dump. */
  added: AddonEntry[];
  /** Only in the first dump. */
  removed: AddonEntry[];
  /** In both, with another version or enabled state. */
  changed: AddonChange[];
}

export interface ConfigChange {
  /** Keys from the root to the value, as written in the dump. */
  path: string[];
  kind: 'changed' | 'added' | 'removed';
  /** The value as JSON text; undefined on the side that lacks it. */
  before?: string;
  after?: string;
}

export interface DumpDifference {
  versions: FieldChange<VersionField>[];
  system: FieldChange<SystemField>[];
  /** Undefined when neither dump lists plugins or mods. */
  plugins?: AddonDifference;
  extensions?: AddonDifference;
  config: ConfigChange[];
  /** Findings of the second dump that the first did not have. */
  newFindings: Finding[];
  /** Findings of the first dump that are gone in the second. */
  resolvedFindings: Finding[];
  /** True when nothing at all differs in the groups above. */
  same: boolean;
}

function text(value: string | number | boolean | undefined): string | undefined {
  if (value === undefined) return undefined;
  return String(value);
}

function fieldChanges<Field extends string>(
  pairs: readonly [Field, string | number | boolean | undefined, string | number | boolean | undefined][],
): FieldChange<Field>[] {
  const changes: FieldChange<Field>[] = [];
  for (const [field, a, b] of pairs) {
    const before = text(a);
    const after = text(b);
    if (before !== after) changes.push({field, before, after});
  }
  return changes;
}

interface AddonLike {
  name?: string;
  main?: string;
  version?: string;
  enabled?: boolean;
}

/** First entry per name (or main class, for entries without a name). */
function byName(list: readonly AddonLike[]): Map<string, AddonLike & {name: string}> {
  const map = new Map<string, AddonLike & {name: string}>();
  for (const entry of list) {
    const name = (entry.name ?? entry.main)?.trim();
    if (!name || map.has(name)) continue;
    map.set(name, {...entry, name});
  }
  return map;
}

function compareAddons(first: readonly AddonLike[] | undefined, second: readonly AddonLike[] | undefined): AddonDifference | undefined {
  if (first === undefined && second === undefined) return undefined;
  const before = byName(first ?? []);
  const after = byName(second ?? []);
  const difference: AddonDifference = {added: [], removed: [], changed: []};
  for (const [name, entry] of after) {
    const old = before.get(name);
    if (!old) {
      difference.added.push({name, version: entry.version});
      continue;
    }
    const versionChanged = old.version !== entry.version;
    const enabledChanged = old.enabled !== undefined && entry.enabled !== undefined && old.enabled !== entry.enabled;
    if (!versionChanged && !enabledChanged) continue;
    const change: AddonChange = {name, beforeVersion: old.version, afterVersion: entry.version};
    if (enabledChanged) {
      change.beforeEnabled = old.enabled;
      change.afterEnabled = entry.enabled;
    }
    difference.changed.push(change);
  }
  for (const [name, entry] of before) {
    if (!after.has(name)) difference.removed.push({name, version: entry.version});
  }
  const order = (a: {name: string}, b: {name: string}) => a.name.localeCompare(b.name, 'en');
  difference.added.sort(order);
  difference.removed.sort(order);
  difference.changed.sort(order);
  return difference;
}

function isObject(value: JsonValue | undefined): value is {[key: string]: JsonValue} {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Below this many levels a config section is compared as one value: no real config nests that
 * deep, and a shared dump can nest thousands of levels to overflow a recursive walk.
 */
export const MAX_CONFIG_DEPTH = 32;

/**
 * A value as JSON text, like JSON.stringify but with an explicit stack, so a value nested thousands of
 * levels deep is written out (and compared) instead of overflowing the call stack.
 */
export function jsonText(root: JsonValue): string {
  const out: string[] = [];
  const stack: {close: string; items: [string | null, JsonValue][]; next: number}[] = [];
  const write = (value: JsonValue) => {
    if (value !== null && typeof value === 'object') {
      const list = Array.isArray(value);
      out.push(list ? '[' : '{');
      stack.push({
        close: list ? ']' : '}',
        items: list ? value.map((item): [null, JsonValue] => [null, item]) : Object.entries(value),
        next: 0,
      });
    } else {
      out.push(JSON.stringify(value));
    }
  };
  write(root);
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.next >= top.items.length) {
      out.push(top.close);
      stack.pop();
      continue;
    }
    const [key, value] = top.items[top.next]!;
    if (top.next > 0) out.push(',');
    top.next++;
    if (key !== null) out.push(JSON.stringify(key), ':');
    write(value);
  }
  return out.join('');
}

/**
 * Every leaf of a config tree (lists count as one value) by its path, in document order. An explicit
 * stack instead of recursion, and sections deeper than MAX_CONFIG_DEPTH are one leaf.
 */
function flattenConfig(config: {[key: string]: JsonValue} | undefined): Map<string, {path: string[]; value: string}> {
  const leaves = new Map<string, {path: string[]; value: string}>();
  if (!config) return leaves;
  // Each entry: a mapping, its path, and which of its keys comes next.
  const stack: {node: {[key: string]: JsonValue}; path: string[]; keys: string[]; next: number}[] = [
    {node: config, path: [], keys: Object.keys(config), next: 0},
  ];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.next >= top.keys.length) {
      stack.pop();
      continue;
    }
    const key = top.keys[top.next++]!;
    const value = top.node[key] as JsonValue;
    const childPath = [...top.path, key];
    if (isObject(value) && childPath.length < MAX_CONFIG_DEPTH && Object.keys(value).length > 0) {
      stack.push({node: value, path: childPath, keys: Object.keys(value), next: 0});
    } else {
      // A JSON path as the map key: dots or slashes inside config keys cannot collide.
      leaves.set(JSON.stringify(childPath), {path: childPath, value: jsonText(value)});
    }
  }
  return leaves;
}

function compareConfig(first: {[key: string]: JsonValue} | undefined, second: {[key: string]: JsonValue} | undefined): ConfigChange[] {
  const before = flattenConfig(first);
  const after = flattenConfig(second);
  const changes: ConfigChange[] = [];
  for (const [key, leaf] of after) {
    const old = before.get(key);
    if (!old) changes.push({path: leaf.path, kind: 'added', after: leaf.value});
    else if (old.value !== leaf.value) changes.push({path: leaf.path, kind: 'changed', before: old.value, after: leaf.value});
  }
  for (const [key, leaf] of before) {
    if (!after.has(key)) changes.push({path: leaf.path, kind: 'removed', before: leaf.value});
  }
  return changes;
}

function isEmpty(difference: AddonDifference | undefined): boolean {
  return !difference || difference.added.length + difference.removed.length + difference.changed.length === 0;
}

/** The differences from `first` to `second` ("added" means only in the second). */
export function compareDumps(first: DumpModel, second: DumpModel, context: DiagnosticContext): DumpDifference {
  const versions = fieldChanges<VersionField>([
    ['geyserVersion', first.versions.geyserVersion, second.versions.geyserVersion],
    ['buildNumber', first.build.buildLabel, second.build.buildLabel],
    ['commit', first.build.commit, second.build.commit],
    ['platform', first.platform.platform, second.platform.platform],
    ['platformName', first.platform.name, second.platform.name],
    ['platformVersion', first.platform.version, second.platform.version],
    ['minecraftVersion', first.platform.minecraftVersion, second.platform.minecraftVersion],
    ['apiVersion', first.platform.apiVersion, second.platform.apiVersion],
  ]);
  const system = fieldChanges<SystemField>([
    ['javaVersion', first.versions.javaVersion, second.versions.javaVersion],
    ['javaVendor', first.versions.javaVendor, second.versions.javaVendor],
    ['javaName', first.versions.javaName, second.versions.javaName],
    ['architecture', first.versions.architecture, second.versions.architecture],
    ['operatingSystem', first.versions.operatingSystem, second.versions.operatingSystem],
    ['operatingSystemVersion', first.versions.operatingSystemVersion, second.versions.operatingSystemVersion],
    ['docker', first.versions.docker, second.versions.docker],
  ]);
  const plugins = compareAddons(first.plugins, second.plugins);
  const extensions = compareAddons(first.extensions, second.extensions);
  const config = compareConfig(first.config, second.config);

  const findingsBefore = runDiagnostics(first, context);
  const findingsAfter = runDiagnostics(second, context);
  const idsBefore = new Set(findingsBefore.map((finding) => finding.id));
  const idsAfter = new Set(findingsAfter.map((finding) => finding.id));
  const newFindings = findingsAfter.filter((finding) => !idsBefore.has(finding.id));
  const resolvedFindings = findingsBefore.filter((finding) => !idsAfter.has(finding.id));

  const same =
    versions.length === 0 &&
    system.length === 0 &&
    isEmpty(plugins) &&
    isEmpty(extensions) &&
    config.length === 0 &&
    newFindings.length === 0 &&
    resolvedFindings.length === 0;
  return {versions, system, plugins, extensions, config, newFindings, resolvedFindings, same};
}

/**
 * The pair a page address names: `?id=FIRST&compare=SECOND`. `compare` present
 * (even empty) means the page is in comparison mode; either key may be missing.
 */
export interface DumpPairAddress {
  first?: string;
  second?: string;
}

export function readDumpPair(search: string): DumpPairAddress | undefined {
  const params = new URLSearchParams(search);
  if (!params.has('compare')) return undefined;
  const first = params.get('id')?.trim() || undefined;
  const second = params.get('compare')?.trim() || undefined;
  return {first, second};
}

export function dumpPairSearch(pair: DumpPairAddress): string {
  const params = new URLSearchParams();
  if (pair.first) params.set('id', pair.first);
  params.set('compare', pair.second ?? '');
  return `?${params.toString()}`;
}
