import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {commitUrl, downloadProjects, downloadTabs, projectsForTab} from '@site/src/data/downloadProjects';

const root = path.resolve(__dirname, '../..');

/** The docs file behind a /wiki/… route, whichever extension or index form it uses. */
function docExists(route: string): boolean {
  const rel = route.replace(/^\/wiki\//, '').replace(/\/$/, '');
  return ['.md', '.mdx', '/index.md', '/index.mdx'].some((suffix) => fs.existsSync(path.join(root, 'docs', rel + suffix)));
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
    expect(projectsForTab('other-projects').map((p) => p.name)).toEqual(['GeyserConnect', 'GeyserOptionalPack', 'ThirdPartyCosmetics', 'Hurricane']);
    for (const tab of downloadTabs) expect(projectsForTab(tab).length).toBeGreaterThan(0);
  });

  it('lists the platforms of Geyser and Floodgate with their download keys', () => {
    const keys = (id: string) => downloadProjects.find((p) => p.projectId === id)!.platforms.map((d) => d.downloadName);
    expect(keys('geyser')).toEqual(['spigot', 'bungeecord', 'velocity', 'fabric', 'neoforge', 'viaproxy', 'standalone']);
    expect(keys('floodgate')).toEqual(['spigot', 'bungee', 'velocity']);
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
    expect(docExists(project.guide), `${project.guide} is not a wiki page`).toBe(true);
  });

  it('links commits on GitHub', () => {
    expect(commitUrl(downloadProjects[0]!, 'abc')).toBe('https://github.com/GeyserMC/Geyser/commit/abc');
  });
});
