import type {HtmlTags} from '@docusaurus/types';

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
export function crowdinHeadTags(settings: CrowdinSettings | false, currentLocale: string): HtmlTags {
  if (!settings || currentLocale !== settings.inContextLocale) return [];
  return [
    {tagName: 'script', innerHTML: `window._jipt=[['project',${JSON.stringify(settings.project)}]];`},
    {tagName: 'script', attributes: {src: crowdinScriptUrl, async: true}},
  ];
}
