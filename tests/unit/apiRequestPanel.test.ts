import {describe, expect, it, vi} from 'vitest';
import {
  API_REQUEST_TIMEOUT_MS,
  TIMEOUT_OVERRIDE_GLOBAL,
  createRequestOutcomeStore,
  failureKindOf,
  requestTimeoutMs,
} from '@site/src/lib/api/requestPanel';

describe('the API request panel', () => {
  it('stops a request after 15 s unless a test set a shorter positive timeout', () => {
    expect(API_REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(requestTimeoutMs({})).toBe(15_000);
    expect(requestTimeoutMs({[TIMEOUT_OVERRIDE_GLOBAL]: 500})).toBe(500);
    for (const ignored of [0, -1, Number.NaN, Infinity, '500', null]) {
      expect(requestTimeoutMs({[TIMEOUT_OVERRIDE_GLOBAL]: ignored})).toBe(15_000);
    }
  });

  it("tells a timeout from other failures by the theme's error type", () => {
    expect(failureKindOf({type: 'timeout'})).toBe('timeout');
    for (const other of [{type: 'network'}, {type: 'cors'}, new TypeError('Failed to fetch'), undefined]) {
      expect(failureKindOf(other)).toBe('failed');
    }
  });

  it('remembers the last failure until the next request starts, and tells its readers', () => {
    const store = createRequestOutcomeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.started();
    expect(listener).not.toHaveBeenCalled();
    store.failed({kind: 'timeout', timeoutMs: 15_000});
    expect(store.get()).toEqual({kind: 'timeout', timeoutMs: 15_000});
    store.started();
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.failed({kind: 'failed', timeoutMs: 15_000});
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
