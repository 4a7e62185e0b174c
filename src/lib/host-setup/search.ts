import type {HostingProvider} from '@site/src/data/hostingProviders';
import {nameMatchesFilter} from '@site/src/lib/providers/filter';

/** Hosts whose name or an alias matches what the reader typed; names that start with it first. */
export function searchHosts(hosts: readonly HostingProvider[], typed: string): HostingProvider[] {
  const query = typed.trim().toLocaleLowerCase();
  const matches = hosts.filter((host) => [host.name, ...(host.aliases ?? [])].some((name) => nameMatchesFilter(name, query)));
  if (query === '') return matches;
  const starts = (host: HostingProvider) => [host.name, ...(host.aliases ?? [])].some((name) => name.toLocaleLowerCase().startsWith(query));
  return [...matches.filter(starts), ...matches.filter((host) => !starts(host))];
}
