import type {LoadContext, Plugin} from '@docusaurus/types';
import {dataStrings, type DataString} from '../../src/lib/i18n/dataStrings';

type Strings = Record<string, DataString>;

/**
 * Publishes the strings of data files (hosting providers, community projects)
 * to translators as i18n/<locale>/data-translations/strings.json, and hands the
 * translated ones to the components as generated data. Only strings that differ
 * from English are written out, so untranslated locales ship nothing extra, and
 * the data reaches only the pages whose components import it.
 */
export default function dataTranslationsPlugin(_context: LoadContext): Plugin {
  const plugin: Plugin<Strings> = {
    name: 'data-translations',
    async loadContent() {
      return dataStrings();
    },
    getTranslationFiles({content}) {
      return [{path: 'strings', content}];
    },
    translateContent({content, translationFiles}) {
      const translated = translationFiles[0]?.content ?? {};
      const result: Strings = {};
      for (const [id, english] of Object.entries(content)) {
        result[id] = {...english, message: translated[id]?.message ?? english.message};
      }
      return result;
    },
    async contentLoaded({content, actions}) {
      const english = dataStrings();
      // The config editor's option texts go in a file of their own, so only that page loads them.
      const files: Record<string, Record<string, string>> = {'strings.json': {}, 'config-editor.json': {}};
      for (const [id, value] of Object.entries(content)) {
        if (value.message === english[id]?.message) continue;
        files[id.startsWith('configEditor.') ? 'config-editor.json' : 'strings.json'][id] = value.message;
      }
      for (const [name, strings] of Object.entries(files)) await actions.createData(name, JSON.stringify(strings));
    },
  };
  // Docusaurus' plugin list is typed with unknown content.
  return plugin as Plugin;
}
