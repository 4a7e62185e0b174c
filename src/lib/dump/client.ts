/**
 * The one client for the dump server (dump.geysermc.org by default). It only ever
 * asks the configured server, only for keys of the server's own form, and turns
 * every way a request can go wrong into a DumpFetchError the page can name.
 */
import {isDumpId, rawDumpUrl} from './dumpId';
import type {DumpModel} from './model';
import {parseDumpText} from './parse';
import {AnswerTooLarge, fetchText, RequestFailure, ServiceError, type TextAnswer} from '../http/fetchText';
import {maxDumpBytes} from './load';

export type DumpFetchErrorKind =
  | 'invalid-id'
  | 'not-found'
  | 'http'
  | 'network'
  | 'timeout'
  | 'invalid-json'
  | 'not-a-dump'
  /** The answer is over maxDumpBytes (10 MB); it was not read to the end. */
  | 'too-large'
  /** The caller cancelled (a newer load replaced this one). */
  | 'aborted';

/** `status` is the HTTP status for 'http' and 'not-found'. */
export class DumpFetchError extends ServiceError<DumpFetchErrorKind> {
  override name = 'DumpFetchError';

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
  const {timeoutMs = defaultDumpTimeoutMs, signal, fetchImpl} = options;
  const sourceUrl = rawDumpUrl(baseUrl, id);

  let answer: TextAnswer;
  try {
    answer = await fetchText(sourceUrl, {
      timeoutMs,
      signal,
      fetchImpl,
      init: {credentials: 'omit', redirect: 'follow'},
      maxBytes: maxDumpBytes,
    });
  } catch (error) {
    if (error instanceof AnswerTooLarge) throw new DumpFetchError('too-large', `The answer is larger than ${maxDumpBytes} bytes`);
    if (!(error instanceof RequestFailure)) throw error;
    const messages = {
      timeout: `No answer within ${timeoutMs} ms`,
      aborted: 'Cancelled',
      network: `The dump server could not be reached: ${error.message}`,
    };
    throw new DumpFetchError(error.kind, messages[error.kind]);
  }
  const {status, text} = answer;
  if (status === 404) throw new DumpFetchError('not-found', 'No dump with this key', 404);
  if (!answer.ok) throw new DumpFetchError('http', `The dump server answered ${status}`, status);
  // The server answers an unknown key with an empty body on some routes.
  if (text.trim() === '') throw new DumpFetchError('not-found', 'No dump with this key', status);

  const parsed = parseDumpText(text);
  if (!parsed.ok) {
    throw new DumpFetchError(parsed.error, parsed.error === 'invalid-json' ? 'The answer is not JSON' : 'The JSON is not a Geyser dump');
  }
  return {id, sourceUrl, dump: parsed.dump};
}
