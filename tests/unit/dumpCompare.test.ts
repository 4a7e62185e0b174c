import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compareDumps, dumpPairSearch, jsonText, readDumpPair} from '@site/src/lib/dump/compare';
import type {DiagnosticContext} from '@site/src/lib/dump/diagnostics';
import type {DumpModel, JsonValue} from '@site/src/lib/dump/model';
import {parseDumpText} from '@site/src/lib/dump/parse';

const root = path.resolve(__dirname, '../..');
const context: DiagnosticContext = {javaRuntime: 21, moddedJavaRuntime: 25};

function fixture(name: string): DumpModel {
  const result = parseDumpText(readFileSync(path.join(root, 'tests/fixtures/dumps', name), 'utf8'));
  if (!result.ok) throw new Error(`${name}: ${result.error}`);
  return result.dump;
}

function blank(overrides: Partial<DumpModel> = {}): DumpModel {
  return {versions: {}, supported: {}, build: {}, platform: {}, system: {ram: {}}, addonKind: 'plugins', settings: {}, ...overrides};
}

describe('compareDumps on two dumps of the same server', () => {
  const before = fixture('spigot.json');
  const after = fixture('spigot-later.json');
  const difference = compareDumps(before, after, context);

  it('names the Geyser version, build and commit that changed, and nothing else in that group', () => {
    expect(difference.versions).toEqual([
      {field: 'geyserVersion', before: '2.11.0-b975 (git-master-d2bda1a)', after: '2.11.1-b1012 (git-master-0485160)'},
      {field: 'buildNumber', before: '975', after: '1012'},
      {field: 'commit', before: expect.any(String), after: expect.any(String)},
    ]);
    expect(difference.system).toEqual([]);
  });

  it('lists the plugin that was added and no other plugin', () => {
    expect(difference.plugins).toEqual({added: [{name: 'WaystoneMarkers', version: '2.0.1'}], removed: [], changed: []});
  });

  it('lists the config values that changed with both values', () => {
    expect(difference.config).toEqual([
      {path: ['motd', 'max-players'], kind: 'changed', before: '60', after: '80'},
      {path: ['advanced', 'java', 'use-haproxy-protocol'], kind: 'changed', before: 'false', after: 'true'},
    ]);
  });

  it('names the diagnostic that is new in the second dump', () => {
    expect(difference.newFindings.map((finding) => finding.id)).toEqual(['java-proxy-protocol']);
    expect(difference.resolvedFindings).toEqual([]);
    expect(difference.same).toBe(false);
  });

  it('reads the other way round as removed and resolved', () => {
    const back = compareDumps(after, before, context);
    expect(back.plugins?.removed).toEqual([{name: 'WaystoneMarkers', version: '2.0.1'}]);
    expect(back.plugins?.added).toEqual([]);
    expect(back.resolvedFindings.map((finding) => finding.id)).toEqual(['java-proxy-protocol']);
  });

  it('finds nothing between a dump and itself', () => {
    const same = compareDumps(before, fixture('spigot.json'), context);
    expect(same.same).toBe(true);
    expect(same.config).toEqual([]);
  });
});

describe('compareDumps field by field', () => {
  it('reports Java and OS changes, and a value only one dump has', () => {
    const difference = compareDumps(
      blank({versions: {javaVersion: '17.0.2', operatingSystem: 'Linux', docker: false}}),
      blank({versions: {javaVersion: '21.0.7', operatingSystem: 'Linux', docker: true, architecture: 'aarch64'}}),
      context,
    );
    expect(difference.system).toEqual([
      {field: 'javaVersion', before: '17.0.2', after: '21.0.7'},
      {field: 'architecture', before: undefined, after: 'aarch64'},
      {field: 'docker', before: 'false', after: 'true'},
    ]);
    expect(difference.newFindings.map((finding) => finding.id)).toContain('docker-port');
    expect(difference.resolvedFindings.map((finding) => finding.id)).toContain('java-too-old');
  });

  it('tells version and enabled changes of plugins and extensions apart', () => {
    const difference = compareDumps(
      blank({
        plugins: [{name: 'floodgate', version: '2.2.4', enabled: true}, {name: 'Old'}, {main: 'com.example.NoName', version: '1'}],
        extensions: [{name: 'GeyserConnect', version: '1.0.0'}],
      }),
      blank({
        plugins: [
          {name: 'floodgate', version: '2.2.4', enabled: false},
          {main: 'com.example.NoName', version: '2'},
        ],
        extensions: [
          {name: 'GeyserConnect', version: '1.1.0'},
          {name: 'ThirdPartyCosmetics', version: '1.3'},
        ],
      }),
      context,
    );
    expect(difference.plugins).toEqual({
      added: [],
      removed: [{name: 'Old', version: undefined}],
      changed: [
        {name: 'com.example.NoName', beforeVersion: '1', afterVersion: '2'},
        {name: 'floodgate', beforeVersion: '2.2.4', afterVersion: '2.2.4', beforeEnabled: true, afterEnabled: false},
      ],
    });
    expect(difference.extensions).toEqual({
      added: [{name: 'ThirdPartyCosmetics', version: '1.3'}],
      removed: [],
      changed: [{name: 'GeyserConnect', beforeVersion: '1.0.0', afterVersion: '1.1.0'}],
    });
    expect(difference.newFindings.map((finding) => finding.id)).toContain('floodgate-disabled');
  });

  it('has no plugin group when neither dump lists plugins (Standalone)', () => {
    expect(compareDumps(blank(), blank(), context).plugins).toBeUndefined();
  });

  it('treats plugin and config names such as __proto__ and constructor as plain names', () => {
    const first = JSON.parse('{"__proto__": {"polluted": 1}, "constructor": "a", "toString": 1, "a.b": 1, "a": {"b": 2}}');
    const second = JSON.parse('{"__proto__": {"polluted": 2}, "constructor": "b", "a.b": 1, "a": {"b": 3}, "hasOwnProperty": true}');
    const difference = compareDumps(
      blank({
        config: first,
        plugins: [
          {name: '__proto__', version: '1'},
          {name: 'constructor', version: '1'},
        ],
      }),
      blank({config: second, plugins: [{name: '__proto__', version: '2'}, {name: 'toString'}]}),
      context,
    );
    expect(difference.config).toEqual([
      {path: ['__proto__', 'polluted'], kind: 'changed', before: '1', after: '2'},
      {path: ['constructor'], kind: 'changed', before: '"a"', after: '"b"'},
      {path: ['a', 'b'], kind: 'changed', before: '2', after: '3'},
      {path: ['hasOwnProperty'], kind: 'added', after: 'true'},
      {path: ['toString'], kind: 'removed', before: '1'},
    ]);
    expect(difference.plugins).toEqual({
      added: [{name: 'toString', version: undefined}],
      removed: [{name: 'constructor', version: '1'}],
      changed: [{name: '__proto__', beforeVersion: '1', afterVersion: '2'}],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('compares lists in the config as one value', () => {
    const difference = compareDumps(
      blank({config: {advanced: {'resource-pack-urls': ['https://a.example/pack.zip']}}}),
      blank({config: {advanced: {'resource-pack-urls': []}}}),
      context,
    );
    expect(difference.config).toEqual([
      {path: ['advanced', 'resource-pack-urls'], kind: 'changed', before: '["https://a.example/pack.zip"]', after: '[]'},
    ]);
  });
});

describe('the pair in the page address', () => {
  it('reads ?id=&compare= and writes it back', () => {
    const first = 'A'.repeat(32);
    const second = 'B'.repeat(32);
    expect(readDumpPair(`?id=${first}&compare=${second}`)).toEqual({first, second});
    expect(readDumpPair(dumpPairSearch({first, second}))).toEqual({first, second});
    expect(readDumpPair(`?compare=`)).toEqual({first: undefined, second: undefined});
    expect(readDumpPair(`?id=${first}`)).toBeUndefined();
  });
});

describe('jsonText', () => {
  it('writes what JSON.stringify writes', () => {
    const values: JsonValue[] = [null, 1, 'a"b', true, [], {}, [1, [2, {a: [3]}]], {'x.y': {z: null, w: ['\u202e']}}];
    for (const value of values) {
      expect(jsonText(value)).toBe(JSON.stringify(value));
    }
  });

  it('writes a value nested 100,000 levels deep', () => {
    let value: JsonValue = 1;
    for (let level = 0; level < 100_000; level++) value = [value];
    expect(jsonText(value)).toBe(`${'['.repeat(100_000)}1${']'.repeat(100_000)}`);
  });
});
