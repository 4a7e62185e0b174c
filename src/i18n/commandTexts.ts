// The command descriptions for the current locale (plugins/i18n, dataStrings): a file of their
// own, so only the commands pages load them.
import texts from '@generated/site-translations/default/commands.json';

export default texts;
