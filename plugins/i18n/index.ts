import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {crowdinHeadTags, type CrowdinSettings} from './crowdinInContext';
import {dataStringFiles, englishDataStrings, translateDataStrings, type Strings} from './dataStrings';
import {groupFiles, readMessages} from './interfaceGroups';

export type {CrowdinSettings} from './crowdinInContext';
export {withTranslationState} from './translationRecords';

/** The site's translation mechanisms, one option each (README.md beside this file). */
export interface SiteTranslationsOptions {
  /** Interface strings of big components ship with them (src/i18n/groups), not in every page's script. */
  interfaceGroups: boolean;
  /** Strings of data files reach translators as i18n/<locale>/site-translations/strings.json. */
  dataStrings: boolean;
  /**
   * Translated pages record which English version they translate (source_hash) and show
   * the outdated notice when it has changed. Read by the site config's parseFrontMatter.
   */
  translationRecords: boolean;
  /** Crowdin's in-context editor on the pseudo-locale's pages, or false. */
  crowdinInContext: CrowdinSettings | false;
}

/**
 * All of the site's own translation machinery as one plugin. Everything it writes is
 * generated data under @generated/site-translations/default/, read only by src/i18n.
 */
export default function siteTranslationsPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as SiteTranslationsOptions;
  const codeJson = path.join(context.localizationDir, 'code.json');
  const plugin: Plugin<Strings> = {
    name: 'site-translations',
    getPathsToWatch() {
      return [codeJson];
    },
    async loadContent() {
      return englishDataStrings(options.dataStrings);
    },
    getTranslationFiles({content}) {
      return options.dataStrings ? [{path: 'strings', content}] : [];
    },
    translateContent({content, translationFiles}) {
      return translateDataStrings(content, translationFiles);
    },
    async contentLoaded({content, actions}) {
      const files = {...dataStringFiles(content), ...groupFiles(await readMessages(codeJson), options.interfaceGroups)};
      await Promise.all(Object.entries(files).map(([name, data]) => actions.createData(name, JSON.stringify(data))));
    },
    injectHtmlTags() {
      return {headTags: crowdinHeadTags(options.crowdinInContext, context.i18n.currentLocale)};
    },
  };
  // Docusaurus' plugin list is typed with unknown content.
  return plugin as Plugin;
}
