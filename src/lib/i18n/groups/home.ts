// The "home" translation group (src/lib/i18n/translationGroups.ts).
import messages from '@generated/code-translation-groups/default/home.json';
import {registerTranslations} from '../registerTranslations';

registerTranslations(messages);
