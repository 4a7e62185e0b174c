import {describe, it, expect} from 'vitest';
import {hostingProviders, serverSoftware, type HostingProvider, type HostMethod} from '../../src/data/hostingProviders';
import {hostSetupPlan, parseAddress, parsePort, type SetupStep} from '../../src/lib/host-setup/plan';
import {hostConfigFile} from '../../src/lib/host-setup/config';
import {formatSetupQuery, parseSetupQuery} from '../../src/lib/host-setup/address';
import {searchHosts} from '../../src/lib/host-setup/search';
import {buildDefaultConfig} from '../../src/lib/config-editor/defaultConfig';
import {readConfig} from '../../src/lib/config-editor/configDocument';
import {parseHandover, serializeHandover} from '../../src/lib/config-editor/handover';

const fixedId = () => '00000000-0000-4000-8000-000000000000';

function host(method: HostMethod, extra: Partial<HostingProvider> = {}): HostingProvider {
  return {name: 'Example Host', url: 'https://example.com/', category: 'supported', steps: ['A step.'], method, ...extra};
}

const kinds = (steps: SetupStep[]) => steps.map((step) => step.kind);

/** The lines of `after` that differ from `before`, which must have the same number of lines. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, index) => line !== a[index]);
}

describe('hostSetupPlan, per method', () => {
  it('java-port: puts the Java port (plus the offset) into the Bedrock port', () => {
    const plan = hostSetupPlan(host({kind: 'java-port'}), 'paper', {javaPort: '25570'});
    expect(plan.fields).toEqual(['javaPort']);
    expect(plan.problems).toEqual([]);
    expect([...plan.values]).toEqual([['bedrock.port', 25570]]);
    expect(kinds(plan.steps)).toEqual(['download', 'upload', 'startOnce', 'config', 'restart', 'join']);
    expect(plan.steps.at(-1)).toEqual({kind: 'join', port: {kind: 'number', port: 25570}});
    const nitrado = hostSetupPlan(host({kind: 'java-port', offset: 4}), 'paper', {javaPort: '12345'});
    expect(nitrado.values.get('bedrock.port')).toBe(12349);
  });

  it('java-port: asks for the port while it is missing or wrong, and offers no values', () => {
    expect(hostSetupPlan(host({kind: 'java-port'}), 'paper').problems).toEqual([{field: 'javaPort', problem: 'missing'}]);
    const wrong = hostSetupPlan(host({kind: 'java-port'}), 'paper', {javaPort: '70000'});
    expect(wrong.problems).toEqual([{field: 'javaPort', problem: 'invalid'}]);
    expect(wrong.values.size).toBe(0);
    expect(hostSetupPlan(host({kind: 'java-port', offset: 4}), 'paper', {javaPort: '65534'}).problems).toEqual([
      {field: 'javaPort', problem: 'invalid'},
    ]);
  });

  it('clone-remote-port: sets clone-remote-port and joins on the Java port, binding the address when asked', () => {
    const plan = hostSetupPlan(host({kind: 'clone-remote-port'}), 'velocity');
    expect([...plan.values]).toEqual([['bedrock.clone-remote-port', true]]);
    expect(plan.fields).toEqual([]);
    expect(plan.steps.at(-1)).toEqual({kind: 'join', port: {kind: 'java'}});
    const bound = hostSetupPlan(host({kind: 'clone-remote-port', bindAddress: true}), 'paper', {address: '203.0.113.7'});
    expect([...bound.values]).toEqual([
      ['bedrock.clone-remote-port', true],
      ['bedrock.address', '203.0.113.7'],
    ]);
  });

  it('udp-port-on-request: asks the host for a port and writes it', () => {
    const plan = hostSetupPlan(host({kind: 'udp-port-on-request', askIn: 'support'}), 'fabric', {bedrockPort: ' 19200 '});
    expect(kinds(plan.steps)).toEqual(['download', 'upload', 'startOnce', 'askPort', 'config', 'restart', 'join']);
    expect(plan.steps[3]).toEqual({kind: 'askPort', from: 'support'});
    expect(plan.steps[0]).toEqual({kind: 'download', floodgate: false, fabricApi: true});
    expect([...plan.values]).toEqual([['bedrock.port', 19200]]);
    expect(hostSetupPlan(host({kind: 'udp-port-on-request', askIn: 'panel'}), 'paper').problems).toEqual([
      {field: 'bedrockPort', problem: 'missing'},
    ]);
  });

  it('dedicated-ip: keeps the default config and joins on 19132', () => {
    const plan = hostSetupPlan(host({kind: 'dedicated-ip'}), 'paper');
    expect(plan.values.size).toBe(0);
    expect(plan.offersConfig).toBe(true);
    expect(kinds(plan.steps)).toContain('dedicatedIp');
    expect(plan.steps.at(-1)).toEqual({kind: 'join', port: {kind: 'number', port: 19132}});
  });

  it('bind-address: needs an IP address, not a host name', () => {
    const plan = hostSetupPlan(host({kind: 'bind-address'}), 'paper', {address: 'play.example.com'});
    expect(plan.problems).toEqual([{field: 'address', problem: 'invalid'}]);
    expect(hostSetupPlan(host({kind: 'bind-address'}), 'paper', {address: '2001:db8::1'}).values.get('bedrock.address')).toBe('2001:db8::1');
  });

  it('panel-install, preinstalled and host-guide: the host sets Geyser up, so no download or config', () => {
    const panel = hostSetupPlan(host({kind: 'panel-install', panelOption: 'Geyser toggle'}), 'paper', {floodgate: true});
    expect(panel.steps).toEqual([
      {kind: 'panelInstall', option: 'Geyser toggle'},
      {kind: 'join', port: {kind: 'fromHost'}},
    ]);
    expect(panel.offersConfig).toBe(false);
    expect(kinds(hostSetupPlan(host({kind: 'preinstalled'}), 'paper').steps)).toEqual(['preinstalled', 'join']);
    expect(hostSetupPlan(host({kind: 'host-guide', guide: 'https://example.com/geyser'}), 'paper').steps[0]).toEqual({
      kind: 'hostGuide',
      url: 'https://example.com/geyser',
    });
  });

  it('host-assigned-port: the reader installs Geyser but leaves the port to the host', () => {
    const plan = hostSetupPlan(host({kind: 'host-assigned-port'}), 'paper');
    expect(kinds(plan.steps)).toEqual(['download', 'upload', 'startOnce', 'hostSetsPort', 'restart', 'join']);
    expect(plan.offersConfig).toBe(false);
  });

  it('unsupported: no steps at all', () => {
    const plan = hostSetupPlan(host({kind: 'unsupported'}, {category: 'unsupported', steps: []}), 'paper');
    expect(plan.steps).toEqual([]);
    expect(plan.offersConfig).toBe(false);
  });

  it('Floodgate on a proxy also goes on the servers behind it', () => {
    expect(kinds(hostSetupPlan(host({kind: 'clone-remote-port'}), 'bungeecord', {floodgate: true}).steps)).toContain('floodgateOnBackends');
    expect(kinds(hostSetupPlan(host({kind: 'clone-remote-port'}), 'paper', {floodgate: true}).steps)).not.toContain('floodgateOnBackends');
  });

  it('offers only the software a host names', () => {
    expect(hostSetupPlan(host({kind: 'preinstalled'}, {software: ['paper']}), 'paper').offered).toEqual(['paper']);
    expect(hostSetupPlan(host({kind: 'preinstalled'}), 'paper').offered).toEqual(serverSoftware);
  });
});

describe('parsePort and parseAddress', () => {
  it('take whole ports from 1 to 65535 and IP addresses only', () => {
    expect(parsePort('19132')).toBe(19132);
    expect([parsePort('0'), parsePort('65536'), parsePort('12.5'), parsePort('-1'), parsePort('port')]).toEqual([null, null, null, null, null]);
    expect(parseAddress(' 192.0.2.10 ')).toBe('192.0.2.10');
    expect([parseAddress('256.1.1.1'), parseAddress('example.com'), parseAddress('1.2.3')]).toEqual([null, null, null]);
  });
});

describe('hostConfigFile', () => {
  it('is the editor default, byte for byte, apart from the host values', () => {
    for (const software of serverSoftware) {
      const plan = hostSetupPlan(host({kind: 'clone-remote-port', bindAddress: true}), software, {address: '203.0.113.7'});
      const result = hostConfigFile(plan, fixedId);
      if (!result.ok) throw new Error(`${software}: ${result.reason}`);
      const defaults = buildDefaultConfig({product: 'geyser', platform: plan.setup.configPlatform}, fixedId);
      expect(result.base).toBe(defaults);
      expect(changedLines(defaults, result.text)).toEqual(['  address: 203.0.113.7', '  clone-remote-port: true']);
      const read = readConfig(result.text, {platform: plan.setup.configPlatform});
      expect(read.ok && read.snapshot.byKey.get('bedrock.clone-remote-port')?.value).toBe(true);
    }
  });

  it('writes the assigned port and nothing else', () => {
    const plan = hostSetupPlan(host({kind: 'udp-port-on-request', askIn: 'panel'}), 'paper', {bedrockPort: '19200'});
    const result = hostConfigFile(plan, fixedId);
    if (!result.ok) throw new Error(result.reason);
    expect(changedLines(result.base, result.text)).toEqual(['  port: 19200']);
  });

  it('is the unchanged default for a dedicated IP', () => {
    const result = hostConfigFile(hostSetupPlan(host({kind: 'dedicated-ip'}), 'neoforge'), fixedId);
    expect(result.ok && result.text).toBe(buildDefaultConfig({product: 'geyser', platform: 'mod'}, fixedId));
  });

  it('works for every real host that offers a config', () => {
    for (const provider of hostingProviders) {
      const plan = hostSetupPlan(provider, 'paper', {javaPort: '25565', bedrockPort: '19133', address: '192.0.2.1'});
      if (!plan.offersConfig) continue;
      expect(plan.problems, provider.name).toEqual([]);
      expect(hostConfigFile(plan, fixedId).ok, provider.name).toBe(true);
    }
  });
});

describe('the setup address', () => {
  it('round-trips a choice', () => {
    const pebble = hostingProviders.find((provider) => provider.name === 'Pebblehost')!;
    const query = formatSetupQuery({host: pebble, software: 'velocity', input: {floodgate: true, javaPort: '25570'}});
    expect(query).toBe('?host=pebblehost&platform=velocity&floodgate=1&javaPort=25570');
    const parsed = parseSetupQuery(query);
    expect(parsed.host).toBe(pebble);
    expect(parsed.software).toBe('velocity');
    expect(parsed.input).toEqual({floodgate: true, javaPort: '25570'});
    expect(formatSetupQuery(parsed)).toBe(query);
  });

  it('reports a host it does not know and ignores unknown software', () => {
    const parsed = parseSetupQuery('?host=nowhere-hosting&platform=bukkit');
    expect(parsed).toMatchObject({host: null, software: null, unknownHost: 'nowhere-hosting'});
    expect(parseSetupQuery('?host=Server.pro').host?.name).toBe('Server.pro');
  });
});

describe('searchHosts', () => {
  it('finds hosts by name or alias, names that start with the text first', () => {
    expect(searchHosts(hostingProviders, 'g-portal').map((h) => h.name)).toEqual(['GPortal']);
    expect(searchHosts(hostingProviders, 'apex minecraft').map((h) => h.name)).toEqual(['Apex Hosting']);
    expect(searchHosts(hostingProviders, 'host')[0].name.toLowerCase().startsWith('host')).toBe(true);
    expect(searchHosts(hostingProviders, '')).toHaveLength(hostingProviders.length);
  });
});

describe('the hand-over to the config editor', () => {
  it('round-trips a config and refuses what the editor cannot read', () => {
    const result = hostConfigFile(hostSetupPlan(host({kind: 'clone-remote-port'}), 'paper'), fixedId);
    if (!result.ok) throw new Error(result.reason);
    const handover = {text: result.text, original: result.base, platform: 'spigot' as const, fileName: 'config.yml'};
    expect(parseHandover(serializeHandover(handover))).toEqual(handover);
    expect(parseHandover(null)).toBeNull();
    expect(parseHandover('{not json')).toBeNull();
    expect(parseHandover(JSON.stringify({version: 1, text: 'a: [', platform: 'spigot'}))).toBeNull();
    expect(parseHandover(JSON.stringify({version: 1, text: result.text, platform: 'bukkit'}))).toBeNull();
  });
});
