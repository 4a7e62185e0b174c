import {describe, expect, it, vi} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import SwaggerParser from '@apidevtools/swagger-parser';
import {
  buildDownloadUrl,
  DownloadsApiError,
  fetchLatestBuild,
  isBuildResponse,
  LatestBuildCache,
  latestBuildUrl,
  maxBuildAnswerBytes,
  maxBuildsListAnswerBytes,
} from '@site/src/lib/downloads/client';
import {fetchVersionBuilds} from '@site/src/lib/downloads/builds';

const root = path.resolve(__dirname, '../..');
const base = 'https://downloads.example.test';

const geyserBuild = {
  project_id: 'geyser',
  project_name: 'Geyser',
  version: '2.11.1',
  build: 1012,
  time: '2026-11-18T14:02:09.511Z',
  channel: 'default',
  promoted: false,
  changes: [
    {commit: 'a'.repeat(40), summary: 'Fix boat paddles', message: 'Fix boat paddles\n\nLonger text'},
    {commit: 'b'.repeat(40), message: 'Only a message here\nsecond line'},
  ],
  downloads: {
    spigot: {name: 'Geyser-Spigot.jar', sha256: '1'.repeat(64)},
    velocity: {name: 'Geyser-Velocity.jar', sha256: '2'.repeat(64)},
  },
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}});
}

async function rejection(promise: Promise<unknown>): Promise<DownloadsApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DownloadsApiError);
    return error as DownloadsApiError;
  }
  throw new Error('expected the request to fail');
}

describe('fetchLatestBuild', () => {
  it('asks for the newest build of the newest version and returns its details', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL) => jsonResponse(geyserBuild));
    const build = await fetchLatestBuild(base, 'geyser', {fetchImpl});
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![0]).toBe(`${base}/v2/projects/geyser/versions/latest/builds/latest`);
    expect(build).toMatchObject({projectId: 'geyser', version: '2.11.1', build: 1012, time: geyserBuild.time});
    expect(build.downloads.spigot).toEqual({name: 'Geyser-Spigot.jar', sha256: '1'.repeat(64)});
    expect(build.changes).toEqual([
      {commit: 'a'.repeat(40), summary: 'Fix boat paddles'},
      {commit: 'b'.repeat(40), summary: 'Only a message here'},
    ]);
  });

  it.each([404, 500, 503])('reports an HTTP %i answer as an http error with its status', async (status) => {
    const error = await rejection(fetchLatestBuild(base, 'geyser', {fetchImpl: async () => jsonResponse({error: 'x'}, status)}));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
  });

  it('reports an unreachable API as a network error', async () => {
    const error = await rejection(
      fetchLatestBuild(base, 'geyser', {
        fetchImpl: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    );
    expect(error.kind).toBe('network');
  });

  it('gives up after the timeout', async () => {
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const error = await rejection(fetchLatestBuild(base, 'geyser', {fetchImpl, timeoutMs: 20}));
    expect(error.kind).toBe('timeout');
  });

  it('reports a body that is not JSON as an invalid response', async () => {
    const fetchImpl = async () => new Response('<html>maintenance</html>', {status: 200});
    expect((await rejection(fetchLatestBuild(base, 'geyser', {fetchImpl}))).kind).toBe('invalid-response');
  });

  it.each([
    ['an array', []],
    ['no build number', {...geyserBuild, build: undefined}],
    ['a build number as text', {...geyserBuild, build: '1012'}],
    ['a bad date', {...geyserBuild, time: 'yesterday'}],
    ['a short checksum', {...geyserBuild, downloads: {spigot: {name: 'Geyser-Spigot.jar', sha256: 'abc'}}}],
    ['downloads as a list', {...geyserBuild, downloads: [{name: 'x.jar', sha256: '1'.repeat(64)}]}],
    ['a change that is not an object', {...geyserBuild, changes: ['fix']}],
    ['an upper-case project id', {...geyserBuild, project_id: 'Geyser'}],
  ])('reports %s as an invalid response', async (_label, body) => {
    const error = await rejection(fetchLatestBuild(base, 'geyser', {fetchImpl: async () => jsonResponse(body)}));
    expect(error.kind).toBe('invalid-response');
  });

  it('refuses an answer over the size cap without parsing it (a 12 MB answer once became 40,000 list items)', async () => {
    // One change whose summary alone is over the cap: the answer is refused before JSON.parse sees it.
    const body = JSON.stringify({...geyserBuild, changes: [{commit: 'a'.repeat(40), summary: 'x'.repeat(maxBuildAnswerBytes), message: ''}]});
    expect(body.length).toBeGreaterThan(maxBuildAnswerBytes);
    const error = await rejection(fetchLatestBuild(base, 'geyser', {fetchImpl: async () => new Response(body, {status: 200})}));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(`The Downloads API sent more than ${maxBuildAnswerBytes} bytes for geyser`);
  });

  it('refuses a builds list over its size cap', async () => {
    const huge = `{"builds":[${'"x",'.repeat(maxBuildsListAnswerBytes / 4)}"x"]}`;
    const error = await rejection(fetchVersionBuilds(base, 'geyser', '2.9.0', {fetchImpl: async () => new Response(huge, {status: 200})}));
    expect(error.message).toMatch(/^The Downloads API sent more than \d+ bytes for the builds of geyser 2\.9\.0$/);
  });

  it('passes on an abort from the caller without calling it a network failure', async () => {
    const controller = new AbortController();
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const pending = fetchLatestBuild(base, 'geyser', {fetchImpl, signal: controller.signal});
    controller.abort();
    await expect(pending).rejects.toMatchObject({name: 'AbortError'});
  });
});

describe('LatestBuildCache', () => {
  it('sends one request per project for the whole visit', async () => {
    const fetchImpl = vi.fn(async (url: RequestInfo | URL) =>
      jsonResponse({...geyserBuild, project_id: String(url).includes('floodgate') ? 'floodgate' : 'geyser'}),
    );
    const cache = new LatestBuildCache(base, {fetchImpl});
    await Promise.all([cache.get('geyser'), cache.get('geyser'), cache.get('floodgate')]);
    await cache.get('geyser');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed request so a retry asks again', async () => {
    let calls = 0;
    const fetchImpl = vi.fn(async () => (++calls === 1 ? jsonResponse({error: 'busy'}, 503) : jsonResponse(geyserBuild)));
    const cache = new LatestBuildCache(base, {fetchImpl});
    await expect(cache.get('geyser')).rejects.toBeInstanceOf(DownloadsApiError);
    await expect(cache.get('geyser')).resolves.toMatchObject({build: 1012});
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('the client follows openapi/downloads.yaml', () => {
  type Operation = {operationId?: string};
  type Spec = {paths: Record<string, {get?: Operation}>; components: {schemas: Record<string, {example?: unknown}>}};

  it("accepts the spec's own BuildResponse example", async () => {
    const spec = (await SwaggerParser.parse(path.join(root, 'openapi/downloads.yaml'))) as unknown as Spec;
    expect(isBuildResponse(spec.components.schemas.BuildResponse!.example)).toBe(true);
  });

  it('builds its URLs from the buildLatest and downloadSpecific paths', async () => {
    const spec = (await SwaggerParser.parse(path.join(root, 'openapi/downloads.yaml'))) as unknown as Spec;
    const pathOf = (id: string) => Object.entries(spec.paths).find(([, item]) => item.get?.operationId === id)![0];
    expect(latestBuildUrl(base, 'floodgate')).toBe(base + pathOf('buildLatest').replace('{project}', 'floodgate').replace('{version}', 'latest'));
    expect(buildDownloadUrl(base, {projectId: 'geyser', version: '2.11.1', build: 1012}, 'spigot')).toBe(
      base +
        pathOf('downloadSpecific')
          .replace('{project}', 'geyser')
          .replace('{version}', '2.11.1')
          .replace('{build}', '1012')
          .replace('{download}', 'spigot'),
    );
  });

  it('has generated types that match the current spec (run npm run gen-types after editing it)', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-types-')), 'types.ts');
    execFileSync(path.join(root, 'node_modules/.bin/openapi-typescript'), ['openapi/downloads.yaml', '-o', out], {cwd: root, stdio: 'pipe'});
    expect(fs.readFileSync(out, 'utf8')).toBe(fs.readFileSync(path.join(root, 'src/lib/downloads/apiTypes.gen.ts'), 'utf8'));
  });
});
