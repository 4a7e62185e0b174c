import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {DumpFetchError, fetchDump} from '@site/src/lib/dump/client';
import {maxDumpBytes, maxDumpMegabytes, readDumpFile} from '@site/src/lib/dump/load';

const base = 'https://dump.geysermc.org';
const key = 'Zx9yW8vU7tS6rQ5pO4nM3lK2jI1hG0fE';
const spigot = readFileSync(path.resolve(__dirname, '../fixtures/dumps/spigot.json'), 'utf8');

function answering(body: string, status = 200) {
  return vi.fn(async () => new Response(body, {status}));
}

async function failure(promise: Promise<unknown>): Promise<DumpFetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DumpFetchError);
    return error as DumpFetchError;
  }
  throw new Error('expected a failure');
}

describe('fetchDump', () => {
  it('asks the configured server for the raw JSON and returns the model', async () => {
    const fetchImpl = answering(spigot);
    const result = await fetchDump(base, key, {fetchImpl});
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]).toEqual([`${base}/raw/${key}`, expect.objectContaining({credentials: 'omit'})]);
    expect(result.sourceUrl).toBe(`${base}/raw/${key}`);
    expect(result.id).toBe(key);
    expect(result.dump.platform.name).toBe('Paper');
  });

  it('sends nothing for a malformed key', async () => {
    const fetchImpl = answering(spigot);
    for (const bad of ['', 'short', `${key}/../x`, `${key}x`, '../../etc/passwd']) {
      expect((await failure(fetchDump(base, bad, {fetchImpl}))).kind).toBe('invalid-id');
    }
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('names an unknown dump', async () => {
    const error = await failure(fetchDump(base, key, {fetchImpl: answering('', 404)}));
    expect(error).toMatchObject({kind: 'not-found', status: 404, retryable: false});
    expect((await failure(fetchDump(base, key, {fetchImpl: answering('')}))).kind).toBe('not-found');
  });

  it('names a server error and allows a retry', async () => {
    const error = await failure(fetchDump(base, key, {fetchImpl: answering('<h1>oops</h1>', 502)}));
    expect(error).toMatchObject({kind: 'http', status: 502, retryable: true});
  });

  it('names a network failure', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(fetchDump(base, key, {fetchImpl}))).toMatchObject({kind: 'network', retryable: true});
  });

  it('gives up after the timeout', async () => {
    const fetchImpl = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await failure(fetchDump(base, key, {fetchImpl, timeoutMs: 20}));
    expect(error).toMatchObject({kind: 'timeout', retryable: true});
  });

  it('reports a cancelled load as aborted, not as a failure to show', async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = fetchDump(base, key, {fetchImpl, signal: controller.signal});
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
    controller.abort();
    expect((await failure(fetchDump(base, key, {fetchImpl, signal: controller.signal}))).kind).toBe('aborted');
  });

  it('tells text that is not JSON from JSON that is not a dump', async () => {
    expect((await failure(fetchDump(base, key, {fetchImpl: answering('<html>maintenance</html>')}))).kind).toBe('invalid-json');
    expect((await failure(fetchDump(base, key, {fetchImpl: answering('{"message":"gone"}')}))).kind).toBe('not-a-dump');
  });

  it('refuses an answer over 10 MB, by its Content-Length or by the bytes that arrive', async () => {
    const declared = vi.fn(async () => new Response(spigot, {headers: {'content-length': String(maxDumpBytes + 1)}}));
    expect(await failure(fetchDump(base, key, {fetchImpl: declared}))).toMatchObject({kind: 'too-large', retryable: false});
    const padded = `${spigot.trimEnd().slice(0, -1)},"padding":"${'x'.repeat(maxDumpBytes)}"}`;
    const undeclared = vi.fn(async () => new Response(new Blob([padded]).stream()));
    expect((await failure(fetchDump(base, key, {fetchImpl: undeclared}))).kind).toBe('too-large');
    // just under the cap still opens
    const fits = `${spigot.trimEnd().slice(0, -1)},"padding":"${'x'.repeat(maxDumpBytes - spigot.length - 20)}"}`;
    expect((await fetchDump(base, key, {fetchImpl: answering(fits)})).dump.platform.name).toBe('Paper');
  });
});

describe('readDumpFile', () => {
  it('refuses a file over 10 MB without reading it', async () => {
    const text = vi.fn(async () => spigot);
    expect(await readDumpFile({size: maxDumpBytes + 1, text})).toEqual({ok: false, error: 'too-large'});
    expect(text).not.toHaveBeenCalled();
    expect(maxDumpMegabytes).toBe(10);
  });

  it('refuses a file whose text turns out larger than its size said', async () => {
    expect(await readDumpFile({size: 10, text: async () => 'é'.repeat(maxDumpBytes / 2 + 1)})).toEqual({ok: false, error: 'too-large'});
  });

  it('opens a dump file, and names one that is not JSON or cannot be read', async () => {
    const result = await readDumpFile(new Blob([spigot]));
    expect(result.ok && result.dump.platform.name).toBe('Paper');
    expect(await readDumpFile(new Blob(['[12:00 INFO] Done']))).toEqual({ok: false, error: 'invalid-json'});
    const unreadable = {size: 5, text: async () => Promise.reject(new Error('gone'))};
    expect(await readDumpFile(unreadable)).toEqual({ok: false, error: 'invalid-json'});
  });
});
