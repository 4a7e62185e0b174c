// The "download" translation group (src/lib/i18n/translationGroups.ts).
import messages from '@generated/code-translation-groups/default/download.json';
import {registerTranslations} from '../registerTranslations';

registerTranslations(messages);
