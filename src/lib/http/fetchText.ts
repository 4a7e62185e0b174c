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

/** The answer is longer than the caller accepts (`maxBytes`); it was not read to the end. */
export class AnswerTooLarge extends Error {
  override name = 'AnswerTooLarge';
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`The answer is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

export interface FetchTextOptions {
  timeoutMs: number;
  /** Cancels the request (a newer request replaced it, the page went away). */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  init?: Omit<RequestInit, 'signal'>;
  /**
   * Largest body accepted, in bytes. A larger Content-Length is refused before the
   * body is read, and the body is counted as it arrives (the header may be missing,
   * or count compressed bytes), so at most this much is ever held.
   */
  maxBytes?: number;
}

/** The status and the whole body of an answer. */
export interface TextAnswer {
  status: number;
  ok: boolean;
  text: string;
}

export async function fetchText(url: string, options: FetchTextOptions): Promise<TextAnswer> {
  const {timeoutMs, signal, fetchImpl = globalThis.fetch.bind(globalThis), init, maxBytes} = options;
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
    const text = maxBytes === undefined ? await response.text() : await readLimited(response, maxBytes);
    return {status: response.status, ok: response.ok, text};
  } catch (cause) {
    if (cause instanceof AnswerTooLarge) {
      controller.abort();
      throw cause;
    }
    if (timedOut) throw new RequestFailure('timeout', `No answer from ${url} within ${timeoutMs} ms`);
    if (signal?.aborted) throw new RequestFailure('aborted', 'Cancelled');
    throw new RequestFailure('network', `${url} could not be reached: ${String(cause)}`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The body as text, or AnswerTooLarge as soon as it is known to pass `maxBytes`. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new AnswerTooLarge(maxBytes);
  const decoder = new TextDecoder();
  if (!response.body) {
    const bytes = await response.arrayBuffer();
    if (bytes.byteLength > maxBytes) throw new AnswerTooLarge(maxBytes);
    return decoder.decode(bytes);
  }
  const reader = response.body.getReader();
  let received = 0;
  let text = '';
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge(maxBytes);
    }
    text += decoder.decode(value, {stream: true});
  }
  return text + decoder.decode();
}
