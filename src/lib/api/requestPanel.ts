/**
 * The API reference's request panel ("Send API Request" on an operation page):
 * how long a request may wait for an answer, and what the panel remembers of
 * the last request that failed, so that it can say why and offer to retry.
 */

/** A request that has had no answer after this long is stopped and reported as timed out. */
export const API_REQUEST_TIMEOUT_MS = 15_000;

/**
 * The global that browser tests set (before the page loads) to shorten the
 * timeout; pages never set it. Any value that is not a positive number is ignored.
 */
export const TIMEOUT_OVERRIDE_GLOBAL = '__apiRequestTimeoutMs';

/** The timeout to use: the tests' override when it is a positive number, else API_REQUEST_TIMEOUT_MS. */
export function requestTimeoutMs(scope: object = globalThis): number {
  const override = (scope as Record<string, unknown>)[TIMEOUT_OVERRIDE_GLOBAL];
  return typeof override === 'number' && Number.isFinite(override) && override > 0 ? override : API_REQUEST_TIMEOUT_MS;
}

/** Why the last request got no answer: the server never answered in time, or the request failed on the way. */
export type RequestFailureKind = 'timeout' | 'failed';

export interface RequestFailureState {
  kind: RequestFailureKind;
  /** The timeout that applied, for the message. */
  timeoutMs: number;
}

/** What the panel knows of its last request: null while one is under way or after one was answered. */
export interface RequestOutcomeStore {
  get(): RequestFailureState | null;
  subscribe(listener: () => void): () => void;
  started(): void;
  failed(failure: RequestFailureState): void;
}

export function createRequestOutcomeStore(): RequestOutcomeStore {
  let state: RequestFailureState | null = null;
  const listeners = new Set<() => void>();
  const set = (next: RequestFailureState | null) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    started: () => set(null),
    failed: (failure) => set(failure),
  };
}

/**
 * Tells a failure the API theme reports (its RequestError's `type`: timeout,
 * network, cors, unknown) apart: a timeout, or any other failure to get an answer.
 */
export function failureKindOf(error: unknown): RequestFailureKind {
  const type = typeof error === 'object' && error !== null ? (error as {type?: unknown}).type : undefined;
  return type === 'timeout' ? 'timeout' : 'failed';
}

/**
 * The outcome of the request panel's last request (one panel per page): the API theme's request
 * (plugins/framework-internals, apiRequestErrors) reports to it, the panel's Response
 * (src/theme/ApiExplorer/Response) reads it. With that feature off nothing reports a failure.
 */
export const requestOutcome = createRequestOutcomeStore();
