import {createLocalSearchClient, type LocalSearchClient, type LocalSearchOptions} from './localSearchClient';

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
