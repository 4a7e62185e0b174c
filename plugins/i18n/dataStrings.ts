import type {TranslationFile} from '@docusaurus/types';
import {dataStrings, type DataString} from '../../src/lib/i18n/dataStrings';

export type Strings = Record<string, DataString>;

/** The data files' strings (hosting providers, community projects, config options) in English. */
export function englishDataStrings(enabled: boolean): Strings {
  return enabled ? dataStrings() : {};
}

/** Each English string with its translation from i18n/<locale>/site-translations/strings.json, where there is one. */
export function translateDataStrings(content: Strings, translationFiles: TranslationFile[]): Strings {
  const translated = translationFiles[0]?.content ?? {};
  const result: Strings = {};
  for (const [id, english] of Object.entries(content)) {
    result[id] = {...english, message: translated[id]?.message ?? english.message};
  }
  return result;
}

/**
 * The generated files the components read: only strings that differ from English,
 * so untranslated locales ship nothing extra. The config editor's option texts and the
 * command descriptions go in files of their own, so only the pages using them load them.
 */
export function dataStringFiles(content: Strings): Record<string, Record<string, string>> {
  const english = dataStrings();
  const files: Record<string, Record<string, string>> = {'strings.json': {}, 'config-editor.json': {}, 'commands.json': {}};
  for (const [id, value] of Object.entries(content)) {
    if (value.message === english[id]?.message) continue;
    const file = id.startsWith('configEditor.') ? 'config-editor.json' : id.startsWith('wiki.commandData.') ? 'commands.json' : 'strings.json';
    files[file]![id] = value.message;
  }
  return files;
}
