/**
 * The dump report, rendered on the server as the page would, for dumps nobody
 * would write by hand: every value a dump carries is chosen by whoever uploaded it.
 */
import {describe, expect, it, vi} from 'vitest';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import fc from 'fast-check';
import {runDiagnostics} from '@site/src/lib/dump/diagnostics';
import {parseDumpText} from '@site/src/lib/dump/parse';
import DumpReport from '@site/src/components/DumpViewer/DumpReport';
import CompareReport from '@site/src/components/DumpViewer/CompareReport';
import {compareDumps, MAX_CONFIG_DEPTH} from '@site/src/lib/dump/compare';

vi.mock('@docusaurus/Translate', () => import('./support/docusaurusTranslate'));
vi.mock('@docusaurus/theme-common', () => import('./support/docusaurusThemeCommon'));
vi.mock('@docusaurus/Link', () => import('./support/docusaurusLink'));
// The report's jar check reads the Downloads API address; its request starts in an effect, which server rendering never runs.
vi.mock('@docusaurus/useDocusaurusContext', () => import('./support/docusaurusContext'));
vi.mock('@site/src/i18n/groups/dumpViewer', () => ({}));

const context = {latest: {build: 1000, version: '2.9.0'}, javaRuntime: 21, moddedJavaRuntime: 21};

/** Parses dump text and renders the whole report to HTML, as the page does. */
function renderDump(text: string): string {
  const parsed = parseDumpText(text);
  if (!parsed.ok) return '';
  const findings = runDiagnostics(parsed.dump, context);
  return renderToString(createElement(DumpReport, {dump: parsed.dump, findings, source: {kind: 'file', name: 'dump.json'}, locale: 'en'}));
}

/** Names of Object.prototype members: what a lookup in a plain object would find without an own key. */
const prototypeNames = [
  '__proto__',
  'constructor',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__lookupGetter__',
];

/** Keys written as JSON text, so "__proto__" really is a key of the document. */
function objectText(entries: readonly (readonly [string, string])[]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

const hostileString = fc.oneof(
  fc.constantFrom(...prototypeNames),
  fc.constantFrom('SPIGOT', 'velocity', 'Fabric', 'UWP', 'floodgate', 'online', 'offline', '0.0.0.0', '127.0.0.1'),
  fc.constantFrom('https://github.com/GeyserMC/Geyser', 'javascript:alert(1)', 'git@github.com:a/b.git', 'http://', '//x', ''),
  fc.constantFrom('<img src=x onerror=alert(1)>', '{count}', '{0}', '\u202e', '𝔊'),
  fc.string({maxLength: 20}),
);

const anyKey = fc.oneof(fc.constantFrom(...prototypeNames), fc.string({maxLength: 12}));

/** Any JSON value, as text, whose strings and keys lean towards the hostile ones. */
const jsonValueText: fc.Arbitrary<string> = fc.letrec<{value: string}>((tie) => ({
  value: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    hostileString.map((text) => JSON.stringify(text)),
    fc.oneof(fc.integer(), fc.double({noNaN: true, noDefaultInfinity: true}), fc.boolean(), fc.constant(null)).map((value) => JSON.stringify(value)),
    fc.array(tie('value'), {maxLength: 4}).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(anyKey, tie('value')), {maxLength: 4}).map(objectText),
  ),
})).value;

/** A value of the type the field should have, or anything at all. */
const orAnything = (text: fc.Arbitrary<string>) => fc.oneof(text, text, jsonValueText);
const stringText = hostileString.map((text) => JSON.stringify(text));
const intText = fc.integer({min: -5, max: 40000}).map(String);
const boolText = fc.boolean().map(String);

/** An object with some of the given fields (each shaped or not) plus a few odd keys. */
function someFields(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const known = Object.entries(fields).map(([key, value]) =>
    fc.option(
      orAnything(value).map((text) => [key, text] as const),
      {nil: undefined},
    ),
  );
  return fc
    .tuple(fc.tuple(...known), fc.array(fc.tuple(anyKey, jsonValueText), {maxLength: 3}))
    .map(([chosen, extra]) => objectText([...chosen.filter((entry) => entry !== undefined), ...extra]));
}

const listOf = (item: fc.Arbitrary<string>, maxLength = 5) => fc.array(item, {maxLength}).map((items) => `[${items.join(',')}]`);

const pluginText = someFields({
  name: stringText,
  version: stringText,
  enabled: boolText,
  main: stringText,
  authors: listOf(stringText, 3),
  url: stringText,
});

const configText = fc
  .array(fc.tuple(fc.oneof(anyKey, fc.constantFrom('bedrock', 'java', 'remote', 'advanced', 'config-version', 'debug-mode')), jsonValueText), {
    maxLength: 6,
  })
  .chain((entries) =>
    fc
      .record({
        bedrock: someFields({address: stringText, port: intText, 'clone-remote-port': boolText, 'enable-proxy-protocol': boolText}),
        remote: someFields({address: stringText, port: intText, 'auth-type': stringText, 'use-proxy-protocol': boolText}),
      })
      .map(({bedrock, remote}) => objectText([['bedrock', bedrock], ['remote', remote], ...entries])),
  );

/** A document shaped like a Geyser dump, with every field possibly wrong. */
const dumpText = someFields({
  versionInfo: someFields({
    name: stringText,
    version: stringText,
    javaVersion: stringText,
    operatingSystem: stringText,
    network: someFields({dockerCheck: boolText, internalIP: stringText}),
    mcInfo: someFields({bedrockVersions: listOf(stringText), javaVersions: listOf(stringText), javaVersion: stringText}),
  }),
  gitInfo: someFields({
    buildNumber: orAnything(intText),
    'git.commit.id': stringText,
    commitHash: stringText,
    'git.branch': stringText,
    'git.remote.origin.url': stringText,
  }),
  bootstrapInfo: someFields({
    platform: fc.oneof(stringText, someFields({platformName: stringText})),
    platformName: stringText,
    platformVersion: stringText,
    onlineMode: boolText,
    serverPort: intText,
    listeners: listOf(someFields({ip: stringText, port: intText}), 3),
    plugins: listOf(pluginText),
    mods: listOf(pluginText),
  }),
  config: configText,
  userPlatforms: fc.array(fc.tuple(fc.oneof(anyKey, fc.constantFrom('UWP', 'GOOGLE', 'IOS')), orAnything(intText)), {maxLength: 5}).map(objectText),
  extensionInfo: listOf(
    someFields({name: stringText, version: stringText, apiVersion: stringText, enabled: boolText, authors: listOf(stringText, 2)}),
  ),
  packInfo: listOf(someFields({name: stringText, type: stringText, size: stringText})),
  flagsInfo: someFields({flags: listOf(stringText)}),
  logsInfo: someFields({link: stringText}),
  mappingInfo: someFields({customBlocks: intText, customItems: intText}),
  hashInfo: someFields({sha256Hash: stringText}),
  cpuCount: intText,
  cpuName: stringText,
  ramInfo: someFields({free: intText, total: intText, max: intText}),
  floodgate: someFields({config: jsonValueText, gitInfo: jsonValueText}),
});

describe('the dump report never breaks on what a dump holds', () => {
  it('parses and renders hundreds of generated dump-shaped documents without throwing', () => {
    let rendered = 0;
    fc.assert(
      fc.property(dumpText, (text) => {
        const html = renderDump(text);
        if (html !== '') rendered++;
      }),
      {numRuns: 500},
    );
    // most generated documents are dumps, so the report itself was exercised
    expect(rendered).toBeGreaterThan(150);
  }, 120_000);

  it('generates keys and values named after Object.prototype members', () => {
    const samples = fc.sample(dumpText, {numRuns: 200, seed: 7});
    expect(samples.some((text) => text.includes('"__proto__":'))).toBe(true);
    expect(samples.some((text) => text.includes('"constructor"'))).toBe(true);
  });
});

describe('values named like Object.prototype members are plain text', () => {
  const base = {versionInfo: {version: '2.9.0-b700'}, gitInfo: {buildNumber: '700'}};

  it('as the platform name', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const html = renderDump(JSON.stringify({...base, bootstrapInfo: {platform: name, platformName: name}}));
      expect(html).toContain(`<dd>${name}</dd>`);
    }
  });

  it('as device names of connected players', () => {
    const text = `{"versionInfo":{"version":"2.9.0"},"userPlatforms":{"__proto__":3,"constructor":2,"toString":1,"UWP":4}}`;
    const html = renderDump(text);
    for (const [name, count] of [
      ['Windows', 4],
      ['__proto__', 3],
      ['constructor', 2],
      ['toString', 1],
    ] as const) {
      expect(html).toContain(`<dt>${name}</dt><dd>${count}</dd>`);
    }
  });

  it('as plugin, extension and pack names and as config keys', () => {
    const text = `{"versionInfo":{"version":"2.9.0"},
      "bootstrapInfo":{"platform":"SPIGOT","plugins":[{"name":"__proto__","enabled":true},{"name":"constructor","enabled":false}]},
      "extensionInfo":[{"name":"hasOwnProperty","version":"1"}],
      "packInfo":[{"name":"toString","type":"valueOf","size":"1 MB"}],
      "config":{"__proto__":{"constructor":1},"constructor":"x","toString":2,"bedrock":{"__proto__":5,"port":19132}}}`;
    const html = renderDump(text);
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf']) expect(html).toContain(`>${name}<`);
    // the config tree lists the three odd keys and the bedrock section
    expect(html.match(/__proto__|constructor|toString/g)!.length).toBeGreaterThanOrEqual(6);
  });
});

describe('links from a dump', () => {
  const linked = (logs: string, repository: string) =>
    renderDump(
      JSON.stringify({
        versionInfo: {version: '2.9.0'},
        gitInfo: {'git.remote.origin.url': repository, 'git.commit.id': '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b'},
        logsInfo: {link: logs},
      }),
    );

  it('open without handing over the page and show their host', () => {
    const html = linked('https://mclo.gs/Qw3rTy9', 'git@github.com:someone/Geyser.git');
    expect(html).toMatch(
      /<a href="https:\/\/mclo\.gs\/Qw3rTy9" target="_blank" rel="noopener noreferrer nofollow"[^>]*>https:\/\/mclo\.gs\/Qw3rTy9(?:<!-- -->)? <span[^>]*>\(<bdi>mclo\.gs<\/bdi>\)<\/span><\/a>/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/github\.com\/someone\/Geyser\/commit\/1a2b3c4d[0-9a-f]+" [^>]*rel="noopener noreferrer nofollow"[^>]*><code>1a2b3c4d[0-9a-f]+<\/code> ?<span[^>]*>\(<bdi>github\.com<\/bdi>\)/,
    );
    const anchors = html.match(/<a href="http[^>]*>/g) ?? [];
    expect(anchors).toHaveLength(3);
    for (const anchor of anchors) expect(anchor).toContain('rel="noopener noreferrer nofollow"');
  });

  it('show the real host of an address that pretends to be another', () => {
    expect(linked('https://mclo.gs@logs.evil.example/x', '')).toContain('(<bdi>logs.evil.example</bdi>)');
  });

  it('are plain text unless they are http(s) addresses', () => {
    const html = linked('javascript:alert(1)', 'file:///home/me/Geyser');
    // the only link left is the finding's link into the site
    expect(html.match(/<a [^>]*>/g)).toEqual([expect.stringMatching(/^<a href="\/download"/)]);
    expect(html).toMatch(/<dd><span class="[^"]*">javascript:alert\(1\)<\/span><\/dd>/);
    expect(html).toContain('file:///home/me/Geyser');
  });
});

describe('long lists', () => {
  it('render one page of 50 out of 10,000 plugins, extensions, packs and JVM flags', () => {
    const many = <T,>(make: (index: number) => T) => Array.from({length: 10_000}, (_, index) => make(index));
    const started = performance.now();
    const html = renderDump(
      JSON.stringify({
        versionInfo: {version: '2.9.0'},
        bootstrapInfo: {platform: 'SPIGOT', plugins: many((index) => ({name: `Lantern${index}`, enabled: true}))},
        extensionInfo: many((index) => ({name: `Beacon${index}`, version: '1'})),
        packInfo: many((index) => ({name: `Pack${index}`, type: 'zip', size: '1 MB'})),
        flagsInfo: {flags: many((index) => `-Dflag${index}=x`)},
      }),
    );
    expect(html).toContain('>Lantern49<');
    expect(html).not.toContain('>Lantern50<');
    for (const prefix of ['Beacon', 'Pack']) {
      expect(html).toContain(`>${prefix}49<`);
      expect(html).not.toContain(`>${prefix}50<`);
    }
    expect(html).toContain('-Dflag49=x');
    expect(html).not.toContain('-Dflag50=x');
    expect(html.match(/<tr>/g)!.length).toBeLessThan(4 * 51);
    expect(html.match(/Page 1 of 200 \(entries 1 to 50 of 10000\)/g)).toHaveLength(4);
    expect(html).toContain('Showing 1 to 50 of 10000 (of 10000 in the dump).');
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

/** Two parsed dumps compared and the comparison rendered to HTML, as the comparison page does. */
function renderComparison(firstText: string, secondText: string): string {
  const first = parseDumpText(firstText);
  const second = parseDumpText(secondText);
  if (!first.ok || !second.ok) return '';
  const difference = compareDumps(first.dump, second.dump, context);
  return renderToString(createElement(CompareReport, {difference, addonKind: second.dump.addonKind}));
}

/** A config nested `depth` levels (60 KB at 10,000), the shape that overflowed a recursive walk. */
function deepConfigDump(depth: number, leaf = '1'): string {
  return `{"versionInfo":{"version":"2.9.0"},"config":${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}}`;
}

describe('the comparison never breaks on what two dumps hold', () => {
  it('compares and renders hundreds of generated pairs without throwing', () => {
    let rendered = 0;
    fc.assert(
      fc.property(dumpText, dumpText, (first, second) => {
        if (renderComparison(first, second) !== '') rendered++;
      }),
      {numRuns: 300},
    );
    expect(rendered).toBeGreaterThan(50);
  }, 120_000);

  it('compares a config nested 10,000 levels deep with a flat one, as one change below the depth limit', () => {
    const html = renderComparison(deepConfigDump(10_000), deepConfigDump(1, '2'));
    expect(html).toContain('Config values');
    const first = parseDumpText(deepConfigDump(10_000));
    const second = parseDumpText(deepConfigDump(10_000, '2'));
    if (!first.ok || !second.ok) throw new Error('not parsed');
    const changes = compareDumps(first.dump, second.dump, context).config;
    expect(changes).toHaveLength(1);
    expect(changes[0]!.path).toHaveLength(MAX_CONFIG_DEPTH);
  });

  it('compares a value nested too deeply to write out as JSON, without throwing', () => {
    const deepList = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const parsed = parseDumpText(`{"versionInfo":{"version":"2.9.0"},"config":{"list":${deepList}}}`);
    // Either the parser refuses it or the comparison copes with it: the page never crashes.
    if (parsed.ok) expect(() => compareDumps(parsed.dump, parsed.dump, context)).not.toThrow();
  });

  it('shows one page of a 100,000-plugin difference', () => {
    const plugins = (prefix: string) =>
      JSON.stringify(Array.from({length: 50_000}, (_, index) => ({name: `${prefix}${index}`, version: '1.0', enabled: true})));
    const text = (list: string) => `{"versionInfo":{"version":"2.9.0"},"bootstrapInfo":{"platform":"SPIGOT","plugins":${list}}}`;
    const started = performance.now();
    const html = renderComparison(text(plugins('a')), text(plugins('b')));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(html.match(/<tr>/g)?.length).toBeLessThanOrEqual(51);
    expect(html).toContain('Page 1 of 2000 (entries 1 to 50 of 100000)');
  });
});

describe('a very long value is cut, with Show all and Copy', () => {
  it('shows the first 300 characters of a 200,000-character CPU name', () => {
    const long = 'X'.repeat(200_000);
    const html = renderDump(JSON.stringify({versionInfo: {version: '2.9.0'}, cpuName: long, config: {motd: long}}));
    expect(html).toContain(`${'X'.repeat(300)}…`);
    expect(html).not.toContain('X'.repeat(301));
    expect(html).toContain('Show all (200,000 characters)');
    expect(html).toContain('Copy');
  });

  it('cuts long values in the comparison too', () => {
    const long = 'Y'.repeat(50_000);
    const html = renderComparison(
      JSON.stringify({versionInfo: {version: '2.9.0'}, config: {motd: long}}),
      JSON.stringify({versionInfo: {version: '2.9.0'}, config: {motd: 'Z'}}),
    );
    expect(html).not.toContain('Y'.repeat(301));
    expect(html).toContain('Show all (50,002 characters)'); // the value as JSON text, with its quotes
  });
});
