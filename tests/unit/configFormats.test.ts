import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CURRENT_GEYSER_CONFIG_VERSION,
  FLOODGATE_CONFIG_VERSION,
  allOptionTexts,
  findFormatOption,
  floodgateFiles,
  floodgateFormat,
  geyserFormat,
  geyserPlatforms,
  geyserV4Format,
  optionKey,
  optionTextId,
  type ConfigFormat,
  type GeyserPlatform,
} from '@site/src/data/configFormats';
import {readConfig, sameOptionValue, type ConfigSnapshot} from '@site/src/lib/config-editor/configDocument';
import {buildDefaultConfig} from '@site/src/lib/config-editor/defaultConfig';
import {validateOptionValue} from '@site/src/lib/config-editor/validation';
import {dataStrings} from '@site/src/lib/i18n/dataStrings';

const root = path.resolve(__dirname, '../..');
const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures/config', name), 'utf8');

function snapshotOf(text: string, hint = {}): ConfigSnapshot {
  const result = readConfig(text, hint);
  if (!result.ok) throw new Error(`expected a readable config, got ${result.error.code}`);
  return result.snapshot;
}

const keysOf = (format: ConfigFormat) => format.options.map(optionKey);

const everyFormat: ConfigFormat[] = [
  geyserV4Format(),
  ...[5, 6, 7].flatMap((version) => geyserPlatforms.map((platform) => geyserFormat(version, platform))),
  ...floodgateFiles.map((file) => floodgateFormat(file)),
];

describe('config formats', () => {
  it.each(everyFormat.map((format) => [`${format.product} ${format.version} ${format.variant ?? ''}`, format] as const))(
    '%s: one entry per key, each with a label, a full-sentence description and a default that passes its own rules',
    (_name, format) => {
      const keys = keysOf(format);
      expect(new Set(keys).size, 'a key appears twice').toBe(keys.length);
      for (const option of format.options) {
        const key = optionKey(option);
        expect(option.label.trim(), `${key} needs a label`).not.toBe('');
        expect(option.description, `${key}: end the description with a full stop`).toMatch(/[.!?]$/);
        if (!(option.type === 'string' && option.format === 'uuid'))
          expect(validateOptionValue(option, option.default), `${key}: its default fails its own rules`).toEqual([]);
      }
    },
  );

  it('writes the build-specific keys only where Geyser does', () => {
    const has = (platform: GeyserPlatform, key: string) => keysOf(geyserFormat(7, platform)).includes(key);
    for (const key of ['java.address', 'java.port', 'java.forward-hostname']) {
      expect(
        geyserPlatforms.filter((platform) => has(platform, key)),
        key,
      ).toEqual(['standalone']);
    }
    for (const key of [
      'bedrock.clone-remote-port',
      'motd.integrated-ping-passthrough',
      'advanced.java.use-direct-connection',
      'advanced.java.disable-compression',
    ]) {
      expect(
        geyserPlatforms.filter((platform) => has(platform, key)),
        key,
      ).toEqual(['spigot', 'bungeecord', 'mod']);
    }
    for (const key of ['enable-metrics', 'metrics-uuid']) {
      expect(
        geyserPlatforms.filter((platform) => has(platform, key)),
        key,
      ).toEqual(['mod', 'standalone']);
    }
    expect(geyserPlatforms.filter((platform) => has(platform, 'advanced.java.bungee-listener'))).toEqual(['bungeecord']);
  });

  it('knows what changed between versions 5, 6 and 7', () => {
    const cooldown = (version: number) => {
      const format = geyserFormat(version, 'spigot');
      return findFormatOption(format, 'gameplay.cooldown-type') ?? findFormatOption(format, 'gameplay.show-cooldown');
    };
    expect(cooldown(5)).toMatchObject({path: ['gameplay', 'show-cooldown'], allowed: ['title', 'actionbar', 'disabled'], default: 'title'});
    expect(cooldown(6)).toMatchObject({path: ['gameplay', 'show-cooldown'], allowed: ['crosshair', 'hotbar', 'disabled']});
    expect(cooldown(7)).toMatchObject({path: ['gameplay', 'cooldown-type'], allowed: ['crosshair', 'hotbar', 'disabled'], default: 'crosshair'});
    for (const key of ['gameplay.block-legacy-codes', 'advanced.bedrock.use-waterdogpe-forwarding']) {
      expect(findFormatOption(geyserFormat(6, 'spigot'), key), key).toBeUndefined();
      expect(findFormatOption(geyserFormat(7, 'spigot'), key), key).toBeDefined();
    }
    // A file from a newer release is read with the newest options known.
    expect(geyserFormat(8, 'spigot')).toBe(geyserFormat(CURRENT_GEYSER_CONFIG_VERSION, 'spigot'));
  });

  it('limits ports, compression and skull counts as Geyser does, and knows the enumerations', () => {
    const format = geyserFormat(7, 'standalone');
    const option = (key: string) => findFormatOption(format, key);
    for (const key of ['bedrock.port', 'java.port']) expect(option(key), key).toMatchObject({type: 'integer', min: 1, max: 65535});
    expect(option('advanced.bedrock.broadcast-port')).toMatchObject({min: 0, max: 65535, default: 0});
    expect(option('advanced.bedrock.compression-level')).toMatchObject({min: -1, max: 9, default: 6});
    expect(option('gameplay.max-visible-custom-skulls')).toMatchObject({min: -1, default: 128});
    expect(option('java.auth-type')).toMatchObject({
      type: 'enum',
      allowed: ['online', 'offline', 'floodgate'],
      default: 'online',
      caseInsensitive: true,
    });
    expect(option('config-version')).toMatchObject({default: CURRENT_GEYSER_CONFIG_VERSION, readOnly: true});
  });

  it("has Floodgate's keys, with send-floodgate-data only in the proxy file", () => {
    expect(keysOf(floodgateFormat('server'))).toEqual([
      'key-file-name',
      'username-prefix',
      'replace-spaces',
      'default-locale',
      'disconnect.invalid-key',
      'disconnect.invalid-arguments-length',
      'player-link.enabled',
      'player-link.require-link',
      'player-link.enable-own-linking',
      'player-link.allowed',
      'player-link.link-code-timeout',
      'player-link.type',
      'player-link.enable-global-linking',
      'metrics.enabled',
      'metrics.uuid',
      'config-version',
    ]);
    expect(keysOf(floodgateFormat('proxy'))).toContain('send-floodgate-data');
    expect(findFormatOption(floodgateFormat('server'), 'config-version')).toMatchObject({default: FLOODGATE_CONFIG_VERSION});
  });

  it('links only to wiki pages that exist', () => {
    for (const format of everyFormat) {
      for (const option of format.options) {
        if (!option.docPath) continue;
        const match = /^\/wiki\/(.+?)\/?$/.exec(option.docPath);
        expect(match, `${optionKey(option)}: docPath must be a /wiki/ route`).not.toBeNull();
        const base = path.join(root, 'docs', match![1]);
        const candidates = ['.md', '.mdx', '/index.md', '/index.mdx'].map((suffix) => base + suffix);
        expect(
          candidates.some((file) => existsSync(file)),
          `${option.docPath} has no page in docs/`,
        ).toBe(true);
      }
    }
  });

  it('keeps retired version 4 keys apart from current ones', () => {
    const format = geyserV4Format();
    for (const retired of format.retiredKeys) {
      expect(findFormatOption(format, retired.path.join('.')), `${retired.path.join('.')} is both retired and current`).toBeUndefined();
    }
  });

  it('publishes every option text to translators once, under one id per text', () => {
    const strings = dataStrings();
    const ids = new Set<string>();
    for (const {option, textPrefix} of allOptionTexts()) {
      for (const part of ['label', 'description'] as const) {
        const id = optionTextId({textPrefix}, option, part);
        expect(strings[id]?.message, id).toBe(option[part]);
        ids.add(id);
      }
    }
    expect(ids.size, 'two options share a translation id: give one a textKey').toBe(allOptionTexts().length * 2);
  });
});

describe('telling files apart', () => {
  it.each([
    ['geyser-paper-v7.yml', 'geyser', 7, 'spigot'],
    ['geyser-bungeecord-v7.yml', 'geyser', 7, 'bungeecord'],
    ['geyser-fabric-v7.yml', 'geyser', 7, 'mod'],
    ['geyser-standalone-v7-crlf.yml', 'geyser', 7, 'standalone'],
    ['geyser-v5.yml', 'geyser', 5, 'spigot'],
    ['geyser-v6.yml', 'geyser', 6, 'mod'],
    ['newer-version.yml', 'geyser', 5, 'standalone'],
    ['default.yml', 'geyser', 4, null],
    ['floodgate-server.yml', 'floodgate', 3, 'server'],
    ['floodgate-proxy.yml', 'floodgate', 3, 'proxy'],
  ])('%s is a %s file, config-version %s, for %s', (name, product, version, variant) => {
    const {format, extraKeys, readOnly} = snapshotOf(fixture(name));
    expect({product: format.product, version: format.version, variant: format.variant}).toEqual({product, version, variant});
    expect(
      extraKeys.map((extra) => extra.key),
      'keys the format does not know',
    ).toEqual([]);
    expect(readOnly).toBe(false);
  });

  it('lets the page say which build wrote a file when the file cannot tell', () => {
    const text = fixture('geyser-paper-v7.yml');
    expect(snapshotOf(text).format.variant).toBe('spigot');
    const asMod = snapshotOf(text, {platform: 'mod'});
    expect(asMod.format.variant).toBe('mod');
    expect(asMod.byKey.get('enable-metrics')?.presence).toBe('missing');
  });

  it('reads a file without a version line by its layout', () => {
    const current = snapshotOf('java:\n  auth-type: online\nbedrock:\n  port: 19132\n');
    expect(current.format.version).toBe(CURRENT_GEYSER_CONFIG_VERSION);
    expect(current.warnings).toContainEqual({code: 'noConfigVersion'});
    expect(snapshotOf('remote:\n  address: auto\nbedrock:\n  port: 19132\n').format.version).toBe(4);
  });

  it('opens a file from a newer Geyser read-only, saying which version it has', () => {
    const snapshot = snapshotOf(fixture('geyser-v8.yml'));
    expect(snapshot.readOnly).toBe(true);
    expect(snapshot.fileVersion).toBe(8);
    expect(snapshot.warnings).toContainEqual({code: 'newerVersion', product: 'geyser', version: 8});
    expect(snapshot.extraKeys.map((extra) => extra.key)).toEqual(['bedrock.transport']);
  });
});

describe('Default files', () => {
  const id = () => '11111111-2222-4333-8444-555555555555';

  it.each(geyserPlatforms)("Geyser for %s: every option of that build at its default, in Geyser's order", (platform) => {
    const text = buildDefaultConfig({product: 'geyser', platform}, id);
    const snapshot = snapshotOf(text);
    expect(snapshot.format).toBe(geyserFormat(CURRENT_GEYSER_CONFIG_VERSION, platform));
    expect(snapshot.extraKeys).toEqual([]);
    expect(snapshot.warnings).toEqual([]);
    for (const state of snapshot.options) {
      expect(state.presence, state.key).toBe('set');
      expect(state.issues, state.key).toEqual([]);
      if (!(state.option.type === 'string' && state.option.format === 'uuid'))
        expect(sameOptionValue(state.option, state.value, state.option.default), state.key).toBe(true);
    }
    const written = text
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('#') && line.includes(':'))
      .map((line) => line.trim().split(':')[0]);
    const expected = snapshot.format.options.flatMap((option, index, all) => {
      const previous = all[index - 1]?.path ?? [];
      const opened = option.path
        .slice(0, -1)
        .filter((name, depth) => previous[depth] !== name || previous.slice(0, depth + 1).join('.') !== option.path.slice(0, depth + 1).join('.'));
      return [...opened, option.path[option.path.length - 1]];
    });
    expect(written).toEqual(expected);
  });

  it.each(floodgateFiles)('Floodgate %s file: its options at their defaults, the locale as a comment line', (file) => {
    const snapshot = snapshotOf(buildDefaultConfig({product: 'floodgate', file}, id));
    expect(snapshot.format).toBe(floodgateFormat(file));
    for (const state of snapshot.options) {
      expect(state.presence, state.key).toBe(state.option.commentedOutByDefault ? 'commentedOut' : 'set');
      expect(state.issues, state.key).toEqual([]);
    }
    expect(snapshot.byKey.get('metrics.uuid')?.value).toBe(id());
  });

  it("uses line breaks only, ends with one, and carries none of Geyser's comment text", () => {
    const text = buildDefaultConfig({product: 'geyser', platform: 'spigot'});
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toContain('\r');
    expect(text).not.toMatch(/DO NOT TOUCH|IF YOU DON'T KNOW|Do not change!/);
  });
});
