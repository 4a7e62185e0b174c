// apiCodeSamples (plugins/framework-internals): API request samples made at
// build time with the theme's own generator, and the loader that lets the
// server render the request panel's place.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {noCodeGenerator} from '../../plugins/framework-internals';
import {generateCodeSamples, languageSet, type ApiOperation} from '../../plugins/framework-internals/api-code-samples/generate';
import {codeSamplesKey, withCodeSamples} from '../../plugins/framework-internals/api-code-samples/frontMatter';
import {decodeTokens} from '../../plugins/framework-internals/build-time-highlighting/tokens';
import stub from '../../plugins/framework-internals/api-code-samples/client/postman-code-generators.mjs';

const requireHere = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');
const themeDir = path.dirname(requireHere.resolve('docusaurus-theme-openapi-docs/package.json'));
const requireFromTheme = createRequire(path.join(themeDir, 'lib', 'theme', 'ApiExplorer', 'index.js'));
const generators = requireFromTheme('postman-code-generators') as {
  getLanguageList(): {key: string; variants: {key: string}[]}[];
};
type Loader = (this: {resourcePath: string}, source: string) => string;
const explorerOnServer = requireHere('../../plugins/framework-internals/api-code-samples/explorer-on-server.cjs') as Loader;

function operationOf(file: string): ApiOperation {
  const page = fs.readFileSync(path.join(root, 'docs-api', file), 'utf8');
  const api = /^api: (\S+)$/m.exec(page)?.[1];
  if (!api) throw new Error(`no api front matter in ${file}`);
  return JSON.parse(zlib.inflateSync(Buffer.from(api, 'base64')).toString('utf8')) as ApiOperation;
}

describe('build-time request samples', () => {
  const operation = operationOf('downloads.geysermc.org/build-specific.api.mdx');
  const samples = generateCodeSamples(operation, {siteOrigin: 'https://geysermc.org'});

  it('cover every language and variant of the generator the theme uses, in its order', () => {
    const expected = generators.getLanguageList().map((language) => [language.key, language.variants.map((variant) => variant.key)]);
    expect(samples.map((language) => [language.language, language.variants.map((variant) => variant.variant)])).toEqual(expected);
    expect(languageSet().length).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(10);
  });

  it('call the first server with the parameter defaults and the Accept header the panel starts with', () => {
    const curl = samples.find((language) => language.language === 'curl')!.variants[0].code;
    // project and version have defaults (geyser, latest); build has none.
    expect(curl).toBe("curl -L 'https://download.geysermc.org/v2/projects/geyser/versions/latest/builds/:build' \\\n-H 'Accept: application/json'");
    const python = samples.find((language) => language.language === 'python')!.variants.find((variant) => variant.variant === 'Requests')!;
    expect(python.code).toContain('requests.request("GET", url, headers=headers, data=payload)');
  });

  it('carry build-time tokens that fit their code when asked', () => {
    const withTokens = generateCodeSamples(operation, {
      siteOrigin: 'https://geysermc.org',
      tokenize: (code) =>
        `text||${code
          .split('\n')
          .map(() => '')
          .join(';')}`,
    });
    expect(withTokens[0].variants[0].tokens).toMatch(/^text\|/);
    const frontMatter = withCodeSamples<Record<string, unknown>>(
      {id: 'build-specific', api: operation},
      {siteOrigin: 'https://geysermc.org', tokens: true},
    );
    const javascript = (frontMatter[codeSamplesKey] as typeof samples).find((language) => language.language === 'javascript')!;
    const fetchSample = javascript.variants[0];
    const lines = decodeTokens(fetchSample.tokens, fetchSample.code.replace(/\n$/, ''), javascript.highlight);
    expect(lines?.flat().some((token) => token.types.includes('keyword'))).toBe(true);
    // Made from the code as the code block shows it: without its final line break.
    expect(lines?.map((line) => line.map((token) => (token.empty ? '' : token.content)).join('')).join('\n')).toBe(
      fetchSample.code.replace(/\n$/, ''),
    );
  });

  it('are added to API pages only, from the encoded or the decoded operation', () => {
    const encoded = zlib.deflateSync(JSON.stringify(operation)).toString('base64');
    const fromEncoded = withCodeSamples<Record<string, unknown>>({api: encoded}, {siteOrigin: 'https://geysermc.org', tokens: false});
    expect(fromEncoded[codeSamplesKey]).toEqual(samples);
    expect(fromEncoded.api).toBe(encoded);
    const page = {id: 'setup', title: 'Setup'};
    expect(withCodeSamples(page, {siteOrigin: 'https://geysermc.org', tokens: false})).toBe(page);
  });

  it('refuse operations with their own x-codeSamples, which they would not show', () => {
    expect(() => generateCodeSamples({...operation, 'x-codeSamples': [{lang: 'curl', source: 'curl x'}]}, {siteOrigin: 'x'})).toThrow(
      /apiCodeSamples/,
    );
  });
});

describe('no code generator in the browser', () => {
  it('aliases the generator package to a stand-in that generates nothing', () => {
    expect(Object.keys(noCodeGenerator)).toEqual(['postman-code-generators$']);
    expect(fs.existsSync(Object.values(noCodeGenerator)[0])).toBe(true);
    expect(stub.getLanguageList()).toEqual([]);
    let failure: unknown;
    stub.convert('curl', 'cURL', {}, {}, (error: unknown) => (failure = error));
    expect(String(failure)).toMatch(/built/);
  });
});

describe('explorer-on-server loader', () => {
  const apiItem = fs.readFileSync(path.join(themeDir, 'lib', 'theme', 'ApiItem', 'index.js'), 'utf8');

  it('lets the installed ApiItem render the request panel on the server', () => {
    const out = explorerOnServer.call({resourcePath: '/theme/ApiItem/index.js'}, apiItem);
    expect(out).toContain('let ApiExplorer = require("@theme/ApiExplorer").default;');
    expect(out).not.toContain('canUseDOM) {\n  ApiExplorer');
    expect(out).not.toContain('require("@docusaurus/BrowserOnly")');
    expect(out).toContain('render-now.mjs');
  });

  it('fails the build when ApiItem no longer loads the panel that way', () => {
    expect(() => explorerOnServer.call({resourcePath: '/theme/ApiItem/index.js'}, 'export default function ApiItem() {}')).toThrow(/apiCodeSamples/);
  });
});
