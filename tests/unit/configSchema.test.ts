import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  SUPPORTED_CONFIG_VERSION,
  configGroups,
  findOption,
  geyserConfigOptions,
  optionKey,
  retiredConfigKeys,
} from '@site/src/data/geyserConfigSchema';
import {readConfig, sameOptionValue} from '@site/src/lib/config-editor/configDocument';
import {buildDefaultConfig} from '@site/src/lib/config-editor/defaultConfig';
import {validateOptionValue} from '@site/src/lib/config-editor/validation';

const root = path.resolve(__dirname, '../..');
const sampleText = readFileSync(path.join(root, 'tests/fixtures/config/default.yml'), 'utf8');

function sample() {
  const result = readConfig(sampleText);
  if (!result.ok) throw new Error(`tests/fixtures/config/default.yml must be readable, got ${result.error.code}`);
  return result.snapshot;
}

describe('Geyser config schema', () => {
  it('has one entry per key', () => {
    const keys = geyserConfigOptions.map(optionKey);
    expect(new Set(keys).size, 'a key appears twice in geyserConfigOptions').toBe(keys.length);
  });

  it('matches every key and default of the sample config (tests/fixtures/config/default.yml)', () => {
    const snapshot = sample();
    expect(snapshot.extraKeys.map((extra) => extra.key), 'keys in the sample that the schema lacks').toEqual([]);
    for (const state of snapshot.options) {
      const {option} = state;
      const expectedPresence = option.commentedOutByDefault ? 'commentedOut' : 'set';
      expect(state.presence, `${state.key}: set commentedOutByDefault to match the sample`).toBe(expectedPresence);
      expect(
        sameOptionValue(option, state.value, option.default),
        `${state.key}: the schema default ${JSON.stringify(option.default)} differs from the sample's ${JSON.stringify(state.value)}`,
      ).toBe(true);
    }
  });

  it('gives every option a label, a description in full sentences, and a valid default', () => {
    for (const option of geyserConfigOptions) {
      const key = optionKey(option);
      expect(option.label.trim(), `${key} needs a label`).not.toBe('');
      expect(option.description, `${key}: end the description with a full stop`).toMatch(/[.!?]$/);
      expect(configGroups).toContain(option.group);
      expect(validateOptionValue(option, option.default), `${key}: its default fails its own rules`).toEqual([]);
      if (option.path.length > 1) expect(['bedrock', 'remote', 'metrics']).toContain(option.path[0]);
    }
  });

  it('limits ports to 1-65535, compression to -1..9 and knows the enumerations', () => {
    for (const key of ['bedrock.port', 'remote.port', 'bedrock.broadcast-port']) {
      expect(findOption(key)).toMatchObject({type: 'integer', min: 1, max: 65535});
    }
    expect(findOption('bedrock.compression-level')).toMatchObject({min: -1, max: 9});
    expect(findOption('mtu')).toMatchObject({type: 'integer', min: 576, max: 1492});
    expect(findOption('remote.auth-type')).toMatchObject({type: 'enum', allowed: ['online', 'offline', 'floodgate']});
    expect(findOption('show-cooldown')).toMatchObject({type: 'enum', allowed: ['title', 'actionbar', 'false']});
    expect(findOption('emote-offhand-workaround')).toMatchObject({
      type: 'enum',
      allowed: ['disabled', 'no-emotes', 'emotes-and-offhand'],
    });
    expect(findOption('config-version')).toMatchObject({default: SUPPORTED_CONFIG_VERSION, readOnly: true});
  });

  it('links only to wiki pages that exist', () => {
    for (const option of geyserConfigOptions) {
      if (!option.docPath) continue;
      const match = /^\/wiki\/(.+?)\/?$/.exec(option.docPath);
      expect(match, `${optionKey(option)}: docPath must be a /wiki/ route`).not.toBeNull();
      const base = path.join(root, 'docs', match![1]);
      const candidates = ['.md', '.mdx', '/index.md', '/index.mdx'].map((suffix) => base + suffix);
      expect(candidates.some((file) => existsSync(file)), `${option.docPath} has no page in docs/`).toBe(true);
    }
  });

  it('keeps retired keys apart from current ones', () => {
    for (const retired of retiredConfigKeys) {
      expect(findOption(retired.path.join('.')), `${retired.path.join('.')} is both retired and current`).toBeUndefined();
    }
  });

  it('has a translatable label and description for every option, identical to the schema English', () => {
    const source = readFileSync(path.join(root, 'src/data/geyserConfigText.ts'), 'utf8').replace(/\s+/g, ' ');
    const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    for (const option of geyserConfigOptions) {
      const key = optionKey(option);
      expect(source, `src/data/geyserConfigText.ts: label of ${key}`).toContain(
        `id: ${literal(`configEditor.option.${key}.label`)}, message: ${literal(option.label)}`,
      );
      expect(source, `src/data/geyserConfigText.ts: description of ${key}`).toContain(
        `id: ${literal(`configEditor.option.${key}.description`)}, message: ${literal(option.description)}`,
      );
    }
  });
});

describe('Default file', () => {
  const text = buildDefaultConfig();

  it('reads back with every option at its default, optional ones as comments', () => {
    const result = readConfig(text);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.snapshot.extraKeys).toEqual([]);
    expect(result.snapshot.warnings).toEqual([]);
    for (const state of result.snapshot.options) {
      expect(state.presence, state.key).toBe(state.option.commentedOutByDefault ? 'commentedOut' : 'set');
      expect(sameOptionValue(state.option, state.value, state.option.default), state.key).toBe(true);
      expect(state.issues, state.key).toEqual([]);
    }
  });

  it('lists the keys in the same order as the sample config', () => {
    const keyOrder = (yaml: string) =>
      yaml
        .split('\n')
        .map((line) => /^\s*#?\s*([a-z0-9-]+):/.exec(line)?.[1])
        .filter((key): key is string => Boolean(key) && (Boolean(findOption(key!)) || ['bedrock', 'remote', 'metrics'].includes(key!) || geyserConfigOptions.some((option) => option.path[1] === key)));
    expect(keyOrder(text)).toEqual(keyOrder(sampleText));
  });

  it('uses line breaks only, ends with one, and carries no Geyser comment text', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toContain('\r');
    expect(text).not.toMatch(/DO NOT TOUCH|IF YOU DON'T KNOW/);
  });
});
