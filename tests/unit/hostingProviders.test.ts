import {describe, it, expect} from 'vitest';
import {hostingProviders, providerCategories, type HostingProvider} from '../../src/data/hostingProviders';
import {providerSlug} from '../../src/lib/providers/slug';

const FILE = 'src/data/hostingProviders.ts';
const where = (p: HostingProvider) => `"${p.name}" in ${FILE}`;
const byName = (a: string, b: string) => a.localeCompare(b, 'en', {sensitivity: 'base'});

/** Same pattern the HostingProviders component turns into links. */
const linkInText = /https?:\/\/\S+/g;

describe('hostingProviders data', () => {
  it('has at least one provider in every category', () => {
    for (const category of providerCategories) {
      const count = hostingProviders.filter((p) => p.category === category).length;
      expect(count, `No provider has category "${category}". Remove it from providerCategories or add a provider.`).toBeGreaterThan(0);
    }
  });

  describe.each(hostingProviders.map((p) => [p.name, p] as const))('%s', (_name, provider) => {
    it('has a name without surrounding spaces', () => {
      expect(provider.name.trim().length, `A provider in ${FILE} has an empty name.`).toBeGreaterThan(0);
      expect(provider.name, `${where(provider)}: remove the spaces around the name.`).toBe(provider.name.trim());
    });

    it('links to a valid https URL', () => {
      let parsed: URL | undefined;
      try {
        parsed = new URL(provider.url);
      } catch {
        parsed = undefined;
      }
      expect(parsed, `${where(provider)}: url "${provider.url}" is not a valid URL. Use a full address such as https://example.com/.`).toBeDefined();
      expect(parsed?.protocol, `${where(provider)}: url "${provider.url}" must start with https://.`).toBe('https:');
    });

    it('uses one of the known categories', () => {
      expect(
        providerCategories,
        `${where(provider)}: category "${provider.category}" is unknown. Use one of: ${providerCategories.join(', ')}.`,
      ).toContain(provider.category);
    });

    it('has steps that are non-empty strings', () => {
      expect(Array.isArray(provider.steps), `${where(provider)}: steps must be an array of strings.`).toBe(true);
      provider.steps.forEach((step, i) => {
        expect(typeof step, `${where(provider)}: step ${i + 1} must be a string.`).toBe('string');
        expect(step.trim().length, `${where(provider)}: step ${i + 1} is empty. Write the step or delete it.`).toBeGreaterThan(0);
      });
    });

    it('explains itself when it has no steps', () => {
      if (provider.steps.length > 0) return;
      expect(
        provider.category,
        `${where(provider)}: has no steps. Only "unsupported" providers may have none; add the steps players and owners need.`,
      ).toBe('unsupported');
      expect(provider.note?.trim(), `${where(provider)}: has no steps, so it needs a note saying why Geyser does not work there.`).toBeTruthy();
    });

    it('is filed under a working category when it only serves one region', () => {
      if (!provider.note?.startsWith('Limited by region')) return;
      expect(
        provider.category,
        `${where(provider)}: Geyser works on this host, it only sells in one region. File it under "supported" or "built-in" with its steps, and keep the region in the note.`,
      ).not.toBe('unsupported');
      expect(provider.steps.length, `${where(provider)}: a host that serves one region still needs its steps.`).toBeGreaterThan(0);
    });

    it('has a meaningful note when it has one', () => {
      if (provider.note === undefined) return;
      expect(provider.note.trim().length, `${where(provider)}: note is empty. Write it or remove the field.`).toBeGreaterThan(0);
    });

    it('only links to https addresses inside its text', () => {
      const texts = [...provider.steps, provider.note ?? ''];
      for (const text of texts) {
        for (const match of text.match(linkInText) ?? []) {
          const link = match.replace(/[.,;:!?)\]]+$/, '');
          expect(link.startsWith('https://'), `${where(provider)}: link "${link}" must use https://.`).toBe(true);
          expect(() => new URL(link), `${where(provider)}: link "${link}" is not a valid URL.`).not.toThrow();
        }
      }
    });

    it('has an anchor slug', () => {
      expect(providerSlug(provider.name), `${where(provider)}: the name has no letters or digits, so no anchor can be made from it.`).not.toBe('');
    });
  });

  it('has no duplicate names (ignoring case)', () => {
    const seen = new Map<string, string>();
    for (const p of hostingProviders) {
      const key = p.name.toLowerCase();
      expect(seen.has(key), `"${p.name}" is listed twice in ${FILE} (also as "${seen.get(key)}"). Merge the entries.`).toBe(false);
      seen.set(key, p.name);
    }
  });

  it('has no duplicate anchor slugs', () => {
    // section headings use the category names as ids, so providers may not take them
    const seen = new Map<string, string>(providerCategories.map((c) => [c, `the "${c}" section heading`]));
    for (const p of hostingProviders) {
      const slug = providerSlug(p.name);
      expect(
        seen.has(slug),
        `"${p.name}" in ${FILE} gets the anchor #${slug}, which ${seen.get(slug)} already uses. Rename one of them so their anchors differ.`,
      ).toBe(false);
      seen.set(slug, `"${p.name}"`);
    }
  });

  it.each(providerCategories.map((c) => [c] as const))('lists the "%s" providers sorted by name', (category) => {
    const names = hostingProviders.filter((p) => p.category === category).map((p) => p.name);
    const sorted = [...names].sort(byName);
    names.forEach((name, i) => {
      expect(name, `In ${FILE}, "${category}" providers must be sorted by name: put "${sorted[i]}" where "${name}" is now.`).toBe(sorted[i]);
    });
  });
});

describe('providerSlug', () => {
  it('lower-cases names and joins words with hyphens', () => {
    expect(providerSlug('Apex Hosting')).toBe('apex-hosting');
    expect(providerSlug('The Minecraft Hosting')).toBe('the-minecraft-hosting');
  });

  it('turns dots and other punctuation into single hyphens', () => {
    expect(providerSlug('Server.pro')).toBe('server-pro');
    expect(providerSlug('MC-HOST24.de')).toBe('mc-host24-de');
    expect(providerSlug('Foo -- & -- Bar')).toBe('foo-bar');
  });

  it('trims hyphens from both ends', () => {
    expect(providerSlug('  .Host!  ')).toBe('host');
  });

  it('drops accents instead of dropping letters', () => {
    expect(providerSlug('Hébergement Ünique')).toBe('hebergement-unique');
  });

  it('keeps digits', () => {
    expect(providerSlug('365 Hosts')).toBe('365-hosts');
  });

  it('returns an empty string when nothing usable is left', () => {
    expect(providerSlug('!!!')).toBe('');
  });

  it('is stable: a slug maps to itself', () => {
    for (const p of hostingProviders) {
      const slug = providerSlug(p.name);
      expect(providerSlug(slug), `providerSlug is not stable for "${p.name}".`).toBe(slug);
    }
  });
});
