import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * The theme hides a dismissed announcement with CSS before React starts, looking
 * only at the dismissal flag. When the announcement id has changed since, the
 * bar is new to the reader and must show on the first page load, not only after
 * a reload; this runs right after the theme's script and corrects the flag.
 */
export default function announcementBarPlugin(context: LoadContext): Plugin {
  const id = (context.siteConfig.themeConfig as ThemeConfig).announcementBar?.id;
  return {
    name: 'announcement-bar-id',
    injectHtmlTags() {
      if (!id) return {};
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`,
          },
        ],
      };
    },
  };
}
