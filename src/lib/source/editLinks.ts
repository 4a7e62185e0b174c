/**
 * Where "Edit this page" leads: the English source file on GitHub, or for a
 * translated locale, that language in the Crowdin project where translators
 * work (Crowdin's address of a single file needs its numeric id, which the
 * site does not know; the language's page lists the files by their paths).
 */

export interface SourceRepository {
  /** https://github.com/<owner>/<name> */
  url: string;
  /** The branch pages are edited on. */
  branch: string;
}

/** Crowdin's language ids where they differ from the site's locale (crowdin.yml languages_mapping). */
const crowdinLanguageOf: Record<string, string> = {crp: 'ach'};

export function repositoryUrl(owner: string, name: string): string {
  return `https://github.com/${owner}/${name}`;
}

/** The GitHub page that edits a file, given its path from the repository root. */
export function githubEditUrl(repository: SourceRepository, filePath: string): string {
  const clean = filePath
    .split(/[\\/]+/)
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('/');
  return `${repository.url}/edit/${repository.branch}/${clean}`;
}

/** The Crowdin project's page of one language. */
export function crowdinLanguageUrl(project: string, locale: string): string {
  return `https://crowdin.com/project/${encodeURIComponent(project)}/${encodeURIComponent(crowdinLanguageOf[locale] ?? locale)}`;
}

export interface EditUrlOptions {
  repository: SourceRepository;
  crowdinProject: string;
  defaultLocale: string;
}

/**
 * An `editUrl` function for a content plugin whose English files are in
 * `contentDir` (docs, blog): the arguments Docusaurus passes are the locale and
 * the file's path inside that folder.
 */
export function editUrlFor(options: EditUrlOptions, contentDir: string) {
  return ({locale, filePath}: {locale: string; filePath: string}): string =>
    locale === options.defaultLocale
      ? githubEditUrl(options.repository, `${contentDir}/${filePath}`)
      : crowdinLanguageUrl(options.crowdinProject, locale);
}

/**
 * Whether pages can show the date of their last commit: not in a shallow clone,
 * where git would give every file the date of the one commit it has. `probe`
 * answers `git rev-parse --is-shallow-repository` (undefined: no git at all).
 */
export function lastUpdateAvailable(probe: () => string | undefined): boolean {
  const answer = probe()?.trim();
  return answer === 'false';
}
