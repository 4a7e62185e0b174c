// Stands in for `algoliasearch/lite` in local-search builds (see plugins/local-search).
import type {LocalSearchClient} from './localSearchClient';
import {currentSearchPageClient} from './localSearchRegistry';

export function liteClient(): LocalSearchClient {
  return currentSearchPageClient();
}
