import {describe, expect, it} from 'vitest';
import {searchConfigFromEnv, sectionOfUrl} from '@site/src/lib/search/searchConfig';
import {pagefindLanguage, shouldIndex, urlOfFile} from '@site/src/lib/search/indexing';

describe('search mode', () => {
  it('searches locally with no Algolia keys', () => {
    const config = searchConfigFromEnv({});
    expect(config.mode).toBe('local');
    expect(config.algolia.contextualSearch).toBe(true);
    expect(config.algolia.searchPagePath).toBe('search');
  });

  it('produces the Algolia configuration when all three variables are set', () => {
    const config = searchConfigFromEnv({ALGOLIA_APP_ID: 'APP123', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'geysermc'});
    expect(config).toEqual({
      mode: 'algolia',
      algolia: {appId: 'APP123', apiKey: 'key', indexName: 'geysermc', contextualSearch: true, searchPagePath: 'search'},
    });
  });

  it('refuses a half-configured Algolia setup', () => {
    expect(() => searchConfigFromEnv({ALGOLIA_APP_ID: 'APP123'})).toThrow(/ALGOLIA_API_KEY/);
  });
});

describe('search sections and indexing', () => {
  const localePaths = ['en', 'ar', 'de', 'zh-CN'];
  it('names the section of a URL in any locale', () => {
    expect(sectionOfUrl('/wiki/geyser/setup/', localePaths)).toBe('geyser');
    expect(sectionOfUrl('/de/wiki/floodgate/linking/#global-linking', localePaths)).toBe('floodgate');
    expect(sectionOfUrl('/zh-CN/wiki/api/api.geysermc.org/health/', localePaths)).toBe('api');
    expect(sectionOfUrl('/blog/geyser-1-20-5/', localePaths)).toBe('blog');
    expect(sectionOfUrl('/wiki/', localePaths)).toBe('wiki');
    expect(sectionOfUrl('/download/', localePaths)).toBe('pages');
  });

  it('indexes content pages and skips lists, 404, search, tests and other locales', () => {
    expect(shouldIndex('wiki/geyser/index.html', ['ar', 'de'])).toBe(true);
    expect(shouldIndex('blog/geyser-1-20-5/index.html', [])).toBe(true);
    for (const skipped of [
      '404.html',
      'search/index.html',
      'blog/index.html',
      'blog/tags/release/index.html',
      'blog/page/2/index.html',
      '__tests/crash/index.html',
      'ar/wiki/index.html',
      'assets/x.js',
    ]) {
      expect(shouldIndex(skipped, ['ar', 'de']), skipped).toBe(false);
    }
  });

  it('turns built files into page URLs and locales into Pagefind languages', () => {
    expect(urlOfFile('wiki/geyser/index.html', '/')).toBe('/wiki/geyser/');
    expect(urlOfFile('index.html', '/de/')).toBe('/de/');
    expect(pagefindLanguage('zh-CN')).toBe('zh-cn');
    expect(pagefindLanguage('en-x-crowdin')).toBe('en');
  });
});
