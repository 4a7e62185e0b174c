import {describe, expect, it} from 'vitest';
import {defaultLocaleUrl} from '../../../src/lib/i18n/localeUrl';

describe('defaultLocaleUrl', () => {
  it('drops the locale segment of a translated page', () => {
    expect(defaultLocaleUrl('/de/wiki/geyser/setup/', '/de/', 'de')).toBe('/wiki/geyser/setup/');
    expect(defaultLocaleUrl('/zh-CN/wiki/', '/zh-CN/', 'zh-CN')).toBe('/wiki/');
  });

  it('keeps a site base path', () => {
    expect(defaultLocaleUrl('/docs/ja/wiki/geyser/faq/', '/docs/ja/', 'ja')).toBe('/docs/wiki/geyser/faq/');
  });

  it('leads to the home page from a translated home page', () => {
    expect(defaultLocaleUrl('/fr/', '/fr/', 'fr')).toBe('/');
  });
});
