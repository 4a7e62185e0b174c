import {sectionOfUrl} from '../search/searchConfig';

/** The part of the site a page belongs to, named on its card above the title. */
export type CardSection = 'geyser' | 'floodgate' | 'api' | 'other' | 'wiki' | 'blog' | 'download' | 'utilities' | 'search';

/** The section of a page from its path (with or without a locale prefix); the home page and others have none. */
export function cardSectionOf(pagePath: string, localePaths: readonly string[]): CardSection | undefined {
  const section = sectionOfUrl(pagePath, localePaths);
  if (section !== 'pages') return section;
  let rest = pagePath.split(/[?#]/)[0]!;
  const first = rest.split('/')[1];
  if (first && localePaths.includes(first)) rest = rest.slice(first.length + 1);
  if (rest.startsWith('/download/')) return 'download';
  if (rest.startsWith('/utilities/')) return 'utilities';
  if (rest.startsWith('/search/')) return 'search';
  return undefined;
}

/**
 * Where each section's name is already translated: the search results' section
 * names (code.json) and the navbar's items (navbar.json), with the English text.
 */
export const sectionLabels: Record<CardSection, {file: 'code' | 'navbar'; key: string; message: string}> = {
  geyser: {file: 'navbar', key: 'item.label.Geyser', message: 'Geyser'},
  floodgate: {file: 'navbar', key: 'item.label.Floodgate', message: 'Floodgate'},
  api: {file: 'code', key: 'search.section.api', message: 'REST APIs'},
  other: {file: 'code', key: 'search.section.other', message: 'Other projects'},
  wiki: {file: 'code', key: 'search.section.wiki', message: 'Wiki'},
  blog: {file: 'code', key: 'search.section.blog', message: 'Blog'},
  download: {file: 'navbar', key: 'item.label.Download', message: 'Download'},
  utilities: {file: 'navbar', key: 'item.label.Utilities', message: 'Utilities'},
  search: {file: 'code', key: 'theme.SearchBar.label', message: 'Search'},
};

type Messages = Record<string, {message: string} | undefined>;

/** The section's name in a locale: its translation when there is one, else English. */
export function sectionLabel(section: CardSection, translations: {code: Messages; navbar: Messages}): string {
  const {file, key, message} = sectionLabels[section];
  return translations[file][key]?.message.trim() || message;
}
