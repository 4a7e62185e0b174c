// The "apiReference" translation group (listed in src/lib/i18n/translationGroups.ts).
import messages from '@generated/site-translations/default/group-apiReference.json';
import {registerTranslations} from '@site/plugins/framework-internals/translation-groups/register';

registerTranslations(messages);
