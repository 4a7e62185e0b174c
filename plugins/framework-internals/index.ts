import crypto from 'node:crypto';
import path from 'node:path';
import type {Configuration, RuleSetRule} from 'webpack';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {featureNames, type Features, type FrameworkInternalsOptions} from './options';
import {writeThemeFolder} from './theme';
import {apiStylesRules, splitApiStyles} from './api-styles';
import remarkHighlightedCode from './build-time-highlighting/remark';
import {groupCodeBlock} from './build-time-highlighting/chunk';
import {keepWithPages, linkPageStylesheets, recordChunkStylesheets} from './page-stylesheets';
import {cacheGroupsOf} from './chunk-groups';
import {inflateApiFrontMatter} from './api-dependencies/frontMatter';
import {withCodeSamples} from './api-code-samples/frontMatter';
import {groupedPrefixes} from '../../src/lib/i18n/translationGroups';
import {themeEnglishDefaults} from './translation-groups/defaults';

export {featureNames, featuresFromSwitch, switchVariable, type Features, type FrameworkInternalsOptions} from './options';

const here = (...parts: string[]) => path.join(__dirname, ...parts);
const openapiTheme = (...parts: string[]) =>
  path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib', 'theme', ...parts);
const loader = (file: string, options?: Record<string, unknown>) => ({loader: here(file), ...(options ? {options} : {})});

/** The API theme's components whose idea of "in the browser" apiHydrateOnce settles. */
export const hydrateOnceComponents = [
  'ApiItem',
  'ApiTabs',
  'DiscriminatorTabs',
  'MimeTabs',
  'OperationTabs',
  'SchemaTabs',
  'Tabs',
  // The request samples' tabs, which the server renders with apiCodeSamples.
  'ApiExplorer/CodeTabs',
];
/** The API theme's sections that apiServerRender lets the server render. */
export const renderOnServerComponents = ['ParamsDetails', 'RequestSchema', 'ResponseSchema'];
/** Small stand-ins for three of the API theme's dependencies (apiDependencies). */
export const lighterApiDependencies: Record<string, string> = {
  'crypto-js$': here('api-dependencies', 'client', 'crypto-js.mjs'),
  pako$: here('api-dependencies', 'client', 'pako.mjs'),
  'rehype-raw$': here('api-dependencies', 'client', 'rehype-raw.mjs'),
};
/** @docusaurus/utils-common's entry, which the browser's bundle reads through Docusaurus's Link (utilsCommonWithoutTslib). */
export const utilsCommonEntry = () => require.resolve('@docusaurus/utils-common');
const docsearchModal = /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/](index|DocSearchModal)\.js$/;

/** The remark plugins the site's Markdown gets from the features that are on. */
export function internalsRemarkPlugins(features: Features): [typeof remarkHighlightedCode] | [] {
  return features.buildTimeHighlighting ? [remarkHighlightedCode] : [];
}

/** The generator the API theme runs in the browser, replaced there when the samples are made at build time (apiCodeSamples). */
export const noCodeGenerator: Record<string, string> = {
  'postman-code-generators$': here('api-code-samples', 'client', 'postman-code-generators.mjs'),
};

/**
 * The site's front matter hook: API pages carry their operation decoded
 * (apiDependencies) and their request samples made at build time (apiCodeSamples).
 */
export function internalsFrontMatter<T extends Record<string, unknown>>(
  features: Features,
  frontMatter: T,
  {siteOrigin = 'http://localhost'}: {siteOrigin?: string} = {},
): T {
  const decoded = features.apiDependencies ? inflateApiFrontMatter(frontMatter) : frontMatter;
  return features.apiCodeSamples ? withCodeSamples(decoded, {siteOrigin, tokens: features.buildTimeHighlighting}) : decoded;
}

/**
 * The bundler's persistent cache is keyed by Docusaurus's version, the theme
 * aliases and the site config file, not by the environment: a build with other
 * features on would reuse modules that this plugin's loaders changed (or not).
 * The features that are on become part of the cache's version.
 */
export function keyCacheByFeatures(config: Configuration, features: Features): void {
  const on = featureNames.filter((name) => features[name]).join(',');
  const tag = `internals-${crypto.createHash('sha256').update(on).digest('hex').slice(0, 12)}`;
  const experiments = config.experiments as {cache?: {version?: string} | boolean} | undefined;
  if (experiments && typeof experiments.cache === 'object') experiments.cache.version = `${experiments.cache.version ?? ''}-${tag}`;
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem')
    config.cache.version = `${config.cache.version ?? ''}-${tag}`;
}

/**
 * Everything in the site that reaches into Docusaurus's, its themes' or other
 * dependencies' internals, one feature per option (README.md beside this file
 * says what each touches, the test that guards it and what it buys). The
 * site config passes the features through `featuresFromSwitch`, so
 * FRAMEWORK_INTERNALS=off builds with none of them.
 */
export default function frameworkInternals(context: LoadContext, pluginOptions: unknown): Plugin {
  const {features, translationsInMainScript = [], pageStylesheets = []} = pluginOptions as FrameworkInternalsOptions;
  const unknown = Object.keys(features).filter((name) => !(featureNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`framework-internals: unknown feature ${unknown.join(', ')}`);
  const themeDir = writeThemeFolder(path.join(context.generatedFilesDir, 'framework-internals-theme'), features);
  const generatedCodeTranslations = path.join(context.generatedFilesDir, 'codeTranslations.json');
  // The wiki docs instance's version data (leanDocsVersion).
  const wikiVersionData = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs', 'default', 'p');
  const linksPageStylesheets = features.apiStyles || features.pageStylesheets;

  return {
    name: 'framework-internals',
    ...(themeDir ? {getThemePath: () => themeDir} : {}),
    configureWebpack(config, isServer, utils) {
      keyCacheByFeatures(config, features);
      const cacheGroups = isServer ? undefined : cacheGroupsOf(config);
      const rules: RuleSetRule[] = [];
      const alias: Record<string, string> = {};
      if (features.buildTimeHighlighting) {
        // The classic theme's client module that puts Prism in every page's script.
        const prismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
        const empty = here('build-time-highlighting', 'empty.js');
        alias[`${prismClientModule.replace(/\.js$/, '')}$`] = empty;
        alias[`${prismClientModule}$`] = empty;
        if (!isServer) groupCodeBlock(cacheGroups);
      }
      if (features.translationGroups) {
        const defaults = context.i18n.currentLocale === context.i18n.defaultLocale ? themeEnglishDefaults() : {};
        const prefixes = groupedPrefixes().filter((prefix) => !translationsInMainScript.includes(prefix));
        rules.push({test: generatedCodeTranslations, use: [loader('translation-groups/strip.cjs', {prefixes, defaults})]});
      }
      if (features.apiStyles) {
        rules.push(...apiStylesRules(isServer, utils));
        if (!isServer) splitApiStyles(cacheGroups);
      }
      const plugins: NonNullable<Configuration['plugins']> = [];
      if (features.pageStylesheets && !isServer) {
        keepWithPages(
          cacheGroups,
          pageStylesheets.map((folder) => path.resolve(context.siteDir, folder)),
        );
      }
      // Both features leave stylesheets out of `styles.css`; postBuild links them into their pages.
      if (linksPageStylesheets && !isServer) plugins.push(recordChunkStylesheets as unknown as NonNullable<Configuration['plugins']>[number]);
      if (features.apiDependencies) Object.assign(alias, lighterApiDependencies);
      if (features.apiServerRender) {
        rules.push({
          test: renderOnServerComponents.map((name) => openapiTheme(name, 'index.js')),
          use: [loader('api-server-render/render-on-server.cjs')],
        });
      }
      if (features.apiHydrateOnce) {
        rules.push({
          test: hydrateOnceComponents.map((name) => openapiTheme(name, 'index.js')),
          use: [loader('api-server-render/hydrate-once.cjs')],
        });
      }
      if (features.apiCodeSamples) {
        rules.push({test: openapiTheme('ApiItem', 'index.js'), use: [loader('api-code-samples/explorer-on-server.cjs')]});
        Object.assign(alias, noCodeGenerator);
      }
      if (features.apiRequestErrors) {
        rules.push({test: openapiTheme('ApiExplorer', 'Request', 'index.js'), use: [loader('api-request-errors/request-outcome.cjs')]});
      }
      if (features.registryWithoutPaths && !isServer) {
        rules.push({test: path.join(context.generatedFilesDir, 'registry.js'), use: [loader('route-registry/no-module-paths.cjs')]});
      }
      if (features.leanDocsVersion) {
        // The wiki's docs instance only: the API reference's instance is left as the theme made it.
        rules.push({
          test: (file: string) => path.dirname(file) === wikiVersionData && file.endsWith('.json'),
          // The options name what the loader does, so the bundler's cache keeps no output of an older version of it.
          use: [loader('docs-version/lean.cjs', {docs: 'none'})],
        });
      }
      if (features.translateWithoutDescriptions && !isServer) {
        // The classic theme's and theme-common's components, and the site's own code.
        // Each package's entry is its lib/index.js.
        const themeLib = (name: string) => path.dirname(require.resolve(name));
        const folders = [themeLib('@docusaurus/theme-classic'), themeLib('@docusaurus/theme-common'), path.join(context.siteDir, 'src')];
        rules.push({
          test: (file: string) => /\.(?:js|tsx?)$/.test(file) && folders.some((folder) => file.startsWith(folder + path.sep)),
          use: [loader('translate-descriptions/strip.cjs')],
        });
      }
      if (features.prefetchOnce && !isServer) {
        rules.push({test: require.resolve('@docusaurus/core/lib/client/prefetch.js'), use: [loader('prefetch-once/once.cjs')]});
      }
      if (features.prefetchWhenIdle && !isServer) {
        rules.push({test: require.resolve('@docusaurus/core/lib/client/docusaurus.js'), use: [loader('prefetch-when-idle/when-idle.cjs')]});
      }
      if (features.paintFirst && !isServer) {
        rules.push({test: require.resolve('@docusaurus/core/lib/client/clientEntry.js'), use: [loader('paint-first/paint-first.cjs')]});
      }
      if (features.utilsCommonWithoutTslib && !isServer) {
        rules.push({test: utilsCommonEntry(), use: [loader('utils-common/no-tslib.cjs')]});
      }
      if (features.docsearchSuggestions) rules.push({test: docsearchModal, use: [loader('docsearch/suggestions.cjs')]});
      if (features.docsearchNoEvalProbe) rules.push({test: docsearchModal, use: [loader('docsearch/no-eval-probe.cjs')]});
      return {module: {rules}, resolve: {alias}, plugins};
    },
    async postBuild({outDir}) {
      if (linksPageStylesheets) await linkPageStylesheets(outDir, context.baseUrl, context.generatedFilesDir);
    },
  };
}
