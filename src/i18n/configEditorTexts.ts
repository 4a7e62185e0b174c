// The config editor's option texts for the current locale (plugins/i18n, dataStrings): a file
// of their own, so only the editor's page loads them.
import texts from '@generated/site-translations/default/config-editor.json';

export default texts;
