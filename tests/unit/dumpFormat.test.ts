import {describe, expect, it} from 'vitest';
import {compareVersions, formatMegabytes, javaMajorVersion, releaseVersion} from '@site/src/lib/dump/format';
import {filterPlugins, floodgateState, isFloodgate} from '@site/src/lib/dump/plugins';

describe('formatMegabytes', () => {
  it('keeps small amounts in MB and larger ones in GB', () => {
    expect(formatMegabytes(512, 'en')).toBe('512 MB');
    expect(formatMegabytes(1024, 'en')).toBe('1 GB');
    expect(formatMegabytes(1843, 'en')).toBe('1.8 GB');
    expect(formatMegabytes(12288, 'en')).toBe('12 GB');
  });

  it('follows the reader locale', () => {
    expect(formatMegabytes(1536, 'de')).toMatch(/^1,5\sGB$/);
  });

  it('survives a bad locale tag', () => {
    expect(formatMegabytes(2048, 'not a locale!')).toBe('2.0 GB');
  });
});

describe('javaMajorVersion', () => {
  it.each([
    ['1.8.0_402-b06', 8],
    ['16.0.2+7-67', 16],
    ['17.0.11+9', 17],
    ['21+35-2513', 21],
    ['25-ea', 25],
    ['21.0.2+13-LTS', 21],
  ])('%s → %d', (text, major) => {
    expect(javaMajorVersion(text)).toBe(major);
  });

  it('returns nothing for text without a version', () => {
    expect(javaMajorVersion(undefined)).toBeUndefined();
    expect(javaMajorVersion('unknown')).toBeUndefined();
  });
});

describe('release versions', () => {
  it('takes the release from a Geyser version line', () => {
    expect(releaseVersion('2.11.1-b987 (git-master-1a2b3c4)')).toBe('2.11.1');
    expect(releaseVersion('2.4.2-SNAPSHOT (git-master-1a2b3c4)')).toBe('2.4.2');
    expect(releaseVersion('<b>2.0</b>')).toBeUndefined();
  });

  it('compares numerically', () => {
    expect(compareVersions('2.4.2', '2.11.1')).toBeLessThan(0);
    expect(compareVersions('2.11', '2.11.0')).toBe(0);
    expect(compareVersions('3.0.0', '2.99.9')).toBeGreaterThan(0);
  });
});

describe('plugin helpers', () => {
  const plugins = [
    {name: 'Geyser-Spigot', version: '2.11.0', main: 'org.geysermc.geyser.platform.spigot.GeyserSpigotPlugin', authors: ['GeyserMC']},
    {name: 'floodgate', version: '2.2.5', enabled: true},
    {name: 'HearthHomes', version: '3.4.1', authors: ['Ilka Marr']},
  ];

  it('filters by name, author, class or version, ignoring case', () => {
    expect(filterPlugins(plugins, 'hearth').map((plugin) => plugin.name)).toEqual(['HearthHomes']);
    expect(filterPlugins(plugins, 'ILKA').map((plugin) => plugin.name)).toEqual(['HearthHomes']);
    expect(filterPlugins(plugins, 'platform.spigot')).toHaveLength(1);
    expect(filterPlugins(plugins, '2.2.5')).toHaveLength(1);
    expect(filterPlugins(plugins, '  ')).toHaveLength(3);
    expect(filterPlugins(plugins, 'nothing-like-this')).toEqual([]);
  });

  it('finds Floodgate and its state', () => {
    expect(isFloodgate({name: 'floodgate'})).toBe(true);
    expect(isFloodgate({name: 'Floodgate'})).toBe(true);
    expect(isFloodgate({name: 'floodgate-velocity'})).toBe(true);
    expect(isFloodgate({name: 'floodgatey-thing'})).toBe(false);
    expect(floodgateState(undefined)).toBeUndefined();
    expect(floodgateState([])).toBe('absent');
    expect(floodgateState(plugins)).toBe('enabled');
    expect(floodgateState([{name: 'floodgate', enabled: false}])).toBe('disabled');
  });

  it('filters a list of thousands without losing entries', () => {
    const many = Array.from({length: 20_000}, (_, index) => ({name: `Plugin${index}`, authors: [`author${index % 97}`]}));
    expect(filterPlugins(many, 'author42')).toHaveLength(206);
    expect(filterPlugins(many, '')).toHaveLength(20_000);
  });
});
