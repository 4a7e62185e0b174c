// Translated data strings by id, written by plugins/i18n (dataStrings) for the current locale:
// only those that differ from English. Components look them up with dataText (src/lib/i18n).
import strings from '@generated/site-translations/default/strings.json';

export default strings;
