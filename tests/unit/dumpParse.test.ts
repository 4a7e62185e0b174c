import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {normaliseDump, normaliseRepositoryUrl, parseDumpText} from '@site/src/lib/dump/parse';
import {readConfigSettings} from '@site/src/lib/dump/configSettings';
import {outsideLink} from '@site/src/lib/dump/links';
import type {DumpModel} from '@site/src/lib/dump/model';

const fixtureDir = path.resolve(__dirname, '../fixtures/dumps');

function fixtureText(name: string): string {
  return readFileSync(path.join(fixtureDir, name), 'utf8');
}

function load(name: string): DumpModel {
  const result = parseDumpText(fixtureText(name));
  if (!result.ok) throw new Error(`${name} did not parse: ${result.error}`);
  return result.dump;
}

describe('parseDumpText', () => {
  it('rejects text that is not JSON', () => {
    expect(parseDumpText('<html>Bad gateway</html>')).toEqual({ok: false, error: 'invalid-json'});
    expect(parseDumpText('')).toEqual({ok: false, error: 'invalid-json'});
  });

  it('rejects JSON that is not a dump', () => {
    expect(parseDumpText(fixtureText('not-a-dump.json'))).toEqual({ok: false, error: 'not-a-dump'});
    for (const text of ['null', '[]', '42', '"versionInfo"', '{}', '{"versionInfo": "2.0"}']) {
      expect(parseDumpText(text)).toEqual({ok: false, error: 'not-a-dump'});
    }
  });

  it('ignores a byte order mark from a file saved on Windows', () => {
    expect(parseDumpText(`\uFEFF${fixtureText('minimal.json')}`).ok).toBe(true);
  });
});

describe('Paper dump in the current format', () => {
  const dump = load('spigot.json');

  it('reads versions and system', () => {
    expect(dump.versions.geyserVersion).toMatch(/^2\.11\.0-b975 /);
    expect(dump.versions.javaVersion).toBe('21.0.7+6-LTS');
    expect(dump.versions.javaVendor).toBe('Eclipse Adoptium');
    expect(dump.versions.architecture).toBe('amd64');
    expect(dump.versions.docker).toBe(false);
    expect(dump.system).toMatchObject({cpuCount: 8, locale: 'en_US', encoding: 'UTF-8', connectionAttempts: 41});
    expect(dump.system.ram).toEqual({freeMb: 1843, totalMb: 4096, maxMb: 8192});
  });

  it('reads the build and links the commit on GitHub', () => {
    expect(dump.build.buildNumber).toBe(975);
    expect(dump.build.branch).toBe('master');
    expect(dump.build.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(dump.build.commitUrl).toBe(`https://github.com/GeyserMC/Geyser/commit/${dump.build.commit}`);
    expect(dump.build.fork).toBe(false);
    expect(dump.build.jarSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the platform, with an empty server address as missing', () => {
    expect(dump.platform).toMatchObject({
      platform: 'Spigot',
      knownPlatform: 'Spigot',
      name: 'Paper',
      apiVersion: '26.2-R0.1-SNAPSHOT',
      onlineMode: true,
      serverPort: 25565,
    });
    expect(dump.platform.serverAddress).toBeUndefined();
  });

  it('lists plugins, packs, mappings and players', () => {
    expect(dump.addonKind).toBe('plugins');
    expect(dump.plugins).toHaveLength(6);
    expect(dump.plugins?.find((plugin) => plugin.name === 'LanternChat')).toMatchObject({enabled: false, authors: ['Ilka Marr']});
    expect(dump.resourcePacks).toEqual([{name: 'Lanternfall Icons', type: 'PathPackCodec', size: '0.42 MB'}]);
    expect(dump.mappings).toEqual({customBlocks: 0, customSkulls: 3, customItems: 12, customEntities: 0});
    expect(dump.userPlatforms?.[0]).toEqual({platform: 'Windows', count: 3});
    expect(dump.extensions).toEqual([]);
    expect(dump.jvmFlags).toContain('-Xmx8G');
    expect(dump.logsUrl).toBeUndefined();
  });

  it('reads the sectioned config', () => {
    expect(dump.settings).toMatchObject({
      configVersion: 7,
      layout: 'sectioned',
      bedrockAddress: '0.0.0.0',
      bedrockPort: 19132,
      cloneRemotePort: false,
      authType: 'floodgate',
      bedrockProxyProtocol: false,
      javaProxyProtocol: false,
      useDirectConnection: true,
    });
    expect(dump.config?.['config-version']).toBe(7);
  });
});

describe('Velocity dump from Geyser 2.4 (Jackson, config-version 4)', () => {
  const dump = load('velocity.json');

  it('maps the flat config to the same settings', () => {
    expect(dump.settings).toMatchObject({
      configVersion: 4,
      layout: 'flat',
      javaPort: 25577,
      javaAddress: 'auto',
      authType: 'floodgate',
      javaProxyProtocol: true,
      bedrockProxyProtocol: false,
    });
  });

  it('takes the old jar checksum and drops ".git" from the repository', () => {
    expect(dump.build.jarSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(dump.build.repositoryUrl).toBe('https://github.com/GeyserMC/Geyser');
    expect(dump.build.fork).toBe(false);
  });

  it('reads the proxy and its plugins', () => {
    expect(dump.platform).toMatchObject({knownPlatform: 'Velocity', vendor: 'Velocity Contributors', serverPort: 25577});
    expect(dump.plugins?.map((plugin) => plugin.name)).toContain('Ferryman');
    expect(dump.extensions?.[0]).toMatchObject({name: 'TideGreeter', apiVersion: '2.4.0', enabled: true});
    expect(dump.logsUrl).toBe('https://mclo.gs/Qw3rTy9');
    expect(dump.userPlatforms).toEqual([]);
    expect(dump.floodgateDetected).toBeUndefined();
  });
});

describe('BungeeCord dump from Geyser 2.2', () => {
  const dump = load('bungeecord.json');

  it('reads listeners and drops missing authors', () => {
    expect(dump.platform.listeners).toEqual([
      {address: '0.0.0.0', port: 25577},
      {address: '***', port: 25578},
    ]);
    expect(dump.plugins?.find((plugin) => plugin.name === 'HarborQueue')?.authors).toEqual([]);
  });

  it('turns old device names into display names', () => {
    expect(dump.userPlatforms).toEqual([
      {platform: 'Windows', count: 4},
      {platform: 'Switch', count: 1},
    ]);
  });

  it('sees the Bedrock PROXY protocol switch under its old name', () => {
    expect(dump.settings.bedrockProxyProtocol).toBe(true);
    expect(dump.settings.authType).toBe('online');
  });
});

describe('modded dumps', () => {
  it('reads Fabric mods', () => {
    const dump = load('fabric.json');
    expect(dump.addonKind).toBe('mods');
    expect(dump.platform).toMatchObject({knownPlatform: 'Fabric', name: 'fabric', minecraftVersion: '26.2', environment: 'SERVER'});
    expect(dump.plugins?.find((mod) => mod.name === 'moss-and-mortar')).toMatchObject({version: '1.4.0', authors: ['Tamsin Vey']});
    expect(dump.versions.docker).toBe(true);
  });

  it('reads NeoForge mods with their homepages, empty ones left out', () => {
    const dump = load('neoforge.json');
    expect(dump.addonKind).toBe('mods');
    expect(dump.platform.environment).toBe('DEDICATED_SERVER');
    expect(dump.plugins?.find((mod) => mod.name === 'copperworks')?.url).toBe('https://copperworks.example.net/');
    expect(dump.plugins?.find((mod) => mod.name === 'tidal_mills')?.url).toBeUndefined();
    expect(dump.settings).toMatchObject({cloneRemotePort: true, bedrockPort: 25565});
  });
});

describe('Standalone dump', () => {
  const dump = load('standalone.json');

  it('has no plugin list but extensions and packs', () => {
    expect(dump.plugins).toBeUndefined();
    expect(dump.platform).toMatchObject({knownPlatform: 'Standalone', gui: false});
    expect(dump.extensions?.map((extension) => extension.name)).toEqual(['WayfinderForms', 'EchoNames']);
    expect(dump.resourcePacks).toHaveLength(2);
    expect(dump.mappings?.customEntities).toBe(2);
  });

  it('reads the remote server section of the Standalone config', () => {
    expect(dump.settings).toMatchObject({javaAddress: '***', javaPort: 25565, authType: 'online', bedrockAddress: '***'});
    expect(dump.settings.cloneRemotePort).toBeUndefined();
  });
});

describe('old dump from a Geyser 2.0 development build', () => {
  const dump = load('old-format.json');

  it('reads the git.properties copy and the enum platform name', () => {
    expect(dump.build).toMatchObject({buildNumber: 912, buildLabel: '912', branch: 'master'});
    expect(dump.build.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(dump.platform).toMatchObject({platform: 'Spigot', knownPlatform: 'Spigot', apiVersion: '1.17.1-R0.1-SNAPSHOT'});
  });

  it('keeps the single Java version and shows what it lacks as missing', () => {
    expect(dump.supported.java).toEqual(['1.17.1']);
    expect(dump.system.cpuCount).toBeUndefined();
    expect(dump.system.locale).toBeUndefined();
    expect(dump.extensions).toBeUndefined();
    expect(dump.resourcePacks).toBeUndefined();
  });

  it('notices Floodgate from its own section', () => {
    expect(dump.floodgateDetected).toBe(true);
    expect(dump.settings.authType).toBe('floodgate');
  });
});

describe('minimal dump', () => {
  it('leaves everything but the version undefined', () => {
    const dump = load('minimal.json');
    expect(dump.versions.geyserVersion).toBe('2.6.0-b750 (git-master-0a1b2c3)');
    expect(dump.build).toEqual({jarSha256: undefined});
    expect(dump.platform).toEqual({});
    expect(dump.plugins).toBeUndefined();
    expect(dump.config).toBeUndefined();
    expect(dump.settings).toEqual({});
    expect(dump.system.ram).toEqual({freeMb: undefined, totalMb: undefined, maxMb: undefined});
  });
});

describe('hostile strings', () => {
  const dump = load('html-strings.json');

  it('keeps text as text, and addresses that are no http(s) link as text that links nowhere', () => {
    expect(dump.versions.javaVendor).toContain('<img');
    expect(dump.plugins?.[0].name).toContain('onerror');
    expect(dump.logsUrl).toBe('javascript:window.__pwned = 1');
    expect(outsideLink(dump.logsUrl)).toBeUndefined();
    expect(dump.build.commit).toBeUndefined();
    expect(dump.build.commitUrl).toBeUndefined();
    expect(dump.build.repositoryUrl).toBe('javascript:window.__pwned = 1');
    expect(outsideLink(dump.build.repositoryUrl)).toBeUndefined();
    expect(dump.build.fork).toBe(true);
    expect(dump.build.jarSha256).toBeUndefined();
  });
});

describe('wrong types never crash', () => {
  it('turns each odd field into undefined', () => {
    const dump = normaliseDump({
      versionInfo: {version: 42, javaVersion: ['21'], network: 'docker', mcInfo: {bedrockVersions: 'all', javaVersions: [1, '26.2']}},
      cpuCount: '8',
      ramInfo: {free: 'lots', total: null, max: 1024},
      gitInfo: {buildNumber: 975, 'git.branch': false},
      bootstrapInfo: {platform: 7, plugins: [null, 'x', {name: 3, enabled: 'yes', authors: 'me'}], serverPort: '25565'},
      config: [1, 2],
      userPlatforms: {Windows: 'two', Android: 1},
      flagsInfo: {flags: 'none'},
      logsInfo: null,
      extensionInfo: {},
    });
    expect(dump).toBeDefined();
    expect(dump?.versions.geyserVersion).toBeUndefined();
    expect(dump?.versions.javaVersion).toBeUndefined();
    expect(dump?.supported).toMatchObject({bedrock: undefined, java: ['26.2']});
    expect(dump?.system.cpuCount).toBeUndefined();
    expect(dump?.system.ram).toEqual({freeMb: undefined, totalMb: undefined, maxMb: 1024});
    expect(dump?.build.buildNumber).toBe(975);
    expect(dump?.build.branch).toBeUndefined();
    expect(dump?.platform.platform).toBeUndefined();
    expect(dump?.platform.serverPort).toBeUndefined();
    expect(dump?.plugins).toEqual([{name: undefined, version: undefined, enabled: undefined, main: undefined, authors: undefined, url: undefined}]);
    expect(dump?.config).toBeUndefined();
    expect(dump?.userPlatforms).toEqual([{platform: 'Android', count: 1}]);
    expect(dump?.jvmFlags).toBeUndefined();
    expect(dump?.extensions).toBeUndefined();
  });

  it('treats local builds (-1) and placeholders as having no build number', () => {
    expect(normaliseDump({gitInfo: {buildNumber: '-1'}})?.build).toMatchObject({buildLabel: '-1', buildNumber: undefined});
    expect(normaliseDump({gitInfo: {buildNumber: '${buildNumber}'}})?.build.buildNumber).toBeUndefined();
  });

  it('links forks to their own repository and never links a non-GitHub one', () => {
    const commit = 'a'.repeat(40);
    const fork = normaliseDump({gitInfo: {'git.commit.id': commit, 'git.remote.origin.url': 'git@github.com:someone/Geyser.git'}});
    expect(fork?.build).toMatchObject({
      repositoryUrl: 'https://github.com/someone/Geyser',
      commitUrl: `https://github.com/someone/Geyser/commit/${commit}`,
      fork: true,
    });
    const elsewhere = normaliseDump({gitInfo: {'git.commit.id': commit, 'git.remote.origin.url': 'https://git.example.org/geyser'}});
    expect(elsewhere?.build.commitUrl).toBeUndefined();
    const shortLived = normaliseDump({gitInfo: {commitHash: 'git-master-1a2b3c4', branchName: 'master', buildNumber: '1180'}});
    expect(shortLived?.build).toMatchObject({commit: '1a2b3c4', branch: 'master', buildNumber: 1180});
  });
});

describe('repository and config helpers', () => {
  it('normalises repository URLs', () => {
    expect(normaliseRepositoryUrl('https://github.com/GeyserMC/Geyser.git')).toBe('https://github.com/GeyserMC/Geyser');
    expect(normaliseRepositoryUrl('https://github.com/GeyserMC/Geyser/')).toBe('https://github.com/GeyserMC/Geyser');
    expect(normaliseRepositoryUrl('javascript:alert(1)')).toBeUndefined();
    expect(normaliseRepositoryUrl(5)).toBeUndefined();
  });

  it('reads camelCase keys that old Jackson getters wrote', () => {
    expect(readConfigSettings({bedrock: {cloneRemotePort: true}, remote: {authType: 'Floodgate'}})).toMatchObject({
      cloneRemotePort: true,
      authType: 'floodgate',
      layout: 'flat',
    });
  });

  it('ignores an unknown auth type', () => {
    expect(readConfigSettings({java: {'auth-type': 'hybrid'}}).authType).toBeUndefined();
  });
});

describe('values named like Object.prototype members', () => {
  it('stay the platform name as written, and are no known platform', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const result = parseDumpText(JSON.stringify({versionInfo: {}, bootstrapInfo: {platform: name}}));
      expect(result.ok && result.dump.platform).toEqual({platform: name, knownPlatform: undefined});
    }
  });

  it('stay device names of their own, counted like any other', () => {
    const result = parseDumpText('{"versionInfo":{},"userPlatforms":{"__proto__":3,"constructor":2,"valueOf":1,"UWP":4}}');
    expect(result.ok && result.dump.userPlatforms).toEqual([
      {platform: 'Windows', count: 4},
      {platform: '__proto__', count: 3},
      {platform: 'constructor', count: 2},
      {platform: 'valueOf', count: 1},
    ]);
  });

  it('are no config settings', () => {
    expect(readConfigSettings(JSON.parse('{"__proto__":{"bedrock":{"port":1}},"constructor":{"port":2}}'))).toEqual({});
  });
});
