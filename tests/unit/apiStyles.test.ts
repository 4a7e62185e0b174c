import {describe, expect, it} from 'vitest';
import path from 'node:path';
import {apiStyleSheets, splitApiStyles} from '../../plugins/framework-internals/api-styles';
import {linkStylesheet} from '../../plugins/framework-internals/page-stylesheets/linkStylesheet';

const module = (name: string) => ({nameForCondition: () => name});
const siteSheet = '/site/src/css/custom.css';

describe('splitApiStyles', () => {
  it("moves the operation's part of the API theme stylesheet into its own group, the request panel's out of the site stylesheet, and keeps the rest there", () => {
    const cacheGroups: Record<string, Record<string, unknown> | false> = {
      styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50},
    };
    splitApiStyles(cacheGroups);
    const styles = cacheGroups.styles as {test: (m: unknown) => boolean};
    const api = cacheGroups['api-styles'] as {name: string; type: string; test: (m: unknown) => boolean};
    expect(api.name).toBe('api-styles');
    expect(api.type).toBe('css/mini-extract');
    expect(api.test(module(apiStyleSheets.operation))).toBe(true);
    expect(styles.test(module(apiStyleSheets.operation))).toBe(false);
    // The request panel's part is in neither: it stays with the panel's code.
    expect(api.test(module(apiStyleSheets.requestPanel))).toBe(false);
    expect(styles.test(module(apiStyleSheets.requestPanel))).toBe(false);
    expect(styles.test(module(siteSheet))).toBe(true);
    expect(api.test(module(siteSheet))).toBe(false);
    // The theme's CSS modules (tabs) are used outside API pages too: they stay site-wide.
    expect(styles.test(module('/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/Tabs/styles.module.css'))).toBe(true);
  });

  it('fails the build when Docusaurus no longer has its styles group', () => {
    expect(() => splitApiStyles({})).toThrow(/styles/);
  });
});

describe('linkStylesheet', () => {
  const page = '<html><head><title>x</title><link rel=stylesheet href=/assets/css/styles.1.css /></head><body></body></html>';

  it('links the stylesheet right after the existing stylesheet', () => {
    expect(linkStylesheet(page, '/assets/css/api-styles.2.css')).toBe(
      '<html><head><title>x</title><link rel=stylesheet href=/assets/css/styles.1.css /><link rel="stylesheet" href="/assets/css/api-styles.2.css"></head><body></body></html>',
    );
  });

  it('adds it before </head> when the page has no stylesheet, and only once', () => {
    const once = linkStylesheet('<head></head>', '/a.css');
    expect(once).toBe('<head><link rel="stylesheet" href="/a.css"></head>');
    expect(linkStylesheet(once, '/a.css')).toBe(once);
  });
});

describe('the API theme stylesheet in two parts', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {apiStyles} = require('../../plugins/framework-internals/api-styles/build-styles.cjs') as {
    apiStyles: (part: string, fromDir: string, source?: string) => string;
  };
  const sheet = [
    '/* panel */',
    '@use "./ApiExplorer/CodeTabs/CodeTabs";',
    '@use "./ApiExplorer/MethodEndpoint/MethodEndpoint";',
    '@use "./ApiTabs/ApiTabs";',
    ':root {',
    '  --openapi-required: red;',
    '}',
  ].join('\n');
  const themeDir = path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib', 'theme');
  const from = path.join(themeDir, '..', '..', 'elsewhere');

  it("gives the operation everything but the request panel's partials, the method line included", () => {
    expect(apiStyles('operation', from, sheet).split('\n')).toEqual([
      '/* panel */',
      '@use "../lib/theme/ApiExplorer/MethodEndpoint/MethodEndpoint";',
      '@use "../lib/theme/ApiTabs/ApiTabs";',
      ':root {',
      '  --openapi-required: red;',
      '}',
    ]);
  });

  it('gives the request panel its partials only', () => {
    expect(apiStyles('request-panel', from, sheet)).toBe('@use "../lib/theme/ApiExplorer/CodeTabs/CodeTabs";');
  });

  it('splits the installed theme stylesheet, and fails the build when the theme changes its layout', () => {
    const operation = apiStyles('operation', from);
    const panel = apiStyles('request-panel', from);
    expect(operation).toContain('ApiTabs/ApiTabs');
    expect(operation).not.toContain('CodeTabs');
    expect(panel).toContain('ApiExplorer/CodeTabs/CodeTabs');
    expect(() => apiStyles('operation', from, '@use "./ApiTabs/ApiTabs";')).toThrow(/ApiExplorer/);
  });
});
