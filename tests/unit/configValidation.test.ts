import {describe, expect, it} from 'vitest';
import {findFormatOption, geyserFormat, geyserV4Format, type ConfigOption} from '@site/src/data/configFormats';

const findOption = (key: string) => findFormatOption(geyserV4Format(), key);
import {matchesFormat, validateOptionValue} from '@site/src/lib/config-editor/validation';
import {hasBlockingIssues, readConfig} from '@site/src/lib/config-editor/configDocument';

function option(key: string): ConfigOption {
  const found = findOption(key);
  if (!found) throw new Error(`no option ${key}`);
  return found;
}

describe('validation rules', () => {
  it('requires a value unless the option is optional', () => {
    expect(validateOptionValue(option('bedrock.port'), null)).toEqual([{code: 'required'}]);
    expect(validateOptionValue(option('bedrock.address'), null)).toEqual([]);
    expect(validateOptionValue(option('remote.address'), '  ')).toEqual([{code: 'required'}]);
  });

  it('accepts booleans, and the quoted words Geyser also reads, nothing else', () => {
    const debug = option('debug-mode');
    expect(validateOptionValue(debug, true)).toEqual([]);
    expect(validateOptionValue(debug, 'false')).toEqual([]);
    expect(validateOptionValue(debug, 'yes')).toEqual([{code: 'notBoolean'}]);
    expect(validateOptionValue(debug, 1)).toEqual([{code: 'notBoolean'}]);
  });

  it('accepts whole numbers, also when quoted', () => {
    const players = option('max-players');
    expect(validateOptionValue(players, 20)).toEqual([]);
    expect(validateOptionValue(players, '20')).toEqual([]);
    expect(validateOptionValue(players, 2.5)).toEqual([{code: 'notInteger'}]);
    expect(validateOptionValue(players, 'lots')).toEqual([{code: 'notInteger'}]);
  });

  it('keeps ports between 1 and 65535', () => {
    const port = option('bedrock.port');
    expect(validateOptionValue(port, 1)).toEqual([]);
    expect(validateOptionValue(port, 65535)).toEqual([]);
    expect(validateOptionValue(port, 0)).toEqual([{code: 'outOfRange', min: 1, max: 65535}]);
    expect(validateOptionValue(port, 70000)).toEqual([{code: 'outOfRange', min: 1, max: 65535}]);
    expect(validateOptionValue(option('remote.port'), 65536)).toEqual([{code: 'outOfRange', min: 1, max: 65535}]);
  });

  it('keeps the compression level between -1 and 9 and the MTU between 576 and 1492', () => {
    expect(validateOptionValue(option('bedrock.compression-level'), -1)).toEqual([]);
    expect(validateOptionValue(option('bedrock.compression-level'), 10)).toEqual([{code: 'outOfRange', min: -1, max: 9}]);
    expect(validateOptionValue(option('mtu'), 500)).toEqual([{code: 'outOfRange', min: 576, max: 1492}]);
  });

  it('reports a lower bound alone when there is no upper one', () => {
    expect(validateOptionValue(option('max-visible-custom-skulls'), -2)).toEqual([{code: 'belowMin', min: -1}]);
    expect(validateOptionValue(option('cache-images'), -1)).toEqual([{code: 'belowMin', min: 0}]);
  });

  it('accepts only the listed values of an enumeration, ignoring case where Geyser does', () => {
    expect(validateOptionValue(option('remote.auth-type'), 'FloodGate')).toEqual([]);
    expect(validateOptionValue(option('remote.auth-type'), 'bedrock')).toEqual([{code: 'notAllowed', allowed: ['online', 'offline', 'floodgate']}]);
    expect(validateOptionValue(option('show-cooldown'), false)).toEqual([]);
    expect(validateOptionValue(option('show-cooldown'), 'true')).toEqual([]);
    expect(validateOptionValue(option('emote-offhand-workaround'), 'No-Emotes')).toEqual([
      {code: 'notAllowed', allowed: ['disabled', 'no-emotes', 'emotes-and-offhand']},
    ]);
  });

  it('refuses lists and mappings where text is expected', () => {
    expect(validateOptionValue(option('bedrock.motd1'), ['a'])).toEqual([{code: 'notText'}]);
    expect(validateOptionValue(option('bedrock.motd1'), 42)).toEqual([]);
  });

  it('checks addresses, locales, item IDs and the statistics ID', () => {
    expect(validateOptionValue(option('bedrock.address'), '0.0.0.0')).toEqual([]);
    expect(validateOptionValue(option('bedrock.address'), '::')).toEqual([]);
    expect(validateOptionValue(option('bedrock.address'), '300.1.1.1')).toEqual([{code: 'invalidFormat', format: 'listenAddress'}]);
    expect(validateOptionValue(option('remote.address'), 'auto')).toEqual([]);
    expect(validateOptionValue(option('remote.address'), 'play.example.com')).toEqual([]);
    expect(validateOptionValue(option('remote.address'), 'http://x')).toEqual([{code: 'invalidFormat', format: 'remoteAddress'}]);
    expect(validateOptionValue(option('default-locale'), 'pt_br')).toEqual([]);
    expect(validateOptionValue(option('default-locale'), 'English')).toEqual([{code: 'invalidFormat', format: 'locale'}]);
    expect(validateOptionValue(option('unusable-space-block'), 'minecraft:glass_pane')).toEqual([]);
    expect(validateOptionValue(option('unusable-space-block'), 'Glass Pane')).toEqual([{code: 'invalidFormat', format: 'itemId'}]);
    expect(validateOptionValue(option('metrics.uuid'), 'generateduuid')).toEqual([]);
    expect(validateOptionValue(option('metrics.uuid'), 'not-a-uuid')).toEqual([{code: 'invalidFormat', format: 'metricsId'}]);
  });

  it('checks each entry of the trusted PROXY sender list', () => {
    const list = option('bedrock.proxy-protocol-whitelisted-ips');
    expect(validateOptionValue(list, ['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'https://example.invalid/list.txt'])).toEqual([]);
    expect(validateOptionValue(list, ['10.0.0.0/33', 'ftp://x'])).toEqual([
      {code: 'invalidEntry', format: 'proxyAllowEntry', entry: '10.0.0.0/33'},
      {code: 'invalidEntry', format: 'proxyAllowEntry', entry: 'ftp://x'},
    ]);
    expect(validateOptionValue(list, '127.0.0.1')).toEqual([{code: 'notList'}]);
  });

  it('recognises IPv6 addresses in their usual shortened forms', () => {
    expect(matchesFormat('listenAddress', '2001:db8::1')).toBe(true);
    expect(matchesFormat('listenAddress', '::ffff:192.168.0.1')).toBe(true);
    expect(matchesFormat('listenAddress', '1::2::3')).toBe(false);
  });

  it('marks a whole file as blocked while any option has a problem', () => {
    const result = readConfig('bedrock:\n  port: 70000\nremote:\n  auth-type: bedrock\nconfig-version: 4\n');
    if (!result.ok) throw new Error(result.error.code);
    expect(hasBlockingIssues(result.snapshot)).toBe(true);
    expect(result.snapshot.options.filter((state) => state.issues.length > 0).map((state) => state.key)).toEqual([
      'bedrock.port',
      'remote.auth-type',
    ]);
  });
});

describe('validation of the current layout', () => {
  const current = (key: string, platform: 'spigot' | 'bungeecord' | 'mod' | 'standalone' = 'standalone') => {
    const found = findFormatOption(geyserFormat(7, platform), key);
    if (!found) throw new Error(`no option ${key}`);
    return found;
  };

  it('keeps the Bedrock and Java ports between 1 and 65535, and the advertised port between 0 and 65535', () => {
    expect(validateOptionValue(current('bedrock.port'), 0)).toEqual([{code: 'outOfRange', min: 1, max: 65535}]);
    expect(validateOptionValue(current('java.port'), 70000)).toEqual([{code: 'outOfRange', min: 1, max: 65535}]);
    expect(validateOptionValue(current('advanced.bedrock.broadcast-port'), 0)).toEqual([]);
    expect(validateOptionValue(current('advanced.bedrock.broadcast-port'), -1)).toEqual([{code: 'outOfRange', min: 0, max: 65535}]);
  });

  it('knows the cooldown indicator values of version 7, in any case as Geyser reads enums', () => {
    expect(validateOptionValue(current('gameplay.cooldown-type'), 'HOTBAR')).toEqual([]);
    expect(validateOptionValue(current('gameplay.cooldown-type'), 'title')).toEqual([
      {code: 'notAllowed', allowed: ['crosshair', 'hotbar', 'disabled']},
    ]);
  });

  it('checks addresses, the locale, the BungeeCord listener and resource pack links', () => {
    expect(validateOptionValue(current('java.address'), 'auto')).toEqual([{code: 'invalidFormat', format: 'host'}]);
    expect(validateOptionValue(current('java.address'), 'mc.example.org')).toEqual([]);
    expect(validateOptionValue(current('default-locale'), 'system')).toEqual([]);
    expect(validateOptionValue(current('default-locale'), 'english')).toEqual([{code: 'invalidFormat', format: 'localeOrSystem'}]);
    const listener = current('advanced.java.bungee-listener', 'bungeecord');
    expect(validateOptionValue(listener, '')).toEqual([]);
    expect(validateOptionValue(listener, '0.0.0.0:25577')).toEqual([]);
    expect(validateOptionValue(listener, '[::]:25577')).toEqual([]);
    expect(validateOptionValue(listener, '0.0.0.0')).toEqual([{code: 'invalidFormat', format: 'listenerAddress'}]);
    expect(validateOptionValue(listener, '0.0.0.0:99999')).toEqual([{code: 'invalidFormat', format: 'listenerAddress'}]);
    expect(validateOptionValue(current('advanced.resource-pack-urls'), ['https://example.org/pack.mcpack', 'pack.zip'])).toEqual([
      {code: 'invalidEntry', format: 'webAddress', entry: 'pack.zip'},
    ]);
  });

  it("keeps Floodgate's username prefix under 16 characters", () => {
    expect(matchesFormat('usernamePrefix', '')).toBe(true);
    expect(matchesFormat('usernamePrefix', '.')).toBe(true);
    expect(matchesFormat('usernamePrefix', 'x'.repeat(15))).toBe(true);
    expect(matchesFormat('usernamePrefix', 'x'.repeat(16))).toBe(false);
  });
});
