// Stands in for `algoliasearch/lite` in local-search builds (see plugins/local-search).
import {currentLocalSearchClient} from './localSearchRegistry';

export function liteClient(): ReturnType<typeof currentLocalSearchClient> {
  return currentLocalSearchClient();
}
