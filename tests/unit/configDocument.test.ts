import {describe, expect, it} from 'vitest';
import {hasBlockingIssues, setOptionValue, unsetOption} from '@site/src/lib/config-editor/configDocument';
import {asValue, changedLines, configFixture as fixture, otherValue, set, snapshotOf} from './support/configEdits';

const realWorldFixtures = ['default.yml', 'heavily-commented.yml', 'hand-edited.yml', 'crlf.yml', 'commented-options-set.yml'];

describe('round trip', () => {
  it.each(realWorldFixtures)('%s reads without problems and keeps its exact text', (name) => {
    const text = fixture(name);
    const snapshot = snapshotOf(text);
    expect(snapshot.text).toBe(text);
    expect(hasBlockingIssues(snapshot)).toBe(false);
  });

  it.each(realWorldFixtures)('%s: changing each option and changing it back gives back the same bytes', (name) => {
    const text = fixture(name);
    for (const state of snapshotOf(text).options) {
      if (state.presence !== 'set' || state.option.readOnly) continue;
      const original = asValue(state.option, state.value);
      const changed = set(text, state.key, otherValue(state.option, original));
      expect(changed).not.toBe(text);
      expect(set(changed, state.key, original), state.key).toBe(text);
    }
  });

  it('keeps the byte order mark and CRLF line endings of a Windows file', () => {
    const text = fixture('crlf.yml');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const edited = set(text, 'bedrock.port', 19150);
    expect(edited.startsWith('\uFEFF')).toBe(true);
    expect(edited.replace(/\r\n/g, '')).not.toContain('\n');
    expect(edited).toBe(text.replace('  port: 19132\r\n', '  port: 19150\r\n'));
  });
});

describe('setting values changes only those bytes', () => {
  it('replaces just the number of the Bedrock port', () => {
    const text = fixture('default.yml');
    const edited = set(text, 'bedrock.port', 19133);
    expect(changedLines(text, edited)).toEqual([['  port: 19132', '  port: 19133']]);
    expect(snapshotOf(edited).byKey.get('remote.port')!.value).toBe(25565);
  });

  it('keeps a trailing comment and odd spacing around the value', () => {
    const commented = fixture('heavily-commented.yml');
    expect(changedLines(commented, set(commented, 'bedrock.port', 19200))).toEqual([
      ['  port: 19132   # do not change without updating the router', '  port: 19200   # do not change without updating the router'],
    ]);
    const handEdited = fixture('hand-edited.yml');
    expect(changedLines(handEdited, set(handEdited, 'bedrock.port', 19141))).toEqual([['    port:    19140', '    port:    19141']]);
  });

  it('keeps the quoting style of strings and quoted numbers', () => {
    const text = fixture('hand-edited.yml');
    expect(changedLines(text, set(text, 'bedrock.motd1', "Bob's Realm"))).toEqual([["    motd1: 'Island Realm'", "    motd1: 'Bob''s Realm'"]]);
    expect(changedLines(text, set(text, 'bedrock.motd2', 'New text'))).toEqual([['    motd2:   "Skyblock and more"', '    motd2:   "New text"']]);
    expect(changedLines(text, set(text, 'remote.port', 25571))).toEqual([['    port: "25570"', '    port: "25571"']]);
  });

  it('quotes plain text that YAML would otherwise read as another type', () => {
    const text = fixture('hand-edited.yml');
    expect(changedLines(text, set(text, 'bedrock.server-name', 'true'))).toEqual([['    server-name: Island Realm', '    server-name: "true"']]);
    expect(changedLines(text, set(text, 'bedrock.server-name', '12345'))).toEqual([['    server-name: Island Realm', '    server-name: "12345"']]);
    expect(changedLines(text, set(text, 'bedrock.server-name', 'a: b # c'))).toEqual([
      ['    server-name: Island Realm', '    server-name: "a: b # c"'],
    ]);
    expect(snapshotOf(set(text, 'bedrock.server-name', '')).byKey.get('bedrock.server-name')!.value).toBe('');
  });

  it('returns to the quoting of the loaded file once typed text no longer needs quotes', () => {
    const loaded = fixture('hand-edited.yml');
    let text = loaded;
    for (const typed of ['1', '12', '127', '127.0', '127.0.0.1']) {
      text = set(text, 'remote.address', typed);
    }
    expect(text).toContain('    address:   "127.0.0.1"');
    let guided = loaded;
    for (const typed of ['1', '12', '127', '127.0', '127.0.0.2']) {
      const result = setOptionValue(guided, 'remote.address', typed, {styleReference: loaded});
      if (!result.ok) throw new Error(result.reason);
      guided = result.text;
    }
    expect(changedLines(loaded, guided)).toEqual([['    address:   127.0.0.1', '    address:   127.0.0.2']]);
  });

  it('writes enumerations and booleans as Geyser expects them', () => {
    const text = fixture('default.yml');
    expect(changedLines(text, set(text, 'show-cooldown', 'false'))).toEqual([['show-cooldown: title', 'show-cooldown: false']]);
    expect(changedLines(text, set(text, 'emote-offhand-workaround', 'no-emotes'))).toEqual([
      ['emote-offhand-workaround: "disabled"', 'emote-offhand-workaround: "no-emotes"'],
    ]);
    expect(changedLines(text, set(text, 'bedrock.clone-remote-port', true))).toEqual([['  clone-remote-port: false', '  clone-remote-port: true']]);
  });

  it('rewrites a flow list in its own style and a block list entry by entry', () => {
    const handEdited = fixture('hand-edited.yml');
    expect(changedLines(handEdited, set(handEdited, 'bedrock.proxy-protocol-whitelisted-ips', ['10.0.0.0/8']))).toEqual([
      ['    proxy-protocol-whitelisted-ips: ["10.0.0.0/8","192.168.1.20"]', '    proxy-protocol-whitelisted-ips: ["10.0.0.0/8"]'],
    ]);
    const text = fixture('default.yml');
    const longer = set(text, 'saved-user-logins', [
      'ThisExampleUsernameShouldBeLongEnoughToNeverBeAnXboxUsername',
      'ThisOtherExampleUsernameShouldAlsoBeLongEnough',
      'ThirdPlayer',
    ]);
    expect(longer).toBe(
      text.replace('  - ThisOtherExampleUsernameShouldAlsoBeLongEnough\n', '  - ThisOtherExampleUsernameShouldAlsoBeLongEnough\n  - ThirdPlayer\n'),
    );
    const emptied = set(text, 'saved-user-logins', []);
    expect(emptied).toBe(
      text.replace(
        'saved-user-logins:\n  - ThisExampleUsernameShouldBeLongEnoughToNeverBeAnXboxUsername\n  - ThisOtherExampleUsernameShouldAlsoBeLongEnough\n',
        'saved-user-logins: []\n',
      ),
    );
  });

  it('fills in a key that was written without a value', () => {
    const text = 'bedrock:\n  port:\n  motd1: "x"\nconfig-version: 4\n';
    expect(snapshotOf(text).byKey.get('bedrock.port')!.issues).toEqual([{code: 'required'}]);
    expect(set(text, 'bedrock.port', 19132)).toBe('bedrock:\n  port: 19132\n  motd1: "x"\nconfig-version: 4\n');
  });

  it('refuses read-only options and values of the wrong type', () => {
    const text = fixture('default.yml');
    expect(setOptionValue(text, 'config-version', 5)).toEqual({ok: false, reason: 'readOnly'});
    expect(setOptionValue(text, 'bedrock.port', 'high')).toEqual({ok: false, reason: 'unknownOption'});
    expect(setOptionValue(text, 'no.such.key', 1)).toEqual({ok: false, reason: 'unknownOption'});
    expect(setOptionValue('not: [valid', 'bedrock.port', 1)).toEqual({ok: false, reason: 'unreadable'});
  });
});

describe('commented-out options', () => {
  it('finds options shipped as comments, with the value after the #', () => {
    const snapshot = snapshotOf(fixture('default.yml'));
    const commented = snapshot.options.filter((state) => state.presence === 'commentedOut').map((state) => [state.key, state.value]);
    expect(commented).toEqual([
      ['bedrock.address', '0.0.0.0'],
      ['bedrock.broadcast-port', 19132],
      ['bedrock.proxy-protocol-whitelisted-ips', ['127.0.0.1', '172.18.0.0/16']],
      ['default-locale', 'en_us'],
    ]);
  });

  it('does not take ordinary prose or notes after a value for options', () => {
    const text = 'bedrock:\n  port: 19132 #address: 1.2.3.4\n  # GitHub: https://example.invalid\n# port: 5\nconfig-version: 4\n';
    const snapshot = snapshotOf(text);
    expect(snapshot.byKey.get('bedrock.address')!.presence).toBe('missing');
    expect(snapshot.extraKeys).toEqual([]);
  });

  it('writes a commented-out option in place of its comment line, at the same indentation', () => {
    const text = fixture('default.yml');
    expect(changedLines(text, set(text, 'bedrock.address', '10.0.0.5'))).toEqual([['  #address: 0.0.0.0', '  address: 10.0.0.5']]);
    expect(changedLines(text, set(text, 'bedrock.broadcast-port', 19200))).toEqual([['  # broadcast-port: 19132', '  broadcast-port: 19200']]);
    expect(changedLines(text, set(text, 'default-locale', 'nl_nl'))).toEqual([['# default-locale: en_us', 'default-locale: nl_nl']]);
    expect(changedLines(text, set(text, 'bedrock.proxy-protocol-whitelisted-ips', ['192.168.0.0/16']))).toEqual([
      ['  #proxy-protocol-whitelisted-ips: [ "127.0.0.1", "172.18.0.0/16" ]', '  proxy-protocol-whitelisted-ips: [ "192.168.0.0/16" ]'],
    ]);
  });

  it('follows the section indentation of a file indented with four spaces', () => {
    const text = 'bedrock:\n    port: 19132\n  #address: 0.0.0.0\nconfig-version: 4\n';
    expect(set(text, 'bedrock.address', '1.2.3.4')).toBe('bedrock:\n    port: 19132\n    address: 1.2.3.4\nconfig-version: 4\n');
  });

  it('turns a set optional option back into a comment, restoring the original bytes', () => {
    const text = fixture('default.yml');
    const snapshot = snapshotOf(set(text, 'bedrock.address', '0.0.0.0'));
    expect(snapshot.byKey.get('bedrock.address')!.canUnset).toBe(true);
    const unset = unsetOption(snapshot.text, 'bedrock.address');
    expect(unset).toEqual({ok: true, text});
    expect(unsetOption(text, 'bedrock.port')).toEqual({ok: false, reason: 'notOptional'});
  });

  it('reads the options of a file where they were switched on by hand', () => {
    const snapshot = snapshotOf(fixture('commented-options-set.yml'));
    expect(snapshot.byKey.get('bedrock.address')!.value).toBe('192.168.0.10');
    expect(snapshot.byKey.get('bedrock.broadcast-port')!.value).toBe(19200);
    expect(snapshot.byKey.get('default-locale')!.value).toBe('de_de');
    expect(snapshot.byKey.get('bedrock.proxy-protocol-whitelisted-ips')!.value).toEqual(['127.0.0.1', 'https://example.invalid/proxies.txt']);
  });
});

describe('missing options and keys the schema does not know', () => {
  it('adds a missing option at the end of its section, or before config-version', () => {
    const text = fixture('hand-edited.yml');
    const withAddress = set(text, 'bedrock.address', '0.0.0.0');
    expect(withAddress).toBe(
      text.replace(
        '    proxy-protocol-whitelisted-ips: ["10.0.0.0/8","192.168.1.20"]\n',
        '    proxy-protocol-whitelisted-ips: ["10.0.0.0/8","192.168.1.20"]\n    address: 0.0.0.0\n',
      ),
    );
    const withLogging = set(text, 'log-player-ip-addresses', false);
    expect(withLogging).toBe(text.replace('config-version: 4', 'log-player-ip-addresses: false\nconfig-version: 4'));
  });

  it('adds a whole section when it is missing, and appends after a last line without a line break', () => {
    const text = 'bedrock:\n  port: 19132\nremote:\n  port: 25565';
    expect(set(text, 'metrics.enabled', false)).toBe('bedrock:\n  port: 19132\nremote:\n  port: 25565\nmetrics:\n  enabled: false\n');
    expect(set(text, 'remote.auth-type', 'floodgate')).toBe('bedrock:\n  port: 19132\nremote:\n  port: 25565\n  auth-type: floodgate\n');
  });

  it('keeps unknown and retired keys untouched and lists them read-only', () => {
    const text = fixture('hand-edited.yml');
    const snapshot = snapshotOf(text);
    expect(snapshot.extraKeys.map((extra) => [extra.key, Boolean(extra.retired)])).toEqual([
      ['remote.allow-password-authentication', true],
      ['allow-third-party-capes', true],
      ['my-own-note', false],
      ['discord', false],
    ]);
    expect(snapshot.extraKeys[3].source).toBe('discord:\n    invite: https://example.invalid/island\n    channel: 123456');
    const edited = set(text, 'mtu', 1300);
    expect(snapshotOf(edited).extraKeys).toEqual(snapshot.extraKeys);
  });

  it('keeps saved-user-logins but marks it as not shown in the form', () => {
    const state = snapshotOf(fixture('default.yml')).byKey.get('saved-user-logins')!;
    expect(state.presence).toBe('set');
    expect(state.option.hiddenInForm).toBe(true);
  });

  it('warns, without blocking, when config-version is missing', () => {
    const snapshot = snapshotOf('bedrock:\n  port: 19132\n');
    expect(snapshot.warnings).toEqual([{code: 'noConfigVersion'}]);
    expect(hasBlockingIssues(snapshot)).toBe(false);
  });

  it('blocks export when a section is not a mapping', () => {
    const snapshot = snapshotOf('bedrock: 19132\nconfig-version: 4\n');
    expect(snapshot.documentIssues).toEqual([{code: 'sectionNotMapping', key: 'bedrock'}]);
    expect(hasBlockingIssues(snapshot)).toBe(true);
  });
});
