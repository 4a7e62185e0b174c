import {describe, expect, test} from 'vitest';
import {allWikiRoutes, apiPages, blogPosts} from '../wikiPages';
import {builtLocales, headingOf, localePrefix, page} from './site';
import {localeConfigs} from '../../src/data/locales';

/**
 * Every route is in the build with its heading and title, as the server sends it
 * (before any script runs). Hydration and behaviour are the browser tests' part.
 */
const topRoutes: {path: string; heading: RegExp}[] = [
  {path: '/', heading: /Bedrock players, welcome to Java servers/},
  {path: '/blog/', heading: /GeyserMC Blog/},
  {path: '/blog/archive/', heading: /Archive/},
  {path: '/blog/authors/', heading: /Authors/},
  {path: '/download/', heading: /^Download$/},
  {path: '/utilities/config-editor/', heading: /Config Editor/},
  {path: '/utilities/dump-viewer/', heading: /Dump Viewer/},
  {path: '/utilities/host-setup/', heading: /Set Up Geyser on Your Host/},
  {path: '/utilities/log-checker/', heading: /.+/},
  {path: '/wiki/', heading: /.+/},
  {path: '/search/', heading: /.+/},
  {path: '/wiki/api/', heading: /.+/},
  {path: '/wiki/api/global/', heading: /Global API/},
  {path: '/wiki/api/downloads/', heading: /Downloads API/},
];
const siteTitle = / \| GeyserMC$|^GeyserMC/;

describe('every route is built with its heading and title (en)', () => {
  test.each(topRoutes)('$path', ({path, heading}) => {
    const $ = page(path);
    expect(headingOf($)).toMatch(heading);
    expect($('title').text()).toMatch(siteTitle);
  });

  test.each(allWikiRoutes)('wiki %s', (route) => {
    const $ = page(route);
    expect(headingOf($)).not.toBe('');
    expect($('title').text()).toMatch(/ \| GeyserMC$/);
  });

  const apiRoutes = Object.entries(apiPages).flatMap(([folder, slugs]) => slugs.map((slug) => `/wiki/api/${folder}/${slug}/`));
  test.each(apiRoutes)('api %s', (route) => {
    expect(headingOf(page(route))).not.toBe('');
  });

  test.each(blogPosts)('blog post /blog/%s/', (slug) => {
    expect(headingOf(page(`/blog/${slug}/`), 'article h1')).not.toBe('');
  });
});

// Every locale this build holds: npm test builds a right-to-left one (ar) and a translated
// left-to-right one (de) among others; the full run builds all twelve.
describe.each(builtLocales.filter((l) => l !== 'en'))('every top route is built in %s', (locale) => {
  const routes = [...topRoutes.map((r) => r.path), '/wiki/geyser/', '/wiki/floodgate/', '/wiki/other/', '/wiki/geyser/setup/'];
  test.each(routes)('%s', (route) => {
    const $ = page(`${localePrefix(locale)}${route}`);
    expect($('html').attr('lang')).toBe(localeConfigs[locale].htmlLang);
    expect($('html').attr('dir')).toBe(localeConfigs[locale].direction);
    expect(headingOf($)).not.toBe('');
  });
});
