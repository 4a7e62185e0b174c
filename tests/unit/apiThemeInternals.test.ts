import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {hydrateOnceComponents, lighterApiDependencies, renderOnServerComponents} from '../../plugins/framework-internals';
import {inflateApiFrontMatter} from '../../plugins/framework-internals/api-dependencies/frontMatter';
import cryptoJs, {SHA1} from '../../plugins/framework-internals/api-dependencies/client/crypto-js.mjs';
import {ungzip} from '../../plugins/framework-internals/api-dependencies/client/pako.mjs';

const requireHere = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
const themeDir = path.dirname(requireHere.resolve('docusaurus-theme-openapi-docs/package.json'));
const themeFile = (name: string) => fs.readFileSync(path.join(themeDir, 'lib', 'theme', name, 'index.js'), 'utf8');
type Loader = (this: {resourcePath: string}, source: string) => string;
const hydrateOnce = requireHere('../../plugins/framework-internals/api-server-render/hydrate-once.cjs') as Loader;
const renderOnServer = requireHere('../../plugins/framework-internals/api-server-render/render-on-server.cjs') as Loader;
const run = (loader: Loader, source: string) => loader.call({resourcePath: '/theme/X/index.js'}, source);

describe('API front matter decoded at build time', () => {
  it('turns the deflated, base64-encoded operation into the object', () => {
    const operation = {method: 'get', path: '/v2/projects', parameters: [{name: 'project', in: 'path'}], description: 'Ünïcode ✓'};
    const encoded = zlib.deflateSync(JSON.stringify(operation)).toString('base64');
    expect(inflateApiFrontMatter({id: 'projects', api: encoded})).toEqual({id: 'projects', api: operation});
  });

  it('leaves pages without an encoded operation alone', () => {
    const frontMatter = {id: 'setup', title: 'Setup'};
    expect(inflateApiFrontMatter(frontMatter)).toBe(frontMatter);
    const decoded = {id: 'x', api: {method: 'get'}};
    expect(inflateApiFrontMatter(decoded)).toBe(decoded);
  });

  it('decodes what the OpenAPI plugin wrote into the generated pages', () => {
    const page = fs.readFileSync(path.join(root, 'docs-api/downloads.geysermc.org/build-specific.api.mdx'), 'utf8');
    const api = /^api: (\S+)$/m.exec(page)?.[1];
    expect(api).toBeTruthy();
    const {api: operation} = inflateApiFrontMatter<Record<string, unknown>>({api}) as {api: {method: string; path: string}};
    expect(operation.method).toBe('get');
    expect(operation.path).toBe('/v2/projects/{project}/versions/{version}/builds/{build}');
  });
});

describe('stand-ins for the API theme dependencies', () => {
  it('are aliased exactly, by package name', () => {
    expect(Object.keys(lighterApiDependencies).sort()).toEqual(['crypto-js$', 'pako$', 'rehype-raw$']);
    for (const file of Object.values(lighterApiDependencies)) expect(fs.existsSync(file)).toBe(true);
  });

  it('crypto-js: SHA1(text).toString() is the lower-case hex SHA-1 of the UTF-8 text', () => {
    for (const text of ['', 'ApiKeyAuth', 'bearer,oauth2', 'Grüße, 世界 🙂']) {
      const expected = crypto.createHash('sha1').update(text, 'utf8').digest('hex');
      expect(SHA1(text).toString()).toBe(expected);
      expect(cryptoJs.SHA1(text).toString()).toBe(expected);
    }
  });

  it('pako: refuses, so that an encoded operation reaching the browser shows up', () => {
    expect(() => ungzip(new Uint8Array([1, 2, 3]))).toThrow(/build time/);
  });

  it('rehype-raw: only stands in while our API descriptions hold no HTML for it to parse', () => {
    const found: string[] = [];
    const walk = (value: unknown, where: string): void => {
      if (typeof value === 'string') {
        if (/<\/?[a-z!][^>]*>/i.test(value)) found.push(`${where}: ${value.slice(0, 60)}`);
      } else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          // The theme writes HTML itself only for enum description tables.
          if (key === 'x-enumDescriptions') found.push(`${where}.${key}`);
          walk(child, `${where}.${key}`);
        }
      }
    };
    const specs = fs.readdirSync(path.join(root, 'openapi')).filter((name) => name.endsWith('.yaml'));
    expect(specs.length).toBeGreaterThan(1);
    for (const spec of specs) walk(YAML.parse(fs.readFileSync(path.join(root, 'openapi', spec), 'utf8')), spec);
    expect(found).toEqual([]);
  });

  it('the walk above does notice HTML', () => {
    expect(/<\/?[a-z!][^>]*>/i.test('Use <b>this</b>')).toBe(true);
    expect(/<\/?[a-z!][^>]*>/i.test('a < b and `List<String>`')).toBe(true);
    expect(/<\/?[a-z!][^>]*>/i.test('a < b')).toBe(false);
  });
});

describe('hydrate-once loader', () => {
  it('answers "in the browser?" from the environment in each listed theme component', () => {
    for (const name of hydrateOnceComponents) {
      const out = run(hydrateOnce, themeFile(name));
      expect(out, name).not.toContain('(0, useIsBrowser_1.default)()');
      expect(out, name).toContain('(typeof window !== "undefined")');
    }
  });

  it('covers every API theme tab component that remounts after hydration', () => {
    const remounting = fs
      .readdirSync(path.join(themeDir, 'lib', 'theme'))
      .filter((name) => fs.existsSync(path.join(themeDir, 'lib', 'theme', name, 'index.js')))
      .filter((name) => /key: String\(isBrowser\)/.test(themeFile(name)));
    expect(remounting.length).toBeGreaterThan(0);
    for (const name of remounting) expect(hydrateOnceComponents).toContain(name);
  });

  it('fails the build when a component no longer calls useIsBrowser that way', () => {
    expect(() => run(hydrateOnce, 'export default function Tabs() {}')).toThrow(/apiHydrateOnce/);
  });
});

describe('render-on-server loader', () => {
  it('swaps BrowserOnly for a component that renders at once in each listed section', () => {
    for (const name of renderOnServerComponents) {
      const out = run(renderOnServer, themeFile(name));
      expect(out, name).not.toContain('require("@docusaurus/BrowserOnly")');
      expect(out, name).toContain('render-now.mjs');
    }
  });

  it('fails the build when a section no longer uses BrowserOnly that way', () => {
    expect(() => run(renderOnServer, 'module.exports = {}')).toThrow(/apiServerRender/);
  });
});

describe('request-outcome loader (apiRequestErrors)', () => {
  const requestOutcome = requireHere('../../plugins/framework-internals/api-request-errors/request-outcome.cjs') as Loader;
  const makeRequestFile = path.join(themeDir, 'lib', 'theme', 'ApiExplorer', 'Request', 'makeRequest.js');

  it("sends the request panel's request through our makeRequest, which calls the theme's own", () => {
    const out = run(requestOutcome, themeFile(path.join('ApiExplorer', 'Request')));
    expect(out).not.toContain('require("./makeRequest")');
    expect(out).toContain('api-request-errors/client/makeRequest.ts');
    // Ours passes its timeout where the theme's takes it, and reads the failure's type from the theme's RequestError.
    const theirs = fs.readFileSync(makeRequestFile, 'utf8');
    expect(theirs).toMatch(
      /async function makeRequest\(\s*request,\s*proxy,\s*_body,\s*timeout = DEFAULT_REQUEST_TIMEOUT,\s*credentials,\s*encoding\s*\)/,
    );
    expect(theirs).toContain('"timeout",');
    expect(theirs).toMatch(/exports\.RequestError = RequestError/);
  });

  it('fails the build when the panel no longer sends its request that way', () => {
    expect(() => run(requestOutcome, 'module.exports = {}')).toThrow(/apiRequestErrors/);
  });
});
