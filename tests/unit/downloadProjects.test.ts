import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {commitUrl, downloadProjects, downloadProjectsSource, downloadTabs, projectsForTab} from '@site/src/data/downloadProjects';

const root = path.resolve(__dirname, '../..');

/** The docs file behind a /wiki/… route, whichever extension or index form it uses. */
function docFile(route: string): string | undefined {
  const rel = route
    .replace(/^\/wiki\//, '')
    .replace(/#.*$/, '')
    .replace(/\/$/, '');
  return ['.md', '.mdx', '/index.md', '/index.mdx'].map((suffix) => path.join(root, 'docs', rel + suffix)).find((file) => fs.existsSync(file));
}

/** Whether a page has a heading with this anchor: an explicit `{#id}` or the slug of its text. */
function hasAnchor(file: string, anchor: string): boolean {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^#{2,6} /.test(line))
    .some((line) => {
      const explicit = /\{#([\w-]+)\}\s*$/.exec(line);
      if (explicit) return explicit[1] === anchor;
      const slug = line
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^\w\s-]/g, '')
        .trim()
        .replace(/\s+/g, '-');
      return slug === anchor;
    });
}

describe('download projects', () => {
  it('has unique project ids made of the lower-case letters the Downloads API uses', () => {
    const ids = downloadProjects.map((p) => p.projectId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+$/);
  });

  it('offers every project the download page promises', () => {
    expect(projectsForTab('geyser').map((p) => p.name)).toEqual(['Geyser']);
    expect(projectsForTab('floodgate').map((p) => p.name)).toEqual(['Floodgate']);
    expect(projectsForTab('other-projects').map((p) => p.name)).toEqual([
      'GeyserConnect',
      'GeyserOptionalPack',
      'ThirdPartyCosmetics',
      'Hurricane',
      'Floodgate database add-ons',
      'EmoteOffhand',
      'Rainbow',
      'Hydraulic',
      'Thunder',
    ]);
    for (const tab of downloadTabs) expect(projectsForTab(tab).length).toBeGreaterThan(0);
  });

  it('lists the platforms of Geyser and Floodgate with their download keys', () => {
    const keys = (id: string) => downloadProjects.find((p) => p.projectId === id)!.platforms.map((d) => d.downloadName);
    expect(keys('geyser')).toEqual(['spigot', 'bungeecord', 'velocity', 'fabric', 'neoforge', 'viaproxy', 'standalone']);
    expect(keys('floodgate')).toEqual(['spigot', 'bungee', 'velocity']);
  });

  it('lists the projects the official download page added, with their download keys and beta marks', () => {
    const project = (id: string) => downloadProjects.find((p) => p.projectId === id)!;
    expect(project('floodgatedb').platforms.map((d) => d.downloadName)).toEqual(['sqlite', 'mysql', 'mongodb']);
    expect(project('emoteoffhand').platforms.map((d) => d.downloadName)).toEqual(['emoteoffhand']);
    expect(project('rainbow').platforms.map((d) => d.downloadName)).toEqual(['rainbow']);
    expect(project('hydraulic').platforms.map((d) => d.downloadName)).toEqual(['fabric', 'neoforge']);
    expect(project('thunder').platforms.map((d) => d.downloadName)).toEqual(['thunder']);
    expect(downloadProjects.filter((p) => p.beta).map((p) => p.projectId)).toEqual(['hydraulic', 'thunder']);
  });

  it('names the Downloads API endpoint it mirrors', () => {
    expect(downloadProjectsSource).toBe('https://download.geysermc.org/v2/projects');
  });

  it.each(downloadProjects.map((p) => [p.name, p] as const))('%s has valid download keys, labels, links and a guide', (_name, project) => {
    expect(project.platforms.length).toBeGreaterThan(0);
    const keys = project.platforms.map((p) => p.downloadName);
    expect(new Set(keys).size).toBe(keys.length);
    for (const platform of project.platforms) {
      expect(platform.downloadName).toMatch(/^[a-z]+$/);
      expect(platform.label.trim()).not.toBe('');
    }
    for (const external of project.external ?? []) expect(external.url).toMatch(/^https:\/\//);
    expect(project.repository).toMatch(/^https:\/\/github\.com\/GeyserMC\/[A-Za-z]+$/);
    const file = docFile(project.guide);
    expect(file, `${project.guide} is not a wiki page`).toBeDefined();
    const anchor = /#(.+)$/.exec(project.guide)?.[1];
    if (anchor) expect(hasAnchor(file!, anchor), `${project.guide} names no heading of its page`).toBe(true);
  });

  it('links commits on GitHub', () => {
    expect(commitUrl(downloadProjects[0]!, 'abc')).toBe('https://github.com/GeyserMC/Geyser/commit/abc');
  });
});
