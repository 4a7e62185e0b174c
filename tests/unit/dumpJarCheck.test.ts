import {describe, expect, it} from 'vitest';
import type {KnownBuild} from '../../src/lib/downloads/checksum';
import {DownloadsApiError, type LatestBuild} from '../../src/lib/downloads/client';
import {checkDumpJar, type JarCheckSources} from '../../src/lib/dump/jarCheck';

const hash = (digit: string) => digit.repeat(64);

function build(version: string, number: number, sha256: string): KnownBuild {
  return {
    projectId: 'geyser',
    projectName: 'Geyser',
    version,
    build: number,
    time: '2026-11-01T10:00:00Z',
    downloads: {spigot: {name: 'Geyser-Spigot.jar', sha256}, velocity: {name: 'Geyser-Velocity.jar', sha256: hash('f')}},
  };
}

const latest: LatestBuild = {...build('2.11.1', 1012, hash('a')), channel: 'default', changes: []};
const lists: Record<string, KnownBuild[]> = {
  '2.11.1': [build('2.11.1', 1010, hash('b')), build('2.11.1', 1012, hash('a'))],
  '2.11.0': [build('2.11.0', 975, hash('c'))],
};

function sources(overrides: Partial<JarCheckSources> = {}): JarCheckSources & {asked: string[]} {
  const asked: string[] = [];
  return {
    asked,
    latest: async () => latest,
    versionBuilds: async (version) => {
      asked.push(version);
      const list = lists[version];
      if (!list) throw new DownloadsApiError('http', 'not found', 404);
      return list;
    },
    ...overrides,
  };
}

describe('checkDumpJar', () => {
  it('names the newest build exactly as published', async () => {
    const result = await checkDumpJar(hash('a'), '2.11.1-b1012 (git-master-1a2b3c4)', sources());
    expect(result).toMatchObject({kind: 'published', match: {version: '2.11.1', build: 1012, downloadName: 'spigot'}});
    expect(result.kind === 'published' && result.newer).toBeUndefined();
  });

  it('names an older build of the dump’s own version and the newer build that exists', async () => {
    const source = sources();
    const result = await checkDumpJar(hash('c'), '2.11.0-b975 (git-master-d2bda1a)', source);
    expect(result).toEqual(expect.objectContaining({kind: 'published', newer: {build: 1012, version: '2.11.1'}}));
    expect(result.kind === 'published' && result.match.build).toBe(975);
    expect(source.asked.sort()).toEqual(['2.11.0', '2.11.1']);
  });

  it('says a jar is not published when every list was read', async () => {
    expect(await checkDumpJar(hash('d'), '2.11.1-b1011', sources())).toEqual({kind: 'not-published'});
  });

  it('treats a version the API does not know as one without published builds', async () => {
    expect(await checkDumpJar(hash('d'), '9.9.9-b1 (git-fork-abc)', sources())).toEqual({kind: 'not-published'});
  });

  it('cannot check when the newest build cannot be loaded', async () => {
    const offline = sources({
      latest: async () => {
        throw new DownloadsApiError('network', 'offline');
      },
    });
    expect(await checkDumpJar(hash('a'), '2.11.1-b1012', offline)).toEqual({kind: 'unavailable'});
  });

  it('cannot check when a build list fails, unless the jar was found anyway', async () => {
    const failing = sources({
      versionBuilds: async () => {
        throw new DownloadsApiError('timeout', 'slow');
      },
    });
    expect(await checkDumpJar(hash('c'), '2.11.0-b975', failing)).toEqual({kind: 'unavailable'});
    expect(await checkDumpJar(hash('a'), '2.11.0-b975', failing)).toMatchObject({kind: 'published', match: {build: 1012}});
  });
});
