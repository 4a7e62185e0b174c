/**
 * Formats a build's publish time for the reader's language, in UTC so every
 * reader sees the same date as the API. Falls back to the ISO date when the
 * language tag is not one Intl knows (the Crowdin pseudo-locale, for one).
 */
export function formatBuildTime(iso: string, languageTag: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC'};
  try {
    return new Intl.DateTimeFormat(languageTag, options).format(date) + ' UTC';
  } catch {
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
}

/** The first seven characters of a commit hash, as Git shows them. */
export function shortCommit(commit: string): string {
  return commit.slice(0, 7);
}
