import type {LoadContext, Plugin} from '@docusaurus/types';

export interface CrowdinSettings {
  /** The Crowdin project's name, as in crowdin.com/project/<name>. */
  project: string;
  /** The pseudo-locale whose pages load the in-context editor. */
  inContextLocale: string;
}

export const crowdinScriptUrl = 'https://cdn.crowdin.com/jipt/jipt.js';

/**
 * Crowdin's in-context editor: the pages of the pseudo-locale (crp) load
 * Crowdin's script, which lets translators edit strings in place on the live
 * site. Every other locale is built without it.
 */
export default function crowdinInContextPlugin(context: LoadContext): Plugin {
  // Read from the site config's customFields.crowdin.
  const settings = context.siteConfig.customFields?.crowdin as CrowdinSettings;
  return {
    name: 'crowdin-in-context',
    injectHtmlTags() {
      if (context.i18n.currentLocale !== settings.inContextLocale) return {};
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: `window._jipt=[['project',${JSON.stringify(settings.project)}]];`,
          },
          {tagName: 'script', attributes: {src: crowdinScriptUrl, async: true}},
        ],
      };
    },
  };
}
