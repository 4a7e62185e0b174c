/**
 * One GET to an outside service, for every client in src/lib: the timeout covers
 * both the request and reading the body, a caller's AbortSignal cancels it, and
 * the three ways it can fail without an answer are told apart.
 */

export type RequestFailureKind = 'timeout' | 'aborted' | 'network';

/** A failure told apart by kind, with the HTTP status when the service answered. */
export class ServiceError<Kind extends string> extends Error {
  readonly kind: Kind;
  readonly status?: number;

  constructor(kind: Kind, message: string, status?: number) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

export class RequestFailure extends ServiceError<RequestFailureKind> {
  override name = 'RequestFailure';
}

export interface FetchTextOptions {
  timeoutMs: number;
  /** Cancels the request (a newer request replaced it, the page went away). */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  init?: Omit<RequestInit, 'signal'>;
}

/** The status and the whole body of an answer. */
export interface TextAnswer {
  status: number;
  ok: boolean;
  text: string;
}

export async function fetchText(url: string, options: FetchTextOptions): Promise<TextAnswer> {
  const {timeoutMs, signal, fetchImpl = globalThis.fetch.bind(globalThis), init} = options;
  if (signal?.aborted) throw new RequestFailure('aborted', 'Cancelled');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, {once: true});
  try {
    const response = await fetchImpl(url, {...init, signal: controller.signal});
    const text = await response.text();
    return {status: response.status, ok: response.ok, text};
  } catch (cause) {
    if (timedOut) throw new RequestFailure('timeout', `No answer from ${url} within ${timeoutMs} ms`);
    if (signal?.aborted) throw new RequestFailure('aborted', 'Cancelled');
    throw new RequestFailure('network', `${url} could not be reached: ${String(cause)}`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
