// The "logChecker" translation group (listed in src/lib/i18n/translationGroups.ts).
import messages from '@generated/site-translations/default/group-logChecker.json';
import {registerTranslations} from '@site/plugins/framework-internals/translation-groups/register';

registerTranslations(messages);
