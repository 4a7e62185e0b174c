import {describe, it, expect} from 'vitest';
import {communityProjects, communityProjectCategories, communityProjectSlug, type CommunityProject} from '../../src/data/communityProjects';

/** How an entry is named in failure messages. */
function label(project: CommunityProject, index: number): string {
  const name = typeof project.name === 'string' && project.name.trim() !== '' ? project.name : '(no name)';
  return `communityProjects[${index}] "${name}"`;
}

/** Collects every problem first, so one run reports all of them. */
function problemsWith(check: (project: CommunityProject, index: number) => string | null): string[] {
  return communityProjects.map((project, index) => check(project, index)).filter((problem): problem is string => problem !== null);
}

/** Values that appear more than once, each with the entries that share it. */
function duplicates(key: (project: CommunityProject) => string): string[] {
  const seen = new Map<string, string[]>();
  communityProjects.forEach((project, index) => {
    const value = key(project);
    seen.set(value, [...(seen.get(value) ?? []), label(project, index)]);
  });
  return [...seen.entries()].filter(([, entries]) => entries.length > 1).map(([value, entries]) => `"${value}" is used by ${entries.join(' and ')}`);
}

/** Lower-cased, without a trailing slash, so near-identical URLs count as the same. */
function normalizedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`.toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

describe('community projects list', () => {
  it('is not empty', () => {
    expect(communityProjects.length, 'src/data/communityProjects.ts should list at least one project').toBeGreaterThan(0);
  });

  it('gives every entry a name', () => {
    const problems = problemsWith((project, index) =>
      typeof project.name !== 'string' || project.name.trim() === ''
        ? `${label(project, index)}: set "name" to the project's name`
        : project.name !== project.name.trim()
          ? `${label(project, index)}: remove the spaces around "name"`
          : null,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('gives every entry a description', () => {
    const problems = problemsWith((project, index) =>
      typeof project.description !== 'string' || project.description.trim() === ''
        ? `${label(project, index)}: write a one or two sentence "description" in our own words`
        : null,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('links every entry to a valid https URL', () => {
    const problems = problemsWith((project, index) => {
      let parsed: URL;
      try {
        parsed = new URL(project.url);
      } catch {
        return `${label(project, index)}: "url" (${String(project.url)}) is not a valid URL; use the full address, starting with https://`;
      }
      if (parsed.protocol !== 'https:') {
        return `${label(project, index)}: "url" (${project.url}) must start with https://`;
      }
      if (!parsed.hostname.includes('.')) {
        return `${label(project, index)}: "url" (${project.url}) has no proper host name`;
      }
      return null;
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('gives every further link a site name and a valid https URL that differs from the main one', () => {
    const problems = communityProjects.flatMap((project, index) =>
      (project.links ?? []).flatMap((link, linkIndex) => {
        const where = `${label(project, index)} links[${linkIndex}]`;
        const found: string[] = [];
        if (typeof link.label !== 'string' || link.label.trim() === '') {
          found.push(`${where}: set "label" to the site's name, for example "Modrinth"`);
        }
        try {
          if (new URL(link.url).protocol !== 'https:') {
            found.push(`${where}: "url" (${link.url}) must start with https://`);
          }
        } catch {
          found.push(`${where}: "url" (${String(link.url)}) is not a valid URL`);
        }
        if (normalizedUrl(link.url) === normalizedUrl(project.url)) {
          found.push(`${where}: this is the main "url" again; remove it from "links"`);
        }
        return found;
      }),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('does not list the same further link or site name twice for one project', () => {
    const problems = communityProjects.flatMap((project, index) => {
      const links = project.links ?? [];
      const urls = links.map((link) => normalizedUrl(link.url));
      const labels = links.map((link) => link.label.trim().toLowerCase());
      return [
        ...urls.filter((url, i) => urls.indexOf(url) !== i).map((url) => `${label(project, index)}: ${url} is listed twice in "links"`),
        ...labels
          .filter((name, i) => labels.indexOf(name) !== i)
          .map((name) => `${label(project, index)}: two links are labelled "${name}"; name them apart`),
      ];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('puts every entry in a known category', () => {
    const known: readonly string[] = communityProjectCategories;
    const problems = problemsWith((project, index) =>
      known.includes(project.category)
        ? null
        : `${label(project, index)}: "category" is "${String(project.category)}"; use one of ${known.join(', ')}`,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('only sets author when it has a value', () => {
    const problems = problemsWith((project, index) =>
      project.author !== undefined && (typeof project.author !== 'string' || project.author.trim() === '')
        ? `${label(project, index)}: "author" is empty; fill it in or remove the key`
        : null,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has no duplicate names', () => {
    const problems = duplicates((project) => project.name.trim().toLowerCase()).map(
      (problem) => `Duplicate name: ${problem}. Keep one entry or rename the other.`,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has no names that collide once turned into ids', () => {
    const problems = duplicates((project) => `wiki.communityProjects.${communityProjectSlug(project.name)}`).map(
      (problem) => `Duplicate translation id: ${problem}. Rename one of the projects so their ids differ.`,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has no duplicate URLs', () => {
    const problems = duplicates((project) => normalizedUrl(project.url)).map(
      (problem) => `Duplicate url: ${problem}. Two entries point at the same page; merge them.`,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('communityProjectSlug', () => {
  it('makes lower-case, hyphen-separated ids', () => {
    expect(communityProjectSlug('Bedrock Player Manager for Floodgate')).toBe('bedrock-player-manager-for-floodgate');
    expect(communityProjectSlug('Floodgate-Skript')).toBe('floodgate-skript');
    expect(communityProjectSlug('  GeyserExtras! ')).toBe('geyserextras');
  });
});
