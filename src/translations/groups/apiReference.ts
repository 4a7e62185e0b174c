// The "apiReference" translation group (listed in src/lib/i18n/translationGroups.ts).
import messages from '@generated/code-translation-groups/default/apiReference.json';
import {registerTranslations} from '../registerTranslations';

registerTranslations(messages);
