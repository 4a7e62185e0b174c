/**
 * Ids whose translation is rightly the same text as the English one, per
 * locale, beyond the brand names the coverage test already allows. Each entry
 * was checked by a translator; add to it only with a reason.
 */

// HTML enterkeyhint values: must stay the literal words "search" and "enter".
const enterKeyHints = ['theme.SearchModal.searchBox.enterKeyHint', 'theme.SearchModal.searchBox.enterKeyHintAskAi'];

// Dump viewer field names that are ordinary words in German and French (Build, Commit, Version, Plugins, Mods),
// and product or config names (Bedrock Edition, Java Edition, config-version).
const dumpViewerSharedWords = [
  'utilities.dumpViewer.section.build',
  'utilities.dumpViewer.field.commit',
  'utilities.dumpViewer.field.platformVersion',
  'utilities.dumpViewer.plugins.version',
  'utilities.dumpViewer.section.mods',
  'utilities.dumpViewer.section.plugins',
  'utilities.dumpViewer.field.bedrockVersions',
  'utilities.dumpViewer.field.javaVersions',
  'utilities.dumpViewer.config.version',
  'wiki.communityProjects.category.mod',
  // "info" is the label Docusaurus' own German and French translations use.
  'theme.admonition.info',
];

// "Beta" (a pre-release mark) is the usual word in Czech, German, Italian and Turkish.
const betaMark = 'download.betaBadge';

export const sameAsEnglish: Record<string, readonly string[]> = {
  ar: enterKeyHints,
  tr: [...enterKeyHints, betaMark],
  cs: [betaMark],
  de: [
    betaMark,
    ...dumpViewerSharedWords,
    // Branch, Repository, Name, System, Config and Community are the usual German terms.
    'utilities.dumpViewer.field.branch',
    'utilities.dumpViewer.field.repository',
    'utilities.dumpViewer.field.platformName',
    'utilities.dumpViewer.compare.column.name',
    'utilities.dumpViewer.plugins.name',
    'utilities.dumpViewer.section.system',
    'utilities.dumpViewer.section.config',
    'theme.docs.versionBadge.label',
    'link.title.Community',
    'sidebar.otherSidebar.category.Community',
    // "Status" is the German word as well.
    'wiki.anticheats.column.status',
  ],
  fr: [
    ...dumpViewerSharedWords,
    // Versions, Architecture, Pages, Services, Configuration and "danger" are French words too.
    'utilities.dumpViewer.section.versions',
    'utilities.dumpViewer.field.architecture',
    'search.section.pages',
    'theme.navbar.mobileVersionsDropdown.label',
    'theme.admonition.danger',
    'link.title.Services',
    'sidebar.geyserSidebar.category.Configuration',
    // "Incompatible" and "Source" are French words with the same spelling.
    'wiki.anticheats.status.incompatible',
    'wiki.anticheats.column.source',
    // "Permission" is the French word too.
    'wiki.commands.column.permission',
  ],
  // "No" is the Italian word for no.
  it: ['utilities.dumpViewer.no', betaMark, 'wiki.pageActions.feedback.no'],
};
