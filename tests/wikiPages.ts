/**
 * Every wiki page, by section: those the product specification names and the
 * custom content and integrated pack pages added after it. The unit tests
 * check that each has a source file; the browser tests visit each route.
 */
export const wikiPages = {
  geyser: [
    '',
    'android-termux',
    'anticheat-compatibility',
    'api',
    'commands',
    'common-issues',
    'creating-a-startup-script',
    'current-limitations',
    'custom-blocks',
    'custom-content',
    'custom-entities',
    'custom-item-examples',
    'custom-item-predicates',
    'custom-items',
    'custom-items-api',
    'custom-items-v1',
    'custom-resource-packs',
    'custom-skulls',
    'custom-waypoints',
    'docker',
    'events',
    'extensions',
    'faq',
    'fixing-unable-to-connect-to-world',
    'forms',
    'getting-started-with-the-api',
    'host-udp-port',
    'command-line-arguments-and-system-properties',
    'ovh-firewall',
    'packs',
    'playit-gg',
    'plugin-compatibility',
    'port-forwarding',
    'pterodactyl',
    'secure-chat',
    'setup',
    'setup/provider/bungeecord',
    'setup/provider/fabric',
    'setup/provider/neoforge',
    'setup/provider/paper-spigot',
    'setup/provider/velocity',
    'setup/self/modded-servers',
    'setup/self/paper-spigot',
    'setup/self/proxy-servers',
    'setup/self/standalone',
    'setup/self/viaproxy',
    'supported-hosting-providers',
    'supported-versions',
    'translations',
    'understanding-the-config',
    'using-geyser-with-consoles',
  ],
  floodgate: [
    '',
    'api',
    'commands',
    'faq',
    'features',
    'issues',
    'linking',
    'player',
    'setup',
    'setup/modded',
    'setup/paper-spigot',
    'setup/proxy-servers',
    'setup/standalone',
    'setup/viaproxy',
  ],
  other: [
    '',
    'community-geyser-projects',
    'developer-guide',
    'discord-bot-usage',
    'geyserconnect',
    'geyserintegratedpack',
    'geyseroptionalpack',
    'hurricane',
    'hydraulic',
    'rainbow',
    'test-server',
    'thirdpartycosmetics',
    'thunder',
  ],
} as const;

/** Pages the specification shows without a sidebar. */
export const pagesWithoutSidebar = [
  'geyser/secure-chat',
  ...wikiPages.geyser.filter((p) => p.startsWith('setup/')).map((p) => `geyser/${p}`),
  'floodgate/player',
  ...wikiPages.floodgate.filter((p) => p.startsWith('setup')).map((p) => `floodgate/${p}`),
];

/** The route of a wiki page, e.g. `geyser/setup` → `/wiki/geyser/setup/`. */
export function wikiRoute(section: string, page: string): string {
  return `/wiki/${section}/${page ? `${page}/` : ''}`;
}

export const allWikiRoutes: string[] = [
  '/wiki/',
  ...Object.entries(wikiPages).flatMap(([section, pages]) => pages.map((p) => wikiRoute(section, p))),
];

/** API reference pages generated from openapi/*.yaml, by folder. */
export const apiPages = {
  'api.geysermc.org': [
    'global-api',
    'health',
    'get-bedrock-link-v-1',
    'get-bedrock-link-v-2',
    'get-java-link-v-1',
    'get-java-link-v-2',
    'get-front-texture',
    'get-raw-texture',
    'get-skin',
    'get-recent-uploads',
    'get-recent-uploads-page',
    'get-all-stats',
    'get-all-stats-v-2',
    'get-bedrock-or-java-uuid',
    'get-gamertag-v-1',
    'get-gamertag-v-2',
    'get-xuid-v-1',
    'get-xuid-v-2',
  ],
  'downloads.geysermc.org': [
    'downloads-api',
    'projects',
    'project',
    'version',
    'builds',
    'build-latest',
    'build-specific',
    'download-latest',
    'download-specific',
  ],
} as const;

export const blogPosts = [
  '1-18-release-and-more',
  'looking-back-at-2022',
  'four-years-of-geyser',
  'geyser-1-20-5',
  'raknet-amplification-attack',
  'early-packet-handling-attack',
] as const;
