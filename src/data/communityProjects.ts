/**
 * Community-made projects that work alongside Geyser or Floodgate.
 *
 * None of these are made or supported by GeyserMC. Each entry links to the
 * project's own page, where its authors handle questions and bug reports.
 * Descriptions are short summaries written for this site; keep them to one
 * or two sentences and describe what the project does for a server owner.
 *
 * Adding a project: append an entry, pick the closest category, use the
 * project's main page (source repository or download page) as `url`, list its
 * other official pages (download sites, documentation) in `links`, and run the
 * unit tests, which check the list for mistakes.
 *
 * Mirrors the project list of the official wiki
 * (GeyserMC/GeyserWebsite, wiki/other/community-geyser-projects.md).
 */

/** Kinds of project, in the order the list page shows them. */
export const communityProjectCategories = ['extension', 'plugin', 'mod', 'tool', 'resource-pack', 'other'] as const;

export type CommunityProjectCategory = (typeof communityProjectCategories)[number];

export interface CommunityProject {
  /** Project name as its authors write it. */
  name: string;
  /** Main page of the project. Always an https URL. */
  url: string;
  /** One or two sentences in our own words. */
  description: string;
  /** Which group the project is listed under. */
  category: CommunityProjectCategory;
  /** Person or team behind the project, when known. */
  author?: string;
  /**
   * Other official pages of the project besides `url`, such as download sites or
   * documentation. `label` names the site (a proper name, shown untranslated).
   */
  links?: CommunityProjectLink[];
}

/** A further page of a community project. */
export interface CommunityProjectLink {
  /** Site name, for example "Modrinth" or "SpigotMC", or the host name; never a phrase that needs translating. */
  label: string;
  /** Always an https URL. */
  url: string;
}

export const communityProjects: CommunityProject[] = [
  {
    name: 'GeyserExtras',
    url: 'https://github.com/GeyserExtras/GeyserExtras',
    description:
      'Adds Java-style touches for Bedrock players, such as a tidier attack cooldown indicator and combat sounds, along with other small quality-of-life workarounds. Runs as a Geyser extension or as a plugin.',
    category: 'extension',
    author: 'LetsGoAway',
    links: [
      {label: 'Modrinth', url: 'https://modrinth.com/plugin/geyserextras'},
      {label: 'Hangar', url: 'https://hangar.papermc.io/GeyserExtras/GeyserExtras'},
    ],
  },
  {
    name: 'BedrockFormShop',
    url: 'https://github.com/kejonaMC/BedrockFormShop',
    description:
      'A shop plugin for Spigot-based servers whose menus are built from Bedrock forms, so Bedrock players buy items through native-looking screens.',
    category: 'plugin',
    author: 'KejonaMC',
  },
  {
    name: 'Bedrock Player Manager for Floodgate',
    url: 'https://www.spigotmc.org/resources/82278/',
    description:
      'Lets you treat Bedrock players differently on a Spigot-based server, for example by running commands when one joins or by letting them skip anticheat checks.',
    category: 'plugin',
    author: 'ofunny',
  },
  {
    name: 'CrossplatForms',
    url: 'https://github.com/kejonaMC/CrossplatForms',
    description: 'Build custom Bedrock forms and inventory menus from configuration files. Works on Spigot, BungeeCord and Velocity.',
    category: 'plugin',
    author: 'Konicai and Jens',
    links: [{label: 'SpigotMC', url: 'https://www.spigotmc.org/resources/101043/'}],
  },
  {
    name: 'CustomCommandPrefix',
    url: 'https://github.com/ChewMC/CustomCommandPrefix',
    description:
      'Lets players start commands with a dot instead of a slash, a workaround for servers that enable Xbox achievements for Bedrock players.',
    category: 'plugin',
    author: 'Chew',
    links: [{label: 'SpigotMC', url: 'https://www.spigotmc.org/resources/87224/'}],
  },
  {
    name: 'FloodgatePlaceholders',
    url: 'https://github.com/rtm516/FloodgatePlaceholders',
    description: 'A PlaceholderAPI expansion that exposes Floodgate player information, such as whether someone is on Bedrock, to other plugins.',
    category: 'plugin',
    author: 'rtm516',
    links: [{label: 'PlaceholderAPI eCloud', url: 'https://api.extendedclip.com/expansions/floodgate/'}],
  },
  {
    name: 'Floodgate-Skript',
    url: 'https://github.com/kejonaMC/floodgate-skript',
    description: 'Adds Floodgate support to Skript, so your scripts can check for and react to Bedrock players.',
    category: 'plugin',
    author: 'Camotoy',
  },
  {
    name: 'GeyserBlockJavaPlayers',
    url: 'https://github.com/kejonaMC/GeyserBlockJavaPlayers',
    description: 'Turns away Java Edition players, giving you a Bedrock-only server that still runs on Spigot and its plugins.',
    category: 'plugin',
    author: 'Camotoy',
  },
  {
    name: 'GeyserPreventServerSwitch',
    url: 'https://github.com/kejonaMC/GeyserPreventServerSwitch',
    description: 'Keeps Bedrock players out of chosen backend servers on a proxy network.',
    category: 'plugin',
    author: 'Camotoy',
  },
  {
    name: 'GeyserSkinManager',
    url: 'https://github.com/Camotoy/GeyserSkinManager',
    description: 'Makes Bedrock skins show up for other players. A Spigot and BungeeCord plugin that needs Geyser installed on the same server.',
    category: 'plugin',
    author: 'Camotoy',
  },
  {
    name: 'GeyserUpdater',
    url: 'https://github.com/kejonaMC/GeyserUpdater',
    description: 'Keeps Geyser up to date by downloading new builds for you. Available for Spigot, BungeeCord and Velocity.',
    category: 'plugin',
    author: 'Jens, YHDiamond and Konicai',
    links: [{label: 'SpigotMC', url: 'https://www.spigotmc.org/resources/88555/'}],
  },
  {
    name: 'Junction',
    url: 'https://github.com/MaboroshiKobo/Junction',
    description:
      'Manages Bedrock players on Paper, Purpur and Folia: it runs platform-specific commands for them and can put them into LuckPerms or Vault groups.',
    category: 'plugin',
    author: 'muhdfdeen',
    links: [
      {label: 'Modrinth', url: 'https://modrinth.com/plugin/junction'},
      {label: 'Hangar', url: 'https://hangar.papermc.io/Maboroshi/Junction'},
      {label: 'docs.maboroshi.org', url: 'https://docs.maboroshi.org/projects/junction'},
    ],
  },
  {
    name: 'Emotecraft',
    url: 'https://modrinth.com/plugin/emotecraft',
    description:
      'Custom emotes for Java and Bedrock players, plus Bedrock emotes made visible to Java players. Comes as a Fabric or NeoForge mod, a Paper plugin and a Geyser extension; the server needs the extension and the mod or plugin, and Java players need the mod.',
    category: 'mod',
    author: 'dima_dencep, Zigy and KosmX',
    links: [
      {label: 'docs.zigythebird.com', url: 'https://docs.zigythebird.com/emotecraft/geyserext'},
      {label: 'CurseForge (Fabric)', url: 'https://www.curseforge.com/minecraft/mc-mods/emotecraft'},
      {label: 'CurseForge (NeoForge)', url: 'https://www.curseforge.com/minecraft/mc-mods/emotecraft-forge'},
      {label: 'Hangar', url: 'https://hangar.papermc.io/dima_dencep/emotecraft'},
      {label: 'GitHub', url: 'https://github.com/KosmX/emotes'},
    ],
  },
  {
    name: 'BedrockSkinUtility',
    url: 'https://github.com/Camotoy/BedrockSkinUtility',
    description: 'A Fabric client mod that lets Java players see the capes of Bedrock players.',
    category: 'mod',
    author: 'Camotoy',
  },
  {
    name: 'CreeperNation Skin API',
    url: 'https://docs.creepernation.net',
    description: 'A web API that returns the skin of a Java or Bedrock player, looked up by UUID or username.',
    category: 'tool',
    author: 'creeperz653 and BlueTree242',
  },
  {
    name: 'SleepingServerStarter',
    url: 'https://github.com/vincss/mcsleepingserverstarter',
    description: 'A small program that stands in for your server while it is off and starts the real Minecraft server once a player tries to join.',
    category: 'tool',
    author: 'Vincss',
  },
  {
    name: 'Starlight Skin API',
    url: 'https://lunareclipse.studio/creations/starlight-skinapi',
    description: 'A web API that makes Bedrock player skins easier to fetch and display.',
    category: 'tool',
    author: 'Bret06',
  },
];

/**
 * Stable identifier for a project, used for translation ids and anchors:
 * lower-case, with every run of other characters turned into one hyphen.
 */
export function communityProjectSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
