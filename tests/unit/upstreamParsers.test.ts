import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  parseBedrockVersions,
  parseConfigTemplate,
  parseDownloadsProjects,
  parseFloodgatePermissions,
  parseGeyserCommands,
  parseGeyserConfigVersion,
  parseGradleVersion,
  parseReadmeJavaVersions,
  parseWebsiteProviders,
  UpstreamParseError,
} from '../../src/lib/upstream/parsers';
import {runUpstreamChecks, exitCodeOf, formatReport, sourceUrl, type DataFileCheck} from '../../src/lib/upstream/checks';

// Fixtures are small files written in the shape of the upstream files (tests/fixtures/upstream).
const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/upstream', name), 'utf8');

describe('upstream parsers', () => {
  it("reads Geyser's Bedrock versions from GameProtocol's register() calls, skipping commented-out ones", () => {
    expect(parseBedrockVersions(fixture('GameProtocol.java'))).toEqual(['26.0', '26.1', '26.10', '26.30', '26.31']);
  });

  it('reads the Java versions from the README table, leaving out the note in brackets', () => {
    expect(parseReadmeJavaVersions(fixture('README.md'))).toEqual(['26.2']);
  });

  it('reads the release line from gradle.properties without -SNAPSHOT', () => {
    expect(parseGradleVersion(fixture('gradle.properties'))).toBe('2.11.2');
  });

  it("reads Geyser's commands and permissions from CommandRegistry, including the help command and conditional ones", () => {
    expect(parseGeyserCommands(fixture('CommandRegistry.java'))).toEqual([
      {name: 'help', permission: 'geyser.command.help'},
      {name: 'list', permission: 'geyser.command.list'},
      {name: 'offhand', permission: 'geyser.command.offhand'},
      {name: 'stop', permission: 'geyser.command.stop'},
    ]);
  });

  it("reads Floodgate's permissions and defaults, joining child permissions to their parent", () => {
    expect(parseFloodgatePermissions(fixture('Permission.java'))).toEqual([
      {permission: 'floodgate.command.floodgate', default: 'TRUE'},
      {permission: 'floodgate.command.floodgate.version', default: 'OP'},
      {permission: 'floodgate.command.linkaccount', default: 'TRUE'},
      {permission: 'floodgate.news.receive', default: 'OP'},
    ]);
  });

  it("reads Geyser's config-version", () => {
    expect(parseGeyserConfigVersion(fixture('Constants.java'))).toBe(7);
  });

  it('reads the keys and config-version of a config template, not its commented-out options', () => {
    expect(parseConfigTemplate(fixture('floodgate-config.yml'))).toEqual({
      keys: ['key-file-name', 'username-prefix', 'player-link.enabled', 'player-link.type', 'metrics.enabled', 'metrics.uuid', 'config-version'],
      version: 3,
    });
  });

  it("reads GeyserWebsite's hosts with their list, whatever the quotes", () => {
    expect(parseWebsiteProviders(fixture('providers.ts.txt'))).toEqual([
      {name: 'Alpha Hosting', category: 'built_in'},
      {name: "Beta's Servers", category: 'support'},
      {name: 'Gamma Host', category: 'support'},
      {name: 'Delta', category: 'no_support'},
    ]);
  });

  it('reads the project ids of the Downloads API', () => {
    expect(parseDownloadsProjects(fixture('projects.json'))).toEqual(['geyser', 'floodgate', 'geyserpreview']);
  });

  it('throws a parse error, naming what is missing, when a file has lost its shape', () => {
    const cases: [() => unknown, RegExp][] = [
      [() => parseBedrockVersions('class GameProtocol {}'), /register\(Bedrock_vNNN/],
      [() => parseBedrockVersions('register(Bedrock_v1.CODEC);'), /without version names/],
      [() => parseReadmeJavaVersions('| Bedrock | 26.0 |'), /Java/],
      [() => parseReadmeJavaVersions('| Java | soon |'), /names no version/],
      [() => parseGradleVersion('group=org.geysermc'), /version=X\.Y\.Z/],
      [() => parseGeyserCommands('class CommandRegistry {}'), /CommandRegistry/],
      [() => parseFloodgatePermissions('class Permission {}'), /enum Permission/],
      [() => parseFloodgatePermissions('enum Permission { X(SOMETHING_ELSE, "a", OP); }'), /Permission\.X/],
      [() => parseGeyserConfigVersion('class Constants {}'), /CONFIG_VERSION/],
      [() => parseConfigTemplate('key: [unclosed'), /not valid YAML/],
      [() => parseConfigTemplate('- a list'), /not a YAML map/],
      [() => parseConfigTemplate('key: value'), /config-version/],
      [() => parseWebsiteProviders('export const hosts = []'), /providersData/],
      [() => parseWebsiteProviders('export const providersData = { built_in: [], support: [] }'), /built_in, support and no_support/],
      [() => parseDownloadsProjects('<html>'), /JSON/],
      [() => parseDownloadsProjects('{"projects": "geyser"}'), /\{"projects": \[strings\]\}/],
    ];
    for (const [parse, message] of cases) {
      expect(parse).toThrow(UpstreamParseError);
      expect(parse).toThrow(message);
    }
  });
});

describe('upstream checks', () => {
  const check: DataFileCheck = {
    dataFile: 'src/data/example.ts',
    sources: {list: {repo: 'GeyserMC/Example', path: 'list.txt'}},
    compare: (texts) => (texts.list === 'same' ? [] : [`upstream says ${texts.list}`]),
  };
  const bases = {raw: 'https://raw.example/', downloads: 'https://api.example'};

  it('builds raw-file and API URLs from the configurable bases, on the master branch', () => {
    expect(sourceUrl({repo: 'GeyserMC/Geyser', path: 'README.md'}, bases)).toBe('https://raw.example/GeyserMC/Geyser/master/README.md');
    expect(sourceUrl({endpoint: '/v2/projects'}, bases)).toBe('https://api.example/v2/projects');
  });

  it('exits 0 when in line, 1 on drift and 2 when a source fails or no longer parses', async () => {
    const clean = await runUpstreamChecks(async () => 'same', bases, [check]);
    expect(exitCodeOf(clean)).toBe(0);
    expect(formatReport(clean)).toContain('✔ src/data/example.ts: in line with upstream');

    const drift = await runUpstreamChecks(async () => 'other', bases, [check]);
    expect(exitCodeOf(drift)).toBe(1);
    expect(formatReport(drift)).toContain('### src/data/example.ts\n\n- upstream says other');

    const failed = await runUpstreamChecks(
      async () => {
        throw new Error('HTTP 404');
      },
      bases,
      [check],
    );
    expect(exitCodeOf(failed)).toBe(2);
    expect(formatReport(failed)).toContain(
      'could not fetch GeyserMC/Example list.txt (https://raw.example/GeyserMC/Example/master/list.txt): HTTP 404',
    );

    const unparsable: DataFileCheck = {
      ...check,
      compare: () => {
        throw new UpstreamParseError('the list is gone.');
      },
    };
    const broken = await runUpstreamChecks(async () => 'x', bases, [unparsable]);
    expect(exitCodeOf(broken)).toBe(2);
    expect(formatReport(broken)).toContain('GeyserMC/Example list.txt no longer parses: the list is gone.');
  });
});
