/**
 * The features of plugins/framework-internals, each a change to a framework or
 * dependency internal (README.md beside this file lists what each touches,
 * its guard test and what it buys), and the switch that turns them off.
 */
export const featureNames = [
  'buildTimeHighlighting',
  'translationGroups',
  'apiStyles',
  'apiDependencies',
  'apiServerRender',
  'apiHydrateOnce',
  'apiCodeSamples',
  'apiRequestErrors',
  'registryWithoutPaths',
  'leanDocsVersion',
  'translateWithoutDescriptions',
  'docsearchSuggestions',
  'docsearchNoEvalProbe',
  'translatorLocales',
  'announcementLandmark',
  'utilsCommonWithoutTslib',
  'pageStylesheets',
  'prefetchOnce',
  'prefetchWhenIdle',
  'paintFirst',
] as const;

export type FeatureName = (typeof featureNames)[number];
export type Features = Record<FeatureName, boolean>;

export type FrameworkInternalsOptions = {
  features: Features;
  /**
   * Prefixes of grouped translation ids (src/lib/i18n/translationGroups.ts) that
   * translationGroups leaves in the main script all the same, for code outside the
   * site that reads them when the main script runs.
   */
  translationsInMainScript?: readonly string[];
  /**
   * Folders of the site (relative to it) whose stylesheets load with the pages that use
   * them instead of in the site-wide `styles.css` (pageStylesheets).
   */
  pageStylesheets?: readonly string[];
};

/** The environment variable that overrides the features chosen in the site config. */
export const switchVariable = 'FRAMEWORK_INTERNALS';

const isFeature = (name: string): name is FeatureName => (featureNames as readonly string[]).includes(name);

/**
 * The features to build with, given the site config's choice and the switch:
 * - unset, empty or `on`: as configured;
 * - `off`: none (stock framework components and dependencies);
 * - `a,b`: only those;
 * - `-a,-b`: as configured, but not those.
 */
export function featuresFromSwitch(configured: Features, value: string | undefined): Features {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'on') return {...configured};
  const none = Object.fromEntries(featureNames.map((name) => [name, false])) as Features;
  if (setting === 'off') return none;
  const items = setting
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const removing = items.filter((item) => item.startsWith('-'));
  if (removing.length > 0 && removing.length !== items.length) {
    throw new Error(`${switchVariable}: list either the features to keep (a,b) or the ones to turn off (-a,-b), not both: ${setting}`);
  }
  const names = items.map((item) => item.replace(/^-/, ''));
  const unknown = names.filter((name) => !isFeature(name));
  if (unknown.length > 0) throw new Error(`${switchVariable}: unknown feature ${unknown.join(', ')}; the features are ${featureNames.join(', ')}`);
  if (removing.length > 0) {
    const result = {...configured};
    for (const name of names as FeatureName[]) result[name] = false;
    return result;
  }
  const result = none;
  for (const name of names as FeatureName[]) result[name] = true;
  return result;
}
