import {describe, expect, it} from 'vitest';
import {AnswerTooLarge, fetchText, RequestFailure} from '@site/src/lib/http/fetchText';

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

  describe('with maxBytes', () => {
    /** A body sent in chunks; records whether the reader gave up on it. */
    function chunked(chunks: Uint8Array[], headers: Record<string, string> = {}, endless = false) {
      const state = {cancelled: false, sent: 0};
      const fetchImpl = async () =>
        new Response(
          new ReadableStream<Uint8Array>(
            {
              pull(stream) {
                const chunk = chunks[state.sent];
                if (chunk) {
                  state.sent++;
                  stream.enqueue(chunk);
                } else if (!endless) stream.close();
              },
              cancel() {
                state.cancelled = true;
              },
            },
            {highWaterMark: 0},
          ),
          {headers},
        );
      return {fetchImpl, state};
    }

    it('refuses a declared Content-Length over the limit before reading the body', async () => {
      const {fetchImpl, state} = chunked([new Uint8Array(10)], {'content-length': '101'}, true);
      await expect(fetchText('https://svc.test/a', {timeoutMs: 1000, fetchImpl, maxBytes: 100})).rejects.toBeInstanceOf(AnswerTooLarge);
      expect(state.sent).toBe(0);
    });

    it('counts the bytes as they arrive when the header is missing or wrong, and stops reading', async () => {
      const kilobyte = new Uint8Array(1024).fill(0x61);
      const missing = chunked(Array.from({length: 50}, () => kilobyte));
      await expect(fetchText('https://svc.test/a', {timeoutMs: 1000, fetchImpl: missing.fetchImpl, maxBytes: 4096})).rejects.toBeInstanceOf(
        AnswerTooLarge,
      );
      expect(missing.state.sent).toBe(5);
      expect(missing.state.cancelled).toBe(true);

      const lying = chunked(
        Array.from({length: 50}, () => kilobyte),
        {'content-length': '10'},
      );
      await expect(fetchText('https://svc.test/a', {timeoutMs: 1000, fetchImpl: lying.fetchImpl, maxBytes: 4096})).rejects.toBeInstanceOf(
        AnswerTooLarge,
      );
    });

    it('returns a body up to the limit whole, decoding characters split across chunks', async () => {
      const bytes = new TextEncoder().encode('Grüße, 世界');
      const {fetchImpl} = chunked([bytes.slice(0, 3), bytes.slice(3, 12), bytes.slice(12)]);
      const answer = await fetchText('https://svc.test/a', {timeoutMs: 1000, fetchImpl, maxBytes: bytes.byteLength});
      expect(answer.text).toBe('Grüße, 世界');
    });
  });
});
