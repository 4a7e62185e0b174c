import {downloadTabs, type DownloadTab} from '@site/src/data/downloadProjects';

/** Reads the tab from a query string; anything unknown or missing falls back to geyser. */
export function tabFromSearch(search: string): DownloadTab {
  const value = new URLSearchParams(search).get('project')?.trim().toLowerCase();
  return (downloadTabs as readonly string[]).includes(value ?? '') ? (value as DownloadTab) : 'geyser';
}

/** Returns the query string for a tab, keeping any other parameters. */
export function searchForTab(search: string, tab: DownloadTab): string {
  const params = new URLSearchParams(search);
  params.set('project', tab);
  return `?${params.toString()}`;
}
