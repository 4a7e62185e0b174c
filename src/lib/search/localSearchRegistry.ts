import {createLocalSearchClient, withFailureReporting, type LocalSearchClient, type LocalSearchOptions} from './localSearchClient';

/**
 * One client per locale bundle, shared by the search modal and the /search page
 * (which reaches it through the algoliasearch/lite alias).
 */
let current: {key: string; client: LocalSearchClient} | undefined;

export function localSearchClientFor(key: string, options: () => LocalSearchOptions): LocalSearchClient {
  if (!current || current.key !== key) {
    current = {key, client: createLocalSearchClient(options())};
  }
  return current.client;
}

export function currentLocalSearchClient(): LocalSearchClient {
  if (!current) throw new Error('Local search was used before it was set up for this page.');
  return current.client;
}

const failureListeners = new Set<(failed: boolean) => void>();

/** Tells the /search page whether its last query could reach the index. */
export function onSearchFailure(listener: (failed: boolean) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** The client the /search page gets through the algoliasearch/lite alias. */
export function currentSearchPageClient(): LocalSearchClient {
  return withFailureReporting(currentLocalSearchClient(), (failed) => failureListeners.forEach((l) => l(failed)));
}
