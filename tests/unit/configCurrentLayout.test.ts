import {describe, expect, it} from 'vitest';
import {hasBlockingIssues, setOptionValue, unsetOption} from '@site/src/lib/config-editor/configDocument';
import {asValue, changedLines, configFixture as fixture, otherValue, set, snapshotOf} from './support/configEdits';

const currentFixtures = [
  'geyser-paper-v7.yml',
  'geyser-bungeecord-v7.yml',
  'geyser-fabric-v7.yml',
  'geyser-standalone-v7-crlf.yml',
  'geyser-v5.yml',
  'geyser-v6.yml',
  'floodgate-server.yml',
  'floodgate-proxy.yml',
];

describe('current-layout and Floodgate files keep every byte', () => {
  it.each(currentFixtures)('%s reads without problems and keeps its exact text', (name) => {
    const text = fixture(name);
    const snapshot = snapshotOf(text);
    expect(snapshot.text).toBe(text);
    expect(hasBlockingIssues(snapshot)).toBe(false);
  });

  it.each(currentFixtures)('%s: each option changed and changed back gives back the same bytes, one line changed in between', (name) => {
    const text = fixture(name);
    for (const state of snapshotOf(text).options) {
      if (state.presence !== 'set' || state.option.readOnly || state.option.hiddenInForm) continue;
      const original = asValue(state.option, state.value);
      const changed = set(text, state.key, otherValue(state.option, original));
      if (state.option.type !== 'stringList') {
        const lineBreak = text.includes('\r\n') ? '\r\n' : '\n';
        expect(changedLines(text.replaceAll(lineBreak, '\n'), changed.replaceAll(lineBreak, '\n')), state.key).toHaveLength(1);
      }
      expect(set(changed, state.key, original), state.key).toBe(text);
    }
  });

  it('keeps the byte order mark and CRLF line endings', () => {
    const text = fixture('geyser-standalone-v7-crlf.yml');
    const edited = set(text, 'java.port', 25570);
    expect(edited.startsWith('\uFEFF')).toBe(true);
    expect(edited).toBe(text.replace('  port: 25565\r\n', '  port: 25570\r\n'));
  });

  it('changes a key three levels deep and nothing else', () => {
    const text = fixture('geyser-paper-v7.yml');
    expect(changedLines(text, set(text, 'advanced.bedrock.mtu', 1300))).toEqual([['    mtu: 1400', '    mtu: 1300']]);
    expect(changedLines(text, set(text, 'motd.primary-motd', "Bob's place"))).toEqual([
      ["  primary-motd: 'Survival & friends'", "  primary-motd: 'Bob''s place'"],
    ]);
  });

  it('adds a missing option inside its section, creating missing sections on the way', () => {
    const text = 'bedrock:\n  port: 19132\njava:\n  auth-type: online\nconfig-version: 7\n';
    const withMtu = set(text, 'advanced.bedrock.mtu', 1300, {platform: 'spigot'});
    expect(withMtu).toBe('bedrock:\n  port: 19132\njava:\n  auth-type: online\nadvanced:\n  bedrock:\n    mtu: 1300\nconfig-version: 7\n');
    const withBoth = set(withMtu, 'advanced.java.use-haproxy-protocol', true, {platform: 'spigot'});
    expect(withBoth).toBe(
      'bedrock:\n  port: 19132\njava:\n  auth-type: online\nadvanced:\n  bedrock:\n    mtu: 1300\n  java:\n    use-haproxy-protocol: true\nconfig-version: 7\n',
    );
    expect(snapshotOf(withBoth, {platform: 'spigot'}).byKey.get('advanced.bedrock.mtu')?.value).toBe(1300);
  });

  it("turns Floodgate's commented-out locale into a setting and back", () => {
    const text = fixture('floodgate-server.yml');
    expect(snapshotOf(text).byKey.get('default-locale')).toMatchObject({presence: 'commentedOut', value: 'en_US'});
    const set1 = set(text, 'default-locale', 'de_DE');
    expect(changedLines(text, set1)).toEqual([['# default-locale: en_US', 'default-locale: de_DE']]);
    const unset = unsetOption(set1, 'default-locale');
    expect(unset.ok && snapshotOf(unset.text).byKey.get('default-locale')?.presence).toBe('commentedOut');
  });

  it("notes each option's line, for messages that name it", () => {
    const snapshot = snapshotOf(fixture('geyser-paper-v7.yml'));
    expect(snapshot.byKey.get('bedrock.port')?.line).toBe(10);
    expect(snapshot.byKey.get('advanced.bedrock.mtu')?.line).toBe(63);
  });

  it('reports a value Geyser would refuse, with its line', () => {
    const text = fixture('geyser-paper-v7.yml').replace('  port: 19133', '  port: 70000').replace('cooldown-type: hotbar', 'cooldown-type: title');
    const snapshot = snapshotOf(text);
    expect(snapshot.byKey.get('bedrock.port')).toMatchObject({line: 10, issues: [{code: 'outOfRange', min: 1, max: 65535}]});
    expect(snapshot.byKey.get('gameplay.cooldown-type')?.issues).toEqual([{code: 'notAllowed', allowed: ['crosshair', 'hotbar', 'disabled']}]);
    expect(hasBlockingIssues(snapshot)).toBe(true);
  });

  it('refuses edits to a file from a newer Geyser', () => {
    expect(setOptionValue(fixture('geyser-v8.yml'), 'bedrock.port', 19133)).toEqual({ok: false, reason: 'readOnly'});
  });

  it('keeps keys of another build as they are, listing them apart', () => {
    const text = fixture('geyser-fabric-v7.yml');
    const asSpigot = snapshotOf(text, {platform: 'spigot'});
    expect(asSpigot.extraKeys.map((extra) => extra.key)).toEqual(['enable-metrics', 'metrics-uuid']);
    expect(set(set(text, 'bedrock.port', 19135, {platform: 'spigot'}), 'bedrock.port', 19132, {platform: 'spigot'})).toBe(text);
  });
});
