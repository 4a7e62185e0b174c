import {describe, it, expect} from 'vitest';
import {anticheats, anticheatStatuses, type Anticheat} from '../../src/data/anticheats';
import {providerSlug} from '../../src/lib/providers/slug';

const FILE = 'src/data/anticheats.ts';
const where = (a: Anticheat) => `"${a.name}" in ${FILE}`;
const byName = (a: string, b: string) => a.localeCompare(b, 'en', {sensitivity: 'base'});

function httpsProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'is missing';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return `"${value}" is not a valid URL. Use a full address such as https://example.com/`;
  }
  return parsed.protocol === 'https:' ? undefined : `"${value}" must start with https://`;
}

describe('anticheats data', () => {
  it('lists at least one anticheat', () => {
    expect(anticheats.length, `${FILE} is empty.`).toBeGreaterThan(0);
  });

  describe.each(anticheats.map((a) => [a.name, a] as const))('%s', (_name, anticheat) => {
    it('has a name without surrounding spaces', () => {
      expect(anticheat.name.trim().length, `An anticheat in ${FILE} has an empty name.`).toBeGreaterThan(0);
      expect(anticheat.name, `${where(anticheat)}: remove the spaces around the name.`).toBe(anticheat.name.trim());
      expect(providerSlug(anticheat.name), `${where(anticheat)}: the name needs letters or digits for its anchor.`).not.toBe('');
    });

    it('links to its own page over https', () => {
      expect(httpsProblem(anticheat.url), `${where(anticheat)}: url ${httpsProblem(anticheat.url)}.`).toBeUndefined();
    });

    it('uses one of the known statuses', () => {
      expect(
        anticheatStatuses,
        `${where(anticheat)}: status "${anticheat.status}" is unknown. Use one of: ${anticheatStatuses.join(', ')}.`,
      ).toContain(anticheat.status);
    });

    it('says whether it is paid', () => {
      expect(typeof anticheat.paid, `${where(anticheat)}: set paid to true or false.`).toBe('boolean');
    });

    it('tells the owner what to configure', () => {
      expect(typeof anticheat.configure, `${where(anticheat)}: configure must be a string.`).toBe('string');
      expect(
        anticheat.configure.trim().length,
        `${where(anticheat)}: configure is empty. Say what an owner has to do, even if it is "nothing".`,
      ).toBeGreaterThan(0);
      for (const link of anticheat.configure.match(/https?:\/\/\S+/g) ?? []) {
        expect(link.startsWith('https://'), `${where(anticheat)}: link "${link}" in configure must use https://.`).toBe(true);
      }
    });

    it('names its add-on when its status needs one', () => {
      if (anticheat.status === 'addon') {
        expect(anticheat.addon, `${where(anticheat)}: status "addon" needs an addon: {name, url} saying which add-on to install.`).toBeDefined();
      }
      if (anticheat.addon === undefined) return;
      expect(anticheat.addon.name.trim().length, `${where(anticheat)}: the add-on has no name.`).toBeGreaterThan(0);
      expect(httpsProblem(anticheat.addon.url), `${where(anticheat)}: add-on url ${httpsProblem(anticheat.addon.url)}.`).toBeUndefined();
      expect(
        anticheat.status,
        `${where(anticheat)}: an anticheat that works fully or partly on its own needs no add-on. Remove addon or fix the status.`,
      ).toMatch(/^(addon|incompatible)$/);
    });

    it('cites a source with the day it was checked', () => {
      expect(anticheat.source, `${where(anticheat)}: add source: {url, checked}.`).toBeDefined();
      expect(httpsProblem(anticheat.source.url), `${where(anticheat)}: source url ${httpsProblem(anticheat.source.url)}.`).toBeUndefined();
      const {checked} = anticheat.source;
      expect(checked, `${where(anticheat)}: source.checked "${checked}" must be a date written YYYY-MM-DD.`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${checked}T00:00:00Z`);
      expect(
        !Number.isNaN(date.getTime()) && date.toISOString().startsWith(checked),
        `${where(anticheat)}: source.checked "${checked}" is not a real calendar day.`,
      ).toBe(true);
      expect(date.getTime(), `${where(anticheat)}: source.checked "${checked}" is in the future.`).toBeLessThanOrEqual(Date.now());
    });
  });

  it('has no duplicate names or anchors', () => {
    const seen = new Map<string, string>();
    for (const a of anticheats) {
      const slug = providerSlug(a.name);
      expect(seen.has(slug), `"${a.name}" in ${FILE} clashes with "${seen.get(slug)}" (both get the anchor #${slug}). Merge or rename them.`).toBe(
        false,
      );
      seen.set(slug, a.name);
    }
  });

  it('is sorted by name', () => {
    const names = anticheats.map((a) => a.name);
    const sorted = [...names].sort(byName);
    names.forEach((name, i) => {
      expect(name, `In ${FILE}, anticheats must be sorted by name: put "${sorted[i]}" where "${name}" is now.`).toBe(sorted[i]);
    });
  });
});
