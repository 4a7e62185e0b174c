import {expect, test} from 'vitest';
import {allLocales, testLocales} from '../../scripts/test.mjs';
import {locales, localeConfigs} from '../../src/data/locales';

test('the full test run knows every locale of the site', () => {
  expect(allLocales).toEqual([...locales]);
});

test('npm test builds the default, a right-to-left and a translated locale', () => {
  expect(testLocales[0]).toBe('en');
  for (const locale of testLocales) expect(locales).toContain(locale);
  expect(testLocales.some((l) => localeConfigs[l as (typeof locales)[number]].direction === 'rtl')).toBe(true);
  expect(testLocales).toContain('de');
});
