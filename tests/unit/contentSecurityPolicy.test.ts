import {describe, expect, it} from 'vitest';
import {createHash} from 'node:crypto';
import {contentSecurityPolicy, policyDirectives} from '@site/src/lib/csp/policy';
import {defaultServiceUrls, serviceUrls} from '@site/src/lib/config/serviceUrls';
import {inlineScriptHashes, withPolicyMeta} from '@site/plugins/content-security-policy/html';
import {routeFile} from '@site/plugins/content-security-policy';
import {withoutEvalProbe} from '@site/plugins/framework-internals/docsearch/no-eval-probe.cjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const base = {serviceUrls: defaultServiceUrls, scriptHashes: ["'sha256-abc='"], localSearch: true, crowdinInContext: false};

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('the policy', () => {
  it('allows only the site, its inline script hashes and the configured services', () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", "'wasm-unsafe-eval'"]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://download.geysermc.org',
      'https://dump.geysermc.org',
      'https://api.geysermc.org',
    ]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(policy).not.toMatch(/frame-ancestors|'unsafe-eval'|crowdin|algolia/);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('follows the service URLs the site is built with (origins only)', () => {
    const urls = serviceUrls({DUMP_SERVER_URL: 'http://127.0.0.1:9000/dumps/', DOWNLOADS_API_URL: 'https://downloads.example.org/v2'});
    expect(directive(contentSecurityPolicy({...base, serviceUrls: urls}), 'connect-src')).toEqual([
      "'self'",
      'https://downloads.example.org',
      'http://127.0.0.1:9000',
      'https://api.geysermc.org',
    ]);
  });

  it("allows Algolia's hosts only in Algolia mode, and WebAssembly only for the local index", () => {
    const algolia = contentSecurityPolicy({...base, localSearch: false, algoliaAppId: 'ABC123'});
    expect(directive(algolia, 'connect-src')).toEqual(expect.arrayContaining(['https://abc123-dsn.algolia.net', 'https://*.algolianet.com']));
    expect(directive(algolia, 'script-src')).not.toContain("'wasm-unsafe-eval'");
  });

  it("allows Crowdin's in-context editor on the translators' pages only", () => {
    const crp = contentSecurityPolicy({...base, crowdinInContext: true});
    expect(directive(crp, 'script-src')).toContain('https://cdn.crowdin.com');
    expect(directive(crp, 'frame-src')).toContain('https://crowdin.com');
    expect(contentSecurityPolicy(base)).not.toContain('crowdin');
  });

  it('lists each directive once', () => {
    const names = policyDirectives({...base, crowdinInContext: true}).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('inline scripts of a built page', () => {
  const page =
    '<!doctype html><html><head><meta charset=UTF-8><title>x</title>' +
    '<script>var a = "<b>";</script><script src=/assets/main.js defer></script>' +
    '<script type="application/ld+json">{"@type":"WebSite"}</script></head>' +
    '<body><script type=module>import("/x.js")</script><script>var a = "<b>";</script><template><script>tpl()</script></template></body></html>';

  it('hashes the text of each script the browser runs, once, and no data block or external script', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('var a = "<b>";'), sha('import("/x.js")'), sha('tpl()')]);
  });

  it('hashes the text as the browser reads it (entities in scripts are not decoded)', () => {
    expect(inlineScriptHashes('<html><head><script>x="&amp;"</script></head></html>')).toEqual([sha('x="&amp;"')]);
  });

  it('puts the policy first in <head>, after <meta charset>, and replaces an earlier one', () => {
    const once = withPolicyMeta(page, "default-src 'self'");
    expect(once).toContain('<head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"><title>');
    const twice = withPolicyMeta(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain('content="default-src \'none\'"');
  });

  it('finds the file of each route', () => {
    expect(routeFile('/out', '/', '/wiki/')).toBe('/out/wiki/index.html');
    expect(routeFile('/out/de', '/de/', '/de/wiki/')).toBe('/out/de/wiki/index.html');
    expect(routeFile('/out', '/', '/404.html')).toBe('/out/404.html');
    expect(routeFile('/out', '/', '/')).toBe('/out/index.html');
  });
});

describe("DocSearch's eval probe", () => {
  it('is answered "no" at build time, and the build fails if it is not found', () => {
    const source = 'var x=f(function(){try{return new Function(""),!0}catch(e){return!1}});';
    expect(withoutEvalProbe(source)).toBe('var x=f(function(){return!1});');
    expect(() => withoutEvalProbe('var x=1;')).toThrow(/eval probe to remove was not found/);
  });
});
