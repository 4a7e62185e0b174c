/**
 * Interface strings that ship with the pages using them instead of with every
 * page. Docusaurus bundles each locale's whole code.json into the main script;
 * the ids below leave it (plugins/i18n, interfaceGroups) and are loaded by
 * src/i18n/groups/<group>.ts, which every file using them imports first.
 * Translators see no difference: the ids stay in code.json.
 */
export const translationGroups = {
  configEditor: ['configEditor.', 'utilities.configEditor.'],
  dumpViewer: ['utilities.dumpViewer.'],
  logChecker: ['utilities.logChecker.'],
  download: ['download.'],
  home: ['home.'],
  setupChooser: ['wiki.setupChooser.'],
  wikiLanding: ['wiki.landing.'],
  hostingProviders: ['wiki.hostingProviders.'],
  hostSetup: ['utilities.hostSetup.'],
  communityProjects: ['wiki.communityProjects.'],
  anticheats: ['wiki.anticheats.'],
  // "Copy page" and "Was this page helpful?" at the end of each wiki page (src/theme/DocItem/Footer).
  pageActions: ['wiki.pageActions.'],
  commands: ['wiki.commands.'],
  // The API operation pages' request panel button (src/theme/ApiExplorer).
  apiReference: ['api.'],
  // The search modal's and search page's texts; in Algolia mode the theme's search
  // button reads the modal's texts when the main script runs, so they stay there too
  // (see translationsInMainScript in docusaurus.config.ts).
  search: ['theme.SearchModal.', 'theme.SearchPage.', 'search.section.'],
  // The blog theme's texts, registered by the blog's layout (src/theme/BlogLayout) that
  // every blog page but the archive uses; the archive's texts stay in the main script.
  blog: ['theme.blog.post.', 'theme.blog.paginator.', 'theme.blog.sidebar.', 'theme.blog.tagTitle', 'theme.blog.author'],
} as const satisfies Record<string, readonly string[]>;

export type TranslationGroup = keyof typeof translationGroups;

const groupNames = Object.keys(translationGroups) as TranslationGroup[];

/** The group a translation id belongs to, or undefined for ids every page needs. */
export function groupOf(id: string): TranslationGroup | undefined {
  return groupNames.find((group) => translationGroups[group].some((prefix) => id.startsWith(prefix)));
}

/** Every prefix that leaves the main bundle. */
export function groupedPrefixes(): string[] {
  return groupNames.flatMap((group) => [...translationGroups[group]]);
}

/** Splits a locale's messages (id → message) into each group's messages. */
export function messagesByGroup(messages: Record<string, string>): Record<TranslationGroup, Record<string, string>> {
  const result = Object.fromEntries(groupNames.map((group) => [group, {}])) as Record<
    TranslationGroup,
    Record<string, string>
  >;
  for (const [id, message] of Object.entries(messages)) {
    const group = groupOf(id);
    if (group) result[group][id] = message;
  }
  return result;
}
