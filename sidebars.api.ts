import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
// Generated from openapi/*.yaml by `npm run gen-api`; never edited by hand.
import globalApiItems from './docs-api/api.geysermc.org/sidebar';
import downloadsApiItems from './docs-api/downloads.geysermc.org/sidebar';

/** The REST API section: an overview page and one generated reference per service. */
const sidebars: SidebarsConfig = {
  apiSidebar: [
    'index',
    {
      type: 'category',
      label: 'Global API',
      link: {
        type: 'generated-index',
        slug: '/global',
        title: 'Global API',
        description: 'Account linking, skins, Xbox lookups and statistics from api.geysermc.org.',
      },
      items: globalApiItems,
    },
    {
      type: 'category',
      label: 'Downloads API',
      link: {
        type: 'generated-index',
        slug: '/downloads',
        title: 'Downloads API',
        description: 'Projects, versions, builds and files from download.geysermc.org.',
      },
      items: downloadsApiItems,
    },
  ],
};

export default sidebars;
