import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The wiki's sidebars, one per section. Pages that the design shows without a
 * sidebar (setup guides, secure chat, the Floodgate player page) are still
 * listed here so readers can find them; their front matter sets
 * `displayed_sidebar: null`.
 */
const sidebars: SidebarsConfig = {
  geyserSidebar: [
    'geyser/index',
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Setup',
          link: {type: 'doc', id: 'geyser/setup/index'},
          items: [
            {
              type: 'category',
              label: 'Host Provider',
              items: [
                {type: 'doc', id: 'geyser/setup/provider/paper-spigot', label: 'Paper/Spigot', key: 'provider-paper-spigot'},
                {type: 'doc', id: 'geyser/setup/provider/fabric', label: 'Fabric'},
                {type: 'doc', id: 'geyser/setup/provider/neoforge', label: 'NeoForge'},
                {type: 'doc', id: 'geyser/setup/provider/bungeecord', label: 'BungeeCord'},
                {type: 'doc', id: 'geyser/setup/provider/velocity', label: 'Velocity'},
              ],
            },
            {
              type: 'category',
              label: 'Self Host',
              items: [
                {type: 'doc', id: 'geyser/setup/self/paper-spigot', label: 'Paper/Spigot', key: 'self-paper-spigot'},
                {type: 'doc', id: 'geyser/setup/self/modded-servers', label: 'Modded Servers'},
                {type: 'doc', id: 'geyser/setup/self/proxy-servers', label: 'Proxy Servers'},
                {type: 'doc', id: 'geyser/setup/self/viaproxy', label: 'ViaProxy'},
                {type: 'doc', id: 'geyser/setup/self/standalone', label: 'Standalone'},
              ],
            },
          ],
        },
        'geyser/supported-hosting-providers',
        'geyser/host-udp-port',
        'geyser/port-forwarding',
        'geyser/ovh-firewall',
        'geyser/docker',
        'geyser/pterodactyl',
        'geyser/android-termux',
        'geyser/playit-gg',
        'geyser/creating-a-startup-script',
        'geyser/using-geyser-with-consoles',
        'geyser/supported-versions',
      ],
    },
    {
      type: 'category',
      label: 'Configuration',
      items: ['geyser/understanding-the-config', 'geyser/commands', 'geyser/command-line-arguments-and-system-properties', 'geyser/translations'],
    },
    {
      type: 'category',
      label: 'Troubleshooting',
      items: [
        'geyser/common-issues',
        'geyser/fixing-unable-to-connect-to-world',
        'geyser/secure-chat',
        'geyser/current-limitations',
        'geyser/anticheat-compatibility',
        'geyser/plugin-compatibility',
        'geyser/faq',
      ],
    },
    {
      type: 'category',
      label: 'Custom Content',
      link: {type: 'doc', id: 'geyser/custom-content'},
      items: [
        'geyser/packs',
        {type: 'ref', id: 'other/geyserintegratedpack', label: 'Integrated Pack'},
        'geyser/custom-resource-packs',
        'geyser/custom-items',
        'geyser/custom-item-predicates',
        'geyser/custom-items-api',
        'geyser/custom-item-examples',
        'geyser/custom-items-v1',
        'geyser/custom-blocks',
        'geyser/custom-skulls',
        'geyser/custom-waypoints',
        'geyser/custom-entities',
      ],
    },
    {
      type: 'category',
      label: 'Developers',
      items: ['geyser/api', 'geyser/getting-started-with-the-api', 'geyser/events', 'geyser/forms', 'geyser/extensions'],
    },
  ],

  floodgateSidebar: [
    'floodgate/index',
    {
      type: 'category',
      label: 'Setup',
      link: {type: 'doc', id: 'floodgate/setup/index'},
      items: [
        {type: 'doc', id: 'floodgate/setup/paper-spigot', label: 'Paper/Spigot'},
        {type: 'doc', id: 'floodgate/setup/modded', label: 'Modded Servers'},
        {type: 'doc', id: 'floodgate/setup/proxy-servers', label: 'Proxy Servers'},
        {type: 'doc', id: 'floodgate/setup/viaproxy', label: 'ViaProxy'},
        {type: 'doc', id: 'floodgate/setup/standalone', label: 'Standalone'},
      ],
    },
    'floodgate/features',
    'floodgate/commands',
    'floodgate/linking',
    'floodgate/api',
    'floodgate/faq',
    'floodgate/issues',
    'floodgate/player',
  ],

  otherSidebar: [
    'other/index',
    {
      type: 'category',
      label: 'Projects',
      collapsed: false,
      items: [
        'other/geyserconnect',
        'other/geyserintegratedpack',
        'other/geyseroptionalpack',
        'other/thirdpartycosmetics',
        'other/hurricane',
        'other/hydraulic',
        'other/rainbow',
        'other/thunder',
      ],
    },
    {
      type: 'category',
      label: 'Community',
      collapsed: false,
      items: ['other/community-geyser-projects', 'other/test-server', 'other/discord-bot-usage', 'other/developer-guide'],
    },
  ],
};

export default sidebars;
