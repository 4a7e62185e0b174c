import {describe, expect, it} from 'vitest';
import {splitApiStyles} from '../../plugins/openapi-theme';
import {linkStylesheet} from '../../plugins/openapi-theme/linkStylesheet';

const module = (name: string) => ({nameForCondition: () => name});
const apiSheet = '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/styles.scss';
const siteSheet = '/site/src/css/custom.css';

describe('splitApiStyles', () => {
  it('moves the API theme stylesheet into its own group and keeps the rest in the site stylesheet', () => {
    const cacheGroups: Record<string, Record<string, unknown> | false> = {
      styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 50},
    };
    splitApiStyles(cacheGroups);
    const styles = cacheGroups.styles as {test: (m: unknown) => boolean};
    const api = cacheGroups['api-styles'] as {name: string; type: string; test: (m: unknown) => boolean};
    expect(api.name).toBe('api-styles');
    expect(api.type).toBe('css/mini-extract');
    expect(api.test(module(apiSheet))).toBe(true);
    expect(styles.test(module(apiSheet))).toBe(false);
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
