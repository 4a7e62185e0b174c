/**
 * The one client for the dump server (dump.geysermc.org by default). It only ever
 * asks the configured server, only for keys of the server's own form, and turns
 * every way a request can go wrong into a DumpFetchError the page can name.
 */
import {isDumpId, rawDumpUrl} from './dumpId';
import type {DumpModel} from './model';
import {parseDumpText} from './parse';

export type DumpFetchErrorKind =
  | 'invalid-id'
  | 'not-found'
  | 'http'
  | 'network'
  | 'timeout'
  | 'invalid-json'
  | 'not-a-dump'
  /** The caller cancelled (a newer load replaced this one). */
  | 'aborted';

export class DumpFetchError extends Error {
  readonly kind: DumpFetchErrorKind;
  /** HTTP status for 'http' and 'not-found'. */
  readonly status?: number;

  constructor(kind: DumpFetchErrorKind, message: string, status?: number) {
    super(message);
    this.name = 'DumpFetchError';
    this.kind = kind;
    this.status = status;
  }

  /** Worth trying again: the dump may well exist and the next attempt may succeed. */
  get retryable(): boolean {
    return this.kind === 'http' || this.kind === 'network' || this.kind === 'timeout';
  }
}

export interface FetchDumpOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

export interface FetchedDump {
  id: string;
  /** Where the JSON came from, for the "view source" link. */
  sourceUrl: string;
  dump: DumpModel;
}

export const defaultDumpTimeoutMs = 15_000;

export async function fetchDump(baseUrl: string, id: string, options: FetchDumpOptions = {}): Promise<FetchedDump> {
  if (!isDumpId(id)) throw new DumpFetchError('invalid-id', 'Not a dump key');
  const {timeoutMs = defaultDumpTimeoutMs, signal, fetchImpl = globalThis.fetch.bind(globalThis)} = options;
  if (signal?.aborted) throw new DumpFetchError('aborted', 'Cancelled');

  const sourceUrl = rawDumpUrl(baseUrl, id);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, {once: true});

  // Both the request and reading the body count against the timeout.
  const failure = (cause: unknown): DumpFetchError => {
    if (timedOut) return new DumpFetchError('timeout', `No answer within ${timeoutMs} ms`);
    if (signal?.aborted) return new DumpFetchError('aborted', 'Cancelled');
    return new DumpFetchError('network', `The dump server could not be reached: ${String(cause)}`);
  };

  try {
    let response: Response;
    try {
      response = await fetchImpl(sourceUrl, {signal: controller.signal, credentials: 'omit', redirect: 'follow'});
    } catch (cause) {
      throw failure(cause);
    }
    if (response.status === 404) throw new DumpFetchError('not-found', 'No dump with this key', 404);
    if (!response.ok) throw new DumpFetchError('http', `The dump server answered ${response.status}`, response.status);

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw failure(cause);
    }
    // The server answers an unknown key with an empty body on some routes.
    if (text.trim() === '') throw new DumpFetchError('not-found', 'No dump with this key', response.status);

    const parsed = parseDumpText(text);
    if (!parsed.ok) {
      throw new DumpFetchError(parsed.error, parsed.error === 'invalid-json' ? 'The answer is not JSON' : 'The JSON is not a Geyser dump');
    }
    return {id, sourceUrl, dump: parsed.dump};
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
