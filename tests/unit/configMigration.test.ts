import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {geyserFormat, type GeyserPlatform} from '@site/src/data/configFormats';
import {readConfig} from '@site/src/lib/config-editor/configDocument';
import {migrateGeyserValues, updateGeyserConfigText, type MigrationChange} from '@site/src/lib/config-editor/migrate';

const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../fixtures/config', name), 'utf8');
const newId = () => '00000000-1111-4222-8333-444444444444';

/** Migrates a version 4 file's values given as dotted keys. */
function fromV4(values: Record<string, unknown>, platform: GeyserPlatform = 'spigot') {
  return migrateGeyserValues(new Map(Object.entries(values)), 4, platform, newId);
}

const dropped = (changes: MigrationChange[], key: string) => changes.find((change) => change.kind === 'dropped' && change.key === key);

describe('version 4 to the current layout, rule by rule', () => {
  it.each([
    ['bedrock.motd1', 'motd.primary-motd', 'Hello'],
    ['bedrock.motd2', 'motd.secondary-motd', 'World'],
    ['bedrock.server-name', 'gameplay.server-name', 'Realm'],
    ['passthrough-motd', 'motd.passthrough-motd', false],
    ['passthrough-player-counts', 'motd.passthrough-player-counts', false],
    ['ping-passthrough-interval', 'motd.ping-passthrough-interval', 9],
    ['max-players', 'motd.max-players', 42],
    ['command-suggestions', 'gameplay.command-suggestions', false],
    ['forward-player-ping', 'gameplay.forward-player-ping', true],
    ['show-coordinates', 'gameplay.show-coordinates', false],
    ['disable-bedrock-scaffolding', 'gameplay.disable-bedrock-scaffolding', true],
    ['custom-skull-render-distance', 'gameplay.custom-skull-render-distance', 12],
    ['force-resource-packs', 'gameplay.force-resource-packs', false],
    ['xbox-achievements-enabled', 'gameplay.xbox-achievements-enabled', true],
    ['unusable-space-block', 'gameplay.unusable-space-block', 'minecraft:stone'],
    ['add-non-bedrock-items', 'gameplay.enable-custom-content', false],
    ['above-bedrock-nether-building', 'gameplay.nether-roof-workaround', true],
    ['cache-images', 'advanced.cache-images', 3],
    ['scoreboard-packet-threshold', 'advanced.scoreboard-packet-threshold', 30],
    ['add-team-suggestions', 'advanced.add-team-suggestions', false],
    ['bedrock.broadcast-port', 'advanced.bedrock.broadcast-port', 19150],
    ['bedrock.compression-level', 'advanced.bedrock.compression-level', 2],
    ['bedrock.enable-proxy-protocol', 'advanced.bedrock.use-haproxy-protocol', true],
    ['bedrock.proxy-protocol-whitelisted-ips', 'advanced.bedrock.haproxy-protocol-whitelisted-ips', ['10.0.0.0/8']],
    ['mtu', 'advanced.bedrock.mtu', 1300],
    ['remote.use-proxy-protocol', 'advanced.java.use-haproxy-protocol', true],
    ['use-direct-connection', 'advanced.java.use-direct-connection', false],
    ['disable-compression', 'advanced.java.disable-compression', false],
    ['remote.auth-type', 'java.auth-type', 'floodgate'],
  ])('%s moves to %s with its value', (from, to, value) => {
    const result = fromV4({[from]: value});
    expect(result.values.get(to)).toEqual(value);
    expect(result.values.has(from)).toBe(false);
    expect(result.changes).toContainEqual({kind: 'moved', from, to});
  });

  it('renames remote to java; Standalone keeps address, port and forward-hostname, and "auto" becomes 127.0.0.1', () => {
    const standalone = fromV4({'remote.address': 'auto', 'remote.port': 25570, 'remote.forward-hostname': true}, 'standalone');
    expect(standalone.values.get('java.address')).toBe('127.0.0.1');
    expect(standalone.values.get('java.port')).toBe(25570);
    expect(standalone.values.get('java.forward-hostname')).toBe(true);
    expect(standalone.changes).toContainEqual({kind: 'changed', key: 'java.address', before: 'auto', after: '127.0.0.1'});
  });

  it('drops the Java address and port on plugin builds, which read them from the server', () => {
    const plugin = fromV4({'remote.address': 'auto', 'remote.port': 25565}, 'spigot');
    expect(plugin.values.has('java.address')).toBe(false);
    expect(dropped(plugin.changes, 'java.address')).toMatchObject({reason: 'readFromServer'});
    expect(dropped(plugin.changes, 'java.port')).toMatchObject({reason: 'readFromServer'});
  });

  it('turns legacy-ping-passthrough into integrated-ping-passthrough with the opposite value, and drops it on Standalone', () => {
    expect(fromV4({'legacy-ping-passthrough': true}).values.get('motd.integrated-ping-passthrough')).toBe(false);
    expect(fromV4({'legacy-ping-passthrough': false}).values.get('motd.integrated-ping-passthrough')).toBe(true);
    const standalone = fromV4({'legacy-ping-passthrough': true}, 'standalone');
    expect(standalone.values.has('motd.integrated-ping-passthrough')).toBe(false);
    expect(dropped(standalone.changes, 'legacy-ping-passthrough')).toMatchObject({reason: 'standaloneAlwaysPings'});
  });

  it('turns show-cooldown into gameplay.cooldown-type: title and actionbar become crosshair, false becomes disabled', () => {
    for (const [before, after] of [
      ['title', 'crosshair'],
      ['actionbar', 'crosshair'],
      [true, 'crosshair'],
      ['false', 'disabled'],
      [false, 'disabled'],
    ] as const) {
      const result = fromV4({'show-cooldown': before});
      expect(result.values.get('gameplay.cooldown-type'), String(before)).toBe(after);
      expect(result.values.has('gameplay.show-cooldown')).toBe(false);
    }
  });

  it('folds allow-custom-skulls: false into a skull limit of 0', () => {
    const off = fromV4({'allow-custom-skulls': false, 'max-visible-custom-skulls': 50});
    expect(off.values.get('gameplay.max-visible-custom-skulls')).toBe(0);
    expect(dropped(off.changes, 'allow-custom-skulls')).toMatchObject({reason: 'foldedIntoSkullLimit'});
    expect(fromV4({'allow-custom-skulls': true, 'max-visible-custom-skulls': 50}).values.get('gameplay.max-visible-custom-skulls')).toBe(50);
  });

  it('drops emote-offhand-workaround, keeping "no-emotes" as emotes-enabled: false', () => {
    const noEmotes = fromV4({'emote-offhand-workaround': 'no-emotes'});
    expect(noEmotes.values.get('gameplay.emotes-enabled')).toBe(false);
    const other = fromV4({'emote-offhand-workaround': 'emotes-and-offhand'});
    expect(other.values.get('gameplay.emotes-enabled')).toBeUndefined();
    expect(dropped(other.changes, 'emote-offhand-workaround')).toMatchObject({reason: 'emoteOffhandExtension'});
  });

  it('drops third-party capes and ears, pointing to the extension', () => {
    const result = fromV4({'allow-third-party-capes': true, 'allow-third-party-ears': false});
    expect(dropped(result.changes, 'allow-third-party-capes')).toMatchObject({reason: 'cosmeticsExtension'});
    expect(dropped(result.changes, 'allow-third-party-ears')).toMatchObject({reason: 'cosmeticsExtension'});
  });

  it('moves the Floodgate key file, renaming the old public-key.pem to key.pem', () => {
    expect(fromV4({'floodgate-key-file': 'public-key.pem'}).values.get('advanced.floodgate-key-file')).toBe('key.pem');
    expect(fromV4({'floodgate-key-file': 'mykey.pem'}).values.get('advanced.floodgate-key-file')).toBe('mykey.pem');
  });

  it('moves the metrics settings to the top level, replacing the placeholder id with a new one', () => {
    const result = fromV4({'metrics.enabled': false, 'metrics.uuid': 'generateduuid'}, 'mod');
    expect(result.values.get('enable-metrics')).toBe(false);
    expect(result.values.get('metrics-uuid')).toBe(newId());
    const spigot = fromV4({'metrics.enabled': false}, 'spigot');
    expect(dropped(spigot.changes, 'enable-metrics')).toMatchObject({reason: 'notOnThisPlatform'});
  });

  it('gives an empty default-locale the value system', () => {
    expect(fromV4({'default-locale': null}).values.get('default-locale')).toBe('system');
    expect(fromV4({'default-locale': 'de_de'}).values.get('default-locale')).toBe('de_de');
  });

  it('drops keys current Geyser no longer reads, and lists the options that are new', () => {
    const result = fromV4({'enable-proxy-connections': true, userAuths: {}});
    expect(dropped(result.changes, 'enable-proxy-connections')).toMatchObject({reason: 'noLongerRead'});
    expect(dropped(result.changes, 'userAuths')).toMatchObject({reason: 'noLongerRead'});
    expect(result.changes).toContainEqual({kind: 'added', key: 'gameplay.block-legacy-codes', value: true});
    expect(result.values.get('config-version')).toBe(7);
  });
});

describe('versions 5 and 6', () => {
  it('version 5: any cooldown but "disabled" becomes crosshair, and the key is renamed', () => {
    for (const [before, after] of [
      ['title', 'crosshair'],
      ['actionbar', 'crosshair'],
      ['disabled', 'disabled'],
    ]) {
      const result = migrateGeyserValues(new Map([['gameplay.show-cooldown', before]]), 5, 'spigot', newId);
      expect(result.values.get('gameplay.cooldown-type'), before).toBe(after);
    }
  });

  it('version 6: only the key is renamed', () => {
    const result = migrateGeyserValues(new Map([['gameplay.show-cooldown', 'hotbar']]), 6, 'spigot', newId);
    expect(result.values.get('gameplay.cooldown-type')).toBe('hotbar');
    expect(result.changes.filter((change) => change.kind !== 'added')).toEqual([
      {kind: 'moved', from: 'gameplay.show-cooldown', to: 'gameplay.cooldown-type'},
    ]);
  });
});

describe('the updated file', () => {
  it('carries every value of a hand-edited version 4 file into a current file that reads back without problems', () => {
    const text = fixture('hand-edited.yml');
    const read = readConfig(text);
    if (!read.ok) throw new Error(read.error.code);
    const updated = updateGeyserConfigText(text, read.snapshot.format, 'standalone', newId);
    const next = readConfig(updated.text, {platform: 'standalone'});
    if (!next.ok) throw new Error(next.error.code);
    expect(next.snapshot.format).toBe(geyserFormat(7, 'standalone'));
    expect(next.snapshot.extraKeys).toEqual([]);
    for (const [key, value] of updated.values) {
      expect(JSON.stringify(next.snapshot.byKey.get(key)?.value), key).toBe(JSON.stringify(value));
    }
    expect(next.snapshot.byKey.get('java.address')?.value).toBe(
      read.snapshot.byKey.get('remote.address')?.value === 'auto' ? '127.0.0.1' : read.snapshot.byKey.get('remote.address')?.value,
    );
  });

  it('updates a version 5 file and keeps its port', () => {
    const text = fixture('geyser-v5.yml');
    const read = readConfig(text);
    if (!read.ok) throw new Error(read.error.code);
    const updated = updateGeyserConfigText(text, read.snapshot.format, 'spigot', newId);
    expect(updated.values.get('bedrock.port')).toBe(19140);
    expect(updated.values.get('gameplay.cooldown-type')).toBe('crosshair');
    expect(updated.text).toContain('\n  cooldown-type: crosshair\n');
    expect(updated.text).toContain('\nconfig-version: 7\n');
  });
});
