// The option texts come from the data files and are translated through plugins/i18n (dataStrings)
// (i18n/<locale>/site-translations/strings.json), not through translate() calls.
import configTexts from '@site/src/i18n/configEditorTexts';
import {optionTextId, type ConfigFormat, type ConfigOption} from '@site/src/data/configFormats';

export interface OptionText {
  label: string;
  description: string;
}

function translated(id: string, english: string): string {
  const text = Object.prototype.hasOwnProperty.call(configTexts, id) ? configTexts[id] : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text : english;
}

export function optionText(format: ConfigFormat, option: ConfigOption): OptionText {
  return {
    label: translated(optionTextId(format, option, 'label'), option.label),
    description: translated(optionTextId(format, option, 'description'), option.description),
  };
}
