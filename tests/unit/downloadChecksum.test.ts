import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {matchChecksum, readChecksum, type KnownBuild} from '@site/src/lib/downloads/checksum';
import {fetchVersionBuilds, versionBuildsUrl} from '@site/src/lib/downloads/builds';
import {DownloadsApiError} from '@site/src/lib/downloads/client';
import {sha256OfBlob} from '@site/src/lib/downloads/hashFile';
import {collectKnownBuilds, newestBuilds} from '@site/src/lib/downloads/knownBuilds';

const hash = (n: number) => n.toString(16).padStart(64, '0');

const geyser1012: KnownBuild = {
  projectId: 'geyser',
  projectName: 'Geyser',
  version: '2.11.1',
  build: 1012,
  time: '2026-11-18T14:02:09.511Z',
  downloads: {spigot: {name: 'Geyser-Spigot.jar', sha256: hash(1)}, velocity: {name: 'Geyser-Velocity.jar', sha256: hash(2)}},
};
const geyser1005: KnownBuild = {
  ...geyser1012,
  build: 1005,
  time: '2026-11-02T10:00:00.000Z',
  downloads: {spigot: {name: 'Geyser-Spigot.jar', sha256: hash(3)}},
};
const floodgate: KnownBuild = {
  projectId: 'floodgate',
  projectName: 'Floodgate',
  version: '2.2.5',
  build: 130,
  time: '2026-11-10T08:00:00.000Z',
  downloads: {spigot: {name: 'floodgate-spigot.jar', sha256: hash(4)}},
};

describe('matchChecksum', () => {
  const known = [geyser1012, floodgate, geyser1005];

  it('names project, platform, version and build of the newest build', () => {
    expect(matchChecksum(hash(2), known)).toEqual([
      {
        projectId: 'geyser',
        projectName: 'Geyser',
        version: '2.11.1',
        build: 1012,
        time: '2026-11-18T14:02:09.511Z',
        downloadName: 'velocity',
        fileName: 'Geyser-Velocity.jar',
        latest: true,
      },
    ]);
  });

  it('finds an older build and says it is not the newest', () => {
    const [match, ...rest] = matchChecksum(hash(3), known);
    expect(rest).toEqual([]);
    expect(match).toMatchObject({projectId: 'geyser', build: 1005, downloadName: 'spigot', latest: false});
  });

  it('finds another project', () => {
    expect(matchChecksum(hash(4), known).map((match) => [match.projectName, match.downloadName, match.build])).toEqual([
      ['Floodgate', 'spigot', 130],
    ]);
  });

  it('finds nothing for a tampered file', () => {
    expect(matchChecksum(hash(99), known)).toEqual([]);
  });

  it('ignores the case of the checksum and counts a build listed twice once', () => {
    expect(matchChecksum(hash(1).toUpperCase(), [geyser1012, geyser1012])).toHaveLength(1);
    expect(
      matchChecksum('ABCDEF'.padStart(64, '0'), [{...floodgate, downloads: {spigot: {name: 'f.jar', sha256: 'abcdef'.padStart(64, '0')}}}]),
    ).toHaveLength(1);
  });

  it('treats download keys such as __proto__ as plain names', () => {
    const odd: KnownBuild = {...floodgate, downloads: JSON.parse(`{"__proto__": {"name": "odd.jar", "sha256": "${hash(7)}"}}`)};
    expect(matchChecksum(hash(7), [odd]).map((match) => match.downloadName)).toEqual(['__proto__']);
  });
});

describe('readChecksum', () => {
  const digest = 'c455ac9cf1b5f8a8328d3e3159dcc2afb13851a2a1d4ee604173fb26ce9f0d29';

  it('accepts the hash as printed by the page, by sha256sum and by Windows', () => {
    expect(readChecksum(digest)).toEqual({ok: true, sha256: digest});
    expect(readChecksum(`  ${digest.toUpperCase()}\n`)).toEqual({ok: true, sha256: digest});
    expect(readChecksum(`${digest}  Geyser-Spigot.jar`)).toEqual({ok: true, sha256: digest});
    expect(readChecksum(`SHA256: ${digest}`)).toEqual({ok: true, sha256: digest});
    expect(readChecksum(digest.replace(/(.{8})/g, '$1 ').toUpperCase())).toEqual({ok: true, sha256: digest});
  });

  it('says what is wrong with anything else', () => {
    expect(readChecksum('   ')).toEqual({ok: false, problem: 'empty'});
    expect(readChecksum(digest.slice(0, 40))).toEqual({ok: false, problem: 'wrong-length'});
    expect(readChecksum(`${digest.slice(0, 63)}z`)).toEqual({ok: false, problem: 'not-hex'});
  });
});

describe('fetchVersionBuilds', () => {
  const base = 'https://downloads.example.test';
  const answer = {
    project_id: 'geyser',
    project_name: 'Geyser',
    version: '2.11.1',
    builds: [
      {
        build: 1005,
        time: '2026-11-02T10:00:00.000Z',
        channel: 'default',
        promoted: false,
        changes: [],
        downloads: {spigot: {name: 'Geyser-Spigot.jar', sha256: hash(3)}},
      },
    ],
  };
  const respond =
    (body: unknown, status = 200) =>
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {status});

  it('asks for the builds of one version and returns them as known builds', async () => {
    let asked = '';
    const builds = await fetchVersionBuilds(base, 'geyser', '2.11.1', {
      fetchImpl: (async (url: string) => {
        asked = url;
        return respond(answer)();
      }) as typeof fetch,
    });
    expect(asked).toBe(`${base}/v2/projects/geyser/versions/2.11.1/builds`);
    expect(asked).toBe(versionBuildsUrl(base, 'geyser', '2.11.1'));
    expect(builds).toEqual([
      {
        projectId: 'geyser',
        projectName: 'Geyser',
        version: '2.11.1',
        build: 1005,
        time: '2026-11-02T10:00:00.000Z',
        downloads: answer.builds[0]!.downloads,
      },
    ]);
  });

  it('refuses a list with a malformed checksum, and an error status', async () => {
    const bad = {...answer, builds: [{...answer.builds[0], downloads: {spigot: {name: 'x.jar', sha256: 'nope'}}}]};
    await expect(fetchVersionBuilds(base, 'geyser', '2.11.1', {fetchImpl: respond(bad) as typeof fetch})).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    await expect(fetchVersionBuilds(base, 'geyser', '2.11.1', {fetchImpl: respond('not json') as typeof fetch})).rejects.toBeInstanceOf(
      DownloadsApiError,
    );
    await expect(fetchVersionBuilds(base, 'geyser', '2.11.1', {fetchImpl: respond({}, 503) as typeof fetch})).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
  });
});

describe('sha256OfBlob', () => {
  it('gives the same digest as Node for a file larger than one slice, with progress up to the end', async () => {
    const bytes = new Uint8Array(5 * 1024 * 1024 + 123).map((_, index) => (index * 31) % 251);
    const progress: number[] = [];
    const digest = await sha256OfBlob(new Blob([bytes]), {sliceBytes: 1024 * 1024, onProgress: ({bytesDone}) => progress.push(bytesDone)});
    expect(digest).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(progress).toHaveLength(7);
  });

  it('hashes an empty file', async () => {
    expect(await sha256OfBlob(new Blob([]))).toBe(createHash('sha256').digest('hex'));
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const promise = sha256OfBlob(new Blob([new Uint8Array(4 * 1024)]), {
      sliceBytes: 1024,
      onProgress: ({bytesDone}) => bytesDone >= 2048 && controller.abort(),
      signal: controller.signal,
    });
    await expect(promise).rejects.toMatchObject({name: 'AbortError'});
  });
});

describe('collectKnownBuilds', () => {
  const latest = (projectId: string, build: number) => ({
    projectId,
    projectName: projectId,
    version: '1.0.0',
    build,
    time: '2026-11-01T00:00:00.000Z',
    channel: 'default',
    changes: [],
    downloads: {spigot: {name: `${projectId}.jar`, sha256: hash(build)}},
  });

  it('takes the newest build of each project, and the older ones only when asked', async () => {
    const asked: string[] = [];
    const sources = {
      latest: async (id: string) => latest(id, id === 'geyser' ? 1012 : 130),
      versionBuilds: async (id: string, version: string) => {
        asked.push(`${id}@${version}`);
        return id === 'geyser' ? [geyser1005] : [];
      },
    };
    const newestOnly = await collectKnownBuilds(['geyser', 'floodgate'], sources, false);
    expect(newestOnly.builds.map((build) => build.build)).toEqual([1012, 130]);
    expect(newestOnly.unavailable).toEqual([]);
    expect(asked).toEqual([]);
    const withOlder = await collectKnownBuilds(['geyser', 'floodgate'], sources, true);
    expect(withOlder.builds.map((build) => build.build)).toEqual([1012, 1005, 130]);
    expect(asked).toEqual(['geyser@1.0.0', 'floodgate@1.0.0']);
  });

  it('counts the projects it could not reach, and keeps the rest', async () => {
    const result = await collectKnownBuilds(
      ['geyser', 'floodgate'],
      {
        latest: async (id) => (id === 'geyser' ? latest(id, 1012) : Promise.reject(new Error('offline'))),
        versionBuilds: async () => Promise.reject(new Error('offline')),
      },
      true,
    );
    expect(result.builds.map((build) => build.projectId)).toEqual(['geyser']);
    expect(result.unavailable).toEqual(['geyser', 'floodgate']);
    expect(newestBuilds(result.builds).get('geyser')).toBe(1012);
  });
});
