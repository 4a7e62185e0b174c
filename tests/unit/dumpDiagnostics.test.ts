import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {geyserVersions} from '@site/src/data/versions';
import {
  bedrockProxyProtocol,
  dockerBedrockAddress,
  dockerPort,
  floodgateDisabled,
  floodgateMissing,
  floodgateUnused,
  forkBuild,
  javaProxyProtocol,
  javaTooOld,
  loopbackBedrockAddress,
  offlineWithoutFloodgate,
  outdatedBuild,
  runDiagnostics,
  sharedPort,
  wikiLinks,
  type DiagnosticContext,
  type FindingId,
} from '@site/src/lib/dump/diagnostics';
import type {DumpModel} from '@site/src/lib/dump/model';
import {parseDumpText} from '@site/src/lib/dump/parse';

const root = path.resolve(__dirname, '../..');
const context: DiagnosticContext = {javaRuntime: 21, moddedJavaRuntime: 25};

function fixture(name: string): DumpModel {
  const result = parseDumpText(readFileSync(path.join(root, 'tests/fixtures/dumps', name), 'utf8'));
  if (!result.ok) throw new Error(`${name}: ${result.error}`);
  return result.dump;
}

/** A dump with nothing in it, to be filled in per test. */
function blank(overrides: Partial<DumpModel> = {}): DumpModel {
  return {
    versions: {},
    supported: {},
    build: {},
    platform: {},
    system: {ram: {}},
    addonKind: 'plugins',
    settings: {},
    ...overrides,
  };
}

function ids(dump: DumpModel, extra: Partial<DiagnosticContext> = {}): FindingId[] {
  return runDiagnostics(dump, {...context, ...extra}).map((finding) => finding.id);
}

describe('outdated build', () => {
  const dump = blank({versions: {geyserVersion: '2.11.0-b975 (git-master-1a2b3c4)'}, build: {buildNumber: 975, fork: false}});

  it('says nothing while the newest build is unknown', () => {
    expect(outdatedBuild(dump, context)).toBeUndefined();
  });

  it('compares build numbers within one release', () => {
    expect(outdatedBuild(dump, {...context, latest: {build: 975, version: '2.11.0'}})).toBeUndefined();
    expect(outdatedBuild(dump, {...context, latest: {build: 990, version: '2.11.0'}})).toMatchObject({
      severity: 'warning',
      values: {current: 975, latest: 990},
    });
  });

  it('trusts the release number when the lines differ', () => {
    expect(outdatedBuild(dump, {...context, latest: {build: 10, version: '2.11.1'}})).toBeDefined();
    expect(outdatedBuild(dump, {...context, latest: {build: 2000, version: '2.10.0'}})).toBeUndefined();
  });

  it('says nothing for local builds and forks', () => {
    const latest = {build: 2000, version: '2.11.1'};
    expect(outdatedBuild(blank({build: {buildLabel: '-1'}}), {...context, latest})).toBeUndefined();
    expect(outdatedBuild(blank({build: {buildNumber: 5, fork: true}}), {...context, latest})).toBeUndefined();
  });
});

describe('Java runtime', () => {
  it('warns below the runtime Geyser needs', () => {
    expect(javaTooOld(blank({versions: {javaVersion: '17.0.11+9'}}), context)).toMatchObject({values: {current: 17, required: 21}});
    expect(javaTooOld(blank({versions: {javaVersion: '1.8.0_402-b06'}}), context)).toMatchObject({values: {current: 8}});
    expect(javaTooOld(blank({versions: {javaVersion: '21.0.2+13-LTS'}}), context)).toBeUndefined();
    expect(javaTooOld(blank(), context)).toBeUndefined();
  });

  it('uses the modded requirement on Fabric and NeoForge', () => {
    const fabric = blank({versions: {javaVersion: '21.0.2'}, platform: {knownPlatform: 'Fabric'}});
    expect(javaTooOld(fabric, context)).toMatchObject({values: {current: 21, required: 25}});
  });
});

describe('Floodgate', () => {
  const floodgatePlugin = {name: 'floodgate', enabled: true};

  it('reports auth-type floodgate without Floodgate in the list', () => {
    const dump = blank({settings: {authType: 'floodgate'}, plugins: [{name: 'Geyser-Spigot', enabled: true}]});
    expect(floodgateMissing(dump, context)).toMatchObject({severity: 'error', link: wikiLinks.floodgateSetup});
  });

  it('stays silent without a plugin list (Standalone) or when Floodgate is there', () => {
    expect(floodgateMissing(blank({settings: {authType: 'floodgate'}}), context)).toBeUndefined();
    expect(floodgateMissing(blank({settings: {authType: 'floodgate'}, plugins: [floodgatePlugin]}), context)).toBeUndefined();
    expect(floodgateMissing(blank({settings: {authType: 'floodgate'}, plugins: [], floodgateDetected: true}), context)).toBeUndefined();
  });

  it('reports a disabled Floodgate', () => {
    expect(floodgateDisabled(blank({plugins: [{name: 'floodgate', enabled: false}]}), context)?.severity).toBe('error');
    expect(floodgateDisabled(blank({plugins: [floodgatePlugin]}), context)).toBeUndefined();
  });

  it('reports Floodgate installed but not used', () => {
    const dump = blank({settings: {authType: 'online'}, plugins: [floodgatePlugin]});
    expect(floodgateUnused(dump, context)).toMatchObject({severity: 'warning', values: {authType: 'online'}});
    expect(floodgateUnused(blank({settings: {authType: 'floodgate'}, plugins: [floodgatePlugin]}), context)).toBeUndefined();
  });

  it('recognises Floodgate by its ids, not by a plugin that merely mentions it', () => {
    const lookalike = blank({settings: {authType: 'floodgate'}, plugins: [{name: 'FloodgateSkinFixer', enabled: true}]});
    expect(floodgateMissing(lookalike, context)).toBeDefined();
    const modded = blank({settings: {authType: 'floodgate'}, plugins: [{name: 'floodgate-fabric', enabled: true}]});
    expect(floodgateMissing(modded, context)).toBeUndefined();
  });
});

describe('offline mode without Floodgate', () => {
  it('warns on a proxy and only hints on a backend server', () => {
    const proxy = blank({platform: {knownPlatform: 'Velocity', onlineMode: false}, settings: {authType: 'online'}, plugins: []});
    expect(offlineWithoutFloodgate(proxy, context)?.severity).toBe('warning');
    const backend = blank({platform: {knownPlatform: 'Spigot', onlineMode: false}, settings: {authType: 'offline'}, plugins: []});
    expect(offlineWithoutFloodgate(backend, context)?.severity).toBe('info');
  });

  it('is silent in online mode or with Floodgate', () => {
    expect(offlineWithoutFloodgate(blank({platform: {onlineMode: true}}), context)).toBeUndefined();
    const withFloodgate = blank({platform: {onlineMode: false}, plugins: [{name: 'floodgate', enabled: true}]});
    expect(offlineWithoutFloodgate(withFloodgate, context)).toBeUndefined();
  });
});

describe('addresses and ports', () => {
  it('reports a Bedrock address only this machine can reach', () => {
    expect(loopbackBedrockAddress(blank({settings: {bedrockAddress: '127.0.0.1'}}), context)?.severity).toBe('error');
    expect(loopbackBedrockAddress(blank({settings: {bedrockAddress: 'localhost'}}), context)).toBeDefined();
    expect(loopbackBedrockAddress(blank({settings: {bedrockAddress: '0.0.0.0'}}), context)).toBeUndefined();
  });

  it('asks for 0.0.0.0 inside Docker', () => {
    const docker = (address: string) => blank({versions: {docker: true}, settings: {bedrockAddress: address}});
    expect(dockerBedrockAddress(docker('***'), context)).toMatchObject({values: {address: '***'}});
    expect(dockerBedrockAddress(docker('172.18.0.5'), context)).toBeDefined();
    expect(dockerBedrockAddress(docker('0.0.0.0'), context)).toBeUndefined();
    expect(dockerBedrockAddress(blank({versions: {docker: false}, settings: {bedrockAddress: '10.0.0.2'}}), context)).toBeUndefined();
  });

  it('reminds Docker users to publish the UDP port', () => {
    expect(dockerPort(blank({versions: {docker: true}, settings: {bedrockPort: 19133}}), context)).toMatchObject({values: {port: 19133}});
    expect(dockerPort(blank({versions: {docker: false}}), context)).toBeUndefined();
  });

  it('points out a Bedrock port shared with the Java port or a proxy listener', () => {
    expect(sharedPort(blank({platform: {serverPort: 25565}, settings: {bedrockPort: 25565}}), context)).toMatchObject({
      severity: 'info',
      values: {port: 25565},
    });
    const listeners = blank({platform: {listeners: [{address: '0.0.0.0', port: 25577}]}, settings: {bedrockPort: 25577}});
    expect(sharedPort(listeners, context)).toBeDefined();
    expect(sharedPort(blank({platform: {serverPort: 25565}, settings: {bedrockPort: 19132}}), context)).toBeUndefined();
  });
});

describe('PROXY protocol and forks', () => {
  it('warns about either PROXY protocol switch', () => {
    expect(bedrockProxyProtocol(blank({settings: {bedrockProxyProtocol: true}}), context)?.link).toBe(wikiLinks.advancedBedrock);
    expect(javaProxyProtocol(blank({settings: {javaProxyProtocol: true}}), context)?.link).toBe(wikiLinks.advancedJava);
    expect(bedrockProxyProtocol(blank({settings: {bedrockProxyProtocol: false}}), context)).toBeUndefined();
  });

  it('names the repository of a fork', () => {
    const fork = blank({build: {fork: true, repositoryUrl: 'https://github.com/someone/Geyser'}});
    expect(forkBuild(fork, context)).toMatchObject({values: {repository: 'https://github.com/someone/Geyser'}});
    expect(forkBuild(blank({build: {fork: false}}), context)).toBeUndefined();
  });
});

describe('findings for the fixture dumps', () => {
  it('finds nothing wrong with the healthy Paper server', () => {
    expect(ids(fixture('spigot.json'), {latest: {build: 975, version: '2.11.0'}})).toEqual([]);
  });

  it('finds missing Floodgate, old Java and PROXY protocol on the Velocity proxy, errors first', () => {
    expect(ids(fixture('velocity.json'), {latest: {build: 987, version: '2.11.1'}})).toEqual([
      'floodgate-missing',
      'outdated-build',
      'java-too-old',
      'java-proxy-protocol',
    ]);
  });

  it('finds offline mode and Bedrock PROXY protocol on BungeeCord', () => {
    expect(ids(fixture('bungeecord.json'))).toEqual(['offline-without-floodgate', 'bedrock-proxy-protocol']);
  });

  it('reminds the Fabric server about Docker', () => {
    expect(ids(fixture('fabric.json'))).toEqual(['docker-port']);
  });

  it('explains the shared port and the modded Java requirement on NeoForge', () => {
    expect(ids(fixture('neoforge.json'))).toEqual(['java-too-old', 'shared-port']);
  });

  it('asks Standalone in Docker to listen on 0.0.0.0', () => {
    expect(ids(fixture('standalone.json'))).toEqual(['docker-bedrock-address', 'docker-port']);
  });

  it('handles the old and minimal dumps', () => {
    expect(ids(fixture('old-format.json'))).toEqual(['java-too-old']);
    expect(ids(fixture('minimal.json'), {latest: {build: 987, version: '2.11.1'}})).toEqual([]);
  });

  it('uses the runtime requirements from the versions data', () => {
    const fromData = {javaRuntime: geyserVersions.javaRuntime, moddedJavaRuntime: geyserVersions.moddedJavaRuntime};
    expect(runDiagnostics(fixture('velocity.json'), fromData).some((finding) => finding.id === 'java-too-old')).toBe(17 < geyserVersions.javaRuntime);
  });
});

/** Docusaurus' heading ids: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function docFile(route: string): string | undefined {
  const relative = route.replace(/^\/wiki\//, '').replace(/\/$/, '');
  for (const candidate of [`${relative}.md`, `${relative}.mdx`, `${relative}/index.md`, `${relative}/index.mdx`]) {
    const file = path.join(root, 'docs', candidate);
    if (existsSync(file)) return file;
  }
  return undefined;
}

describe('every finding links to a real page', () => {
  it.each(Object.entries(wikiLinks))('%s → %s', (_, link) => {
    const [route, anchor] = link.split('#');
    if (!route.startsWith('/wiki/')) {
      expect(existsSync(path.join(root, 'src/pages', `${route.replace(/^\//, '')}.tsx`))).toBe(true);
      return;
    }
    const file = docFile(route);
    expect(file, `no doc for ${route}`).toBeDefined();
    if (anchor) {
      const headings = readFileSync(file!, 'utf8')
        .split('\n')
        .filter((line) => /^#{2,4} /.test(line))
        .map((line) => {
          const explicit = /\{#([\w-]+)\}\s*$/.exec(line);
          return explicit ? explicit[1] : headingSlug(line.replace(/^#+ /, '').trim());
        });
      expect(headings, `no heading #${anchor} in ${route}`).toContain(anchor);
    }
  });
});
