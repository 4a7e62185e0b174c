import type {CheerioAPI} from 'cheerio';
import {describe, expect, test} from 'vitest';
import {codeMessage} from '../codeMessages';
import {germanStrings} from '../germanStrings';
import {builtLocales, page} from './site';

/**
 * What a reader whose browser runs no JavaScript gets: the built page as it is. These read the
 * built HTML; what hydration then keeps or adds is the browser tests' part (the same pages in
 * tests/e2e/download.spec.ts, host-setup.spec.ts and page-weight.spec.ts).
 */
const text = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The links a reader finds by this name (their text, or their aria-label). */
function linksNamed($: CheerioAPI, name: string): string[] {
  return $('a')
    .toArray()
    .filter((link) => ($(link).attr('aria-label') ?? text($(link).text())) === name)
    .map((link) => $(link).attr('href') ?? '');
}

const latestUrl = (project: string, key: string) =>
  `https://download.geysermc.org/v2/projects/${project}/versions/latest/builds/latest/downloads/${key}`;

test('the download links work before any JavaScript runs', () => {
  const $ = page('/download/');
  expect(text($('h1').first().text())).toBe('Download');
  expect(linksNamed($, 'Spigot/Paper')).toEqual([latestUrl('geyser', 'spigot')]);
  expect(linksNamed($, 'ViaProxy')).toEqual([latestUrl('geyser', 'viaproxy')]);
});

test('every entry of the hosting providers list links to its setup', () => {
  const $ = page('/wiki/geyser/supported-hosting-providers/');
  expect($('[data-provider]')).toHaveLength(91);
  expect($('[data-provider] a[href^="/utilities/host-setup/?host="]')).toHaveLength(91);
  const pebble = $('[data-provider="Pebblehost"]');
  expect(pebble.find('ol li').length).toBeGreaterThan(0);
  const setup = pebble.find('a').filter((_, link) => text($(link).text()) === 'Steps and a config made for Pebblehost');
  expect(setup.attr('href')).toBe('/utilities/host-setup/?host=pebblehost');
});

test('code blocks are highlighted in the built page', () => {
  const $ = page('/wiki/floodgate/linking/');
  expect($('pre.prism-code .token').length).toBeGreaterThan(0);
});

describe.runIf(builtLocales.includes('de'))('interface strings in the built German pages', () => {
  test.each(germanStrings)('$route shows "$id" translated', ({route, id}) => {
    const message = codeMessage('de', id);
    expect(message).not.toBe(codeMessage('en', id));
    expect(text(page(route)('#__docusaurus').text())).toContain(text(message));
  });
});
