import {describe, expect, it} from 'vitest';
import {fetchText, RequestFailure} from '@site/src/lib/http/fetchText';

const hangs = (_url: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

async function failure(promise: Promise<unknown>): Promise<RequestFailure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RequestFailure);
    return error as RequestFailure;
  }
  throw new Error('expected the request to fail');
}

describe('fetchText', () => {
  it('returns the status and the whole body', async () => {
    const answer = await fetchText('https://svc.test/a', {timeoutMs: 1000, fetchImpl: async () => new Response('hello', {status: 404})});
    expect(answer).toEqual({status: 404, ok: false, text: 'hello'});
  });

  it('tells a timeout, a cancelled request and an unreachable service apart', async () => {
    expect((await failure(fetchText('https://svc.test/a', {timeoutMs: 20, fetchImpl: hangs}))).kind).toBe('timeout');
    const controller = new AbortController();
    const pending = fetchText('https://svc.test/a', {timeoutMs: 1000, fetchImpl: hangs, signal: controller.signal});
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect((await failure(fetchText('https://svc.test/a', {timeoutMs: 1000, fetchImpl: unreachable}))).kind).toBe('network');
  });

  it('counts reading the body against the timeout', async () => {
    const slowBody = async (_url: RequestInfo | URL, init?: RequestInit) =>
      new Response(
        new ReadableStream({
          start(stream) {
            init?.signal?.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
          },
        }),
      );
    expect((await failure(fetchText('https://svc.test/a', {timeoutMs: 20, fetchImpl: slowBody}))).kind).toBe('timeout');
  });
});
