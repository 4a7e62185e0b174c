import {providerSlug} from './slug';

/**
 * Whether a provider name matches what the reader typed in the filter box:
 * case-insensitive, and ignoring punctuation, so "server pro" finds "Server.pro"
 * and "mc host24" finds "MC-HOST24.de".
 */
export function nameMatchesFilter(name: string, typed: string): boolean {
  const query = typed.trim().toLocaleLowerCase();
  if (query === '') return true;
  if (name.toLocaleLowerCase().includes(query)) return true;
  const querySlug = providerSlug(query);
  return querySlug !== '' && providerSlug(name).includes(querySlug);
}
