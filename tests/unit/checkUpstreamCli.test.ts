import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {spawn} from 'node:child_process';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import YAML from 'yaml';
import {geyserVersions, versionsUpstream} from '../../src/data/versions';
import {commandsUpstream, floodgateCommands, floodgatePermissions, geyserCommands} from '../../src/data/commands';
import {hostingProviders, hostingProvidersUpstream} from '../../src/data/hostingProviders';
import {downloadProjects, downloadProjectsUpstream} from '../../src/data/downloadProjects';
import {CURRENT_GEYSER_CONFIG_VERSION, FLOODGATE_CONFIG_VERSION, floodgateFormat} from '../../src/data/configFormats';
import {geyserConfigUpstream} from '../../src/data/configFormats/geyserCurrent';
import {floodgateConfigUpstream} from '../../src/data/configFormats/floodgate';

// Runs `npm run check:upstream` (scripts/check-upstream.mjs) against a local server that plays
// raw.githubusercontent.com and the Downloads API. The served files are written in the upstream
// files' shape from our own data, so "in line" stays true when the data is updated.

const root = path.resolve(__dirname, '../..');
type Site = Record<string, string>;

const raw = (source: {repo: string; path: string}) => `/raw/${source.repo}/master/${source.path}`;

function upstreamInLine(): Site {
  const java = (s: string) => JSON.stringify(s);
  const geyserRegistry = geyserCommands
    .map((c) => [c.usage.split(' ')[1], c.permission] as const)
    .filter(([name]) => name)
    .map(
      ([name, permission]) =>
        `        registerBuiltInCommand(new SomeCommand(geyser, ${java(name!)}, "geyser.commands.x.desc", ${java(permission)}));`,
    );
  const defaults = {true: 'TRUE', op: 'OP', 'not-set': 'FALSE'} as const;
  const floodgateEnum = [...floodgateCommands, ...floodgatePermissions].map((p, i) => `    P${i}(${java(p.permission)}, ${defaults[p.default]}),`);
  const floodgateConfig: Record<string, unknown> = {};
  for (const option of floodgateFormat('server').options.filter((o) => !o.commentedOutByDefault)) {
    let node = floodgateConfig;
    for (const key of option.path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[option.path.at(-1)!] = option.path.join('.') === 'config-version' ? FLOODGATE_CONFIG_VERSION : option.default;
  }
  const providerList = (category: string) =>
    hostingProviders
      .filter((p) => p.category === category)
      .map((p) => `        {\n            name: ${java(p.name)},\n            url: ${java(p.url)},\n        },`)
      .join('\n');
  return {
    [raw(versionsUpstream.bedrock)]:
      `class GameProtocol {\n    static {\n        register(Bedrock_v1.CODEC, ${geyserVersions.bedrock.map(java).join(', ')});\n    }\n}\n`,
    [raw(versionsUpstream.java)]: `| Edition | Versions |\n|---|---|\n| Java | ${geyserVersions.java.join(', ')} |\n`,
    [raw(versionsUpstream.geyserVersion)]: `group=org.geysermc\nversion=${geyserVersions.geyserVersion}-SNAPSHOT\n`,
    [raw(commandsUpstream.geyser)]: `class CommandRegistry {\n    void register() {\n${geyserRegistry.join('\n')}\n    }\n}\n`,
    [raw(commandsUpstream.floodgate)]: `public enum Permission {\n${floodgateEnum.join('\n')}\n    ;\n}\n`,
    [raw(hostingProvidersUpstream)]:
      `export const providersData: Providers = {\n    built_in: [\n${providerList('built-in')}\n    ],\n    support: [\n${providerList('supported')}\n    ],\n    no_support: [\n${providerList('unsupported')}\n    ],\n}\n`,
    [raw(geyserConfigUpstream)]:
      `public final class Constants {\n    public static final int CONFIG_VERSION = ${CURRENT_GEYSER_CONFIG_VERSION};\n}\n`,
    [raw(floodgateConfigUpstream)]: YAML.stringify(floodgateConfig),
    [`/api${downloadProjectsUpstream.endpoint}`]: JSON.stringify({
      projects: [...downloadProjects.map((p) => p.projectId), ...Object.keys(downloadProjectsUpstream.notOffered)],
    }),
  };
}

let site: Site = {};
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = site[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200, {'content-type': 'text/plain'});
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function runCli(): Promise<{code: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/check-upstream.mjs'], {
      cwd: root,
      env: {...process.env, UPSTREAM_RAW_URL: `${base}/raw`, DOWNLOADS_API_URL: `${base}/api`, UPSTREAM_TIMEOUT_MS: '5000'},
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}

describe('npm run check:upstream', {timeout: 60_000}, () => {
  it('exits 0 and says every data file is in line when upstream matches our data', async () => {
    site = upstreamInLine();
    const {code, stdout, stderr} = await runCli();
    expect(stderr).toContain('Every data file is in line with upstream.');
    expect(stdout).toContain('✔ src/data/versions.ts: in line with upstream');
    expect(stdout).toContain('✔ src/data/commands.ts: in line with upstream');
    expect(code).toBe(0);
  });

  it('exits 1 and says what to edit in which file when upstream moved on', async () => {
    site = upstreamInLine();
    const gameProtocol = raw(versionsUpstream.bedrock);
    site[gameProtocol] = site[gameProtocol]!.replace('}\n}', '    register(Bedrock_v9999.CODEC, "99.0");\n    }\n}');
    site[`/api${downloadProjectsUpstream.endpoint}`] = JSON.stringify({
      projects: [...downloadProjects.map((p) => p.projectId), 'geyserpreview', 'newproject'],
    });
    const {code, stdout} = await runCli();
    expect(stdout).toContain('### src/data/versions.ts');
    expect(stdout).toContain('Bedrock versions: upstream has 99.0, which we lack. Add it to `bedrock` in geyserVersions.');
    expect(stdout).toContain('### src/data/downloadProjects.ts');
    expect(stdout).toContain('Project "newproject" is published on the Downloads API but not offered.');
    expect(stdout).toContain('✔ src/data/hostingProviders.ts: in line with upstream');
    expect(code).toBe(1);
  });

  it('exits 2 when a source is missing or no longer parses, and names it', async () => {
    site = upstreamInLine();
    delete site[raw(geyserConfigUpstream)];
    site[raw(commandsUpstream.floodgate)] = 'public class Permission {}';
    const {code, stdout, stderr} = await runCli();
    expect(stdout).toContain(`✖ could not fetch GeyserMC/Geyser ${geyserConfigUpstream.path}`);
    expect(stdout).toContain('HTTP 404');
    expect(stdout).toContain(`GeyserMC/Floodgate ${commandsUpstream.floodgate.path}`);
    expect(stdout).toMatch(/no longer parses: Permission\.java has no "enum Permission/);
    expect(stderr).toContain('the check is incomplete');
    expect(code).toBe(2);
  });

  it('exits 2 when the server cannot be reached at all', async () => {
    site = upstreamInLine();
    const child = await new Promise<{code: number | null; stdout: string}>((resolve) => {
      const proc = spawn(process.execPath, ['scripts/check-upstream.mjs'], {
        cwd: root,
        env: {...process.env, UPSTREAM_RAW_URL: 'http://127.0.0.1:9', DOWNLOADS_API_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '3000'},
      });
      let stdout = '';
      proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      proc.on('close', (code) => resolve({code, stdout}));
    });
    expect(child.stdout).toContain('could not fetch');
    expect(child.code).toBe(2);
  });
});
