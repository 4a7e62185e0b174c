/**
 * Every option of the Geyser 2.x `config.yml` that carries `config-version: 4` (the last release line
 * before Geyser moved to Configurate). This one table drives the config editor's form, its validation
 * and the Default file. Labels and descriptions are English here; the page shows them through the
 * translate() calls in `geyserConfigText.ts`, which a unit test keeps identical to this file.
 */

/** The config version this schema describes. */
export const SUPPORTED_CONFIG_VERSION = 4;

export type ConfigOptionType = 'boolean' | 'integer' | 'string' | 'enum' | 'stringList';

/** How the form groups options. `general`, `gameplay` and `advanced` hold top-level keys. */
export type ConfigGroupId = 'bedrock' | 'remote' | 'general' | 'gameplay' | 'metrics' | 'advanced';

/** Extra checks for free-text values, beyond "is a string". */
export type StringFormat =
  | 'listenAddress'
  | 'remoteAddress'
  | 'locale'
  | 'itemId'
  | 'metricsId'
  | 'fileName'
  | 'proxyAllowEntry'
  | 'playerName';

export type ConfigValue = boolean | number | string | readonly string[];

interface OptionBase {
  /** Keys from the root, e.g. ['bedrock', 'port']. */
  path: readonly string[];
  group: ConfigGroupId;
  label: string;
  description: string;
  /** A page of this site that explains the option further. */
  docPath?: string;
  /**
   * Shipped as a comment line (`#address: 0.0.0.0`): Geyser works without it, and the value written
   * after the `#` is only an example. Such options may be left unset.
   */
  commentedOutByDefault?: boolean;
  /** Kept in the file but not offered in the form (it holds account data, or Geyser manages it). */
  hiddenInForm?: boolean;
  /** Shown but not editable. */
  readOnly?: boolean;
}

export interface BooleanOption extends OptionBase {
  type: 'boolean';
  default: boolean;
}

export interface IntegerOption extends OptionBase {
  type: 'integer';
  default: number;
  min?: number;
  max?: number;
}

export interface StringOption extends OptionBase {
  type: 'string';
  default: string;
  format?: StringFormat;
  /** Written with double quotes in the Default file, as Geyser's own file does. */
  quoted?: boolean;
}

export interface EnumOption extends OptionBase {
  type: 'enum';
  default: string;
  allowed: readonly string[];
  /** Geyser compares these values without regard to case. */
  caseInsensitive?: boolean;
  /** Older spellings Geyser still accepts and maps to an allowed value. */
  legacyAliases?: readonly string[];
  quoted?: boolean;
}

export interface StringListOption extends OptionBase {
  type: 'stringList';
  default: readonly string[];
  entryFormat?: StringFormat;
}

export type ConfigOption = BooleanOption | IntegerOption | StringOption | EnumOption | StringListOption;

/** Sections whose value is a nested mapping. */
export const configSections = ['bedrock', 'remote', 'metrics'] as const;
export type ConfigSection = (typeof configSections)[number];

export const configGroups: readonly ConfigGroupId[] = ['bedrock', 'remote', 'general', 'gameplay', 'metrics', 'advanced'];

export const PORT_MIN = 1;
export const PORT_MAX = 65535;

export const geyserConfigOptions: readonly ConfigOption[] = [
  // In the order of Geyser's own file, which the Default file follows.
  {
    path: ['bedrock', 'address'],
    group: 'bedrock',
    type: 'string',
    default: '0.0.0.0',
    format: 'listenAddress',
    commentedOutByDefault: true,
    label: 'Listen address',
    description:
      'The local network address Geyser accepts Bedrock connections on. 0.0.0.0 means every network interface of the machine. Only set it to limit Geyser to one interface, or when your host asks you to.',
    docPath: '/wiki/geyser/port-forwarding/',
  },
  {
    path: ['bedrock', 'port'],
    group: 'bedrock',
    type: 'integer',
    default: 19132,
    min: PORT_MIN,
    max: PORT_MAX,
    label: 'Bedrock port',
    description:
      'The UDP port Bedrock players type into the server screen. It must be open for UDP traffic on your machine and router, or be a port your host gave you.',
    docPath: '/wiki/geyser/port-forwarding/',
  },
  {
    path: ['bedrock', 'clone-remote-port'],
    group: 'bedrock',
    type: 'boolean',
    default: false,
    label: 'Use the Java port for Bedrock',
    description:
      'On every start, Geyser listens on the same port number as the Java server and ignores the Bedrock port above. Useful on hosts that give you a single port that changes. Plugin and mod versions only.',
    docPath: '/wiki/geyser/understanding-the-config/',
  },
  {
    path: ['bedrock', 'motd1'],
    group: 'bedrock',
    type: 'string',
    default: 'Geyser',
    quoted: true,
    label: 'Server list, first line',
    description:
      'The first line Bedrock players see under your server in their server list. Ignored while the Java server\'s message is relayed (see "Relay the Java message of the day"). Left empty, Geyser shows "Geyser".',
  },
  {
    path: ['bedrock', 'motd2'],
    group: 'bedrock',
    type: 'string',
    default: 'Another Geyser server.',
    quoted: true,
    label: 'Server list, second line',
    description:
      'The second line of the server list entry. Like the first line, it is replaced by the Java server\'s message when relaying is on.',
  },
  {
    path: ['bedrock', 'server-name'],
    group: 'bedrock',
    type: 'string',
    default: 'Geyser',
    quoted: true,
    label: 'Server name',
    description: 'The name Bedrock players see in the pause menu and in their settings while connected.',
  },
  {
    path: ['bedrock', 'compression-level'],
    group: 'bedrock',
    type: 'integer',
    default: 6,
    min: -1,
    max: 9,
    label: 'Compression level',
    description:
      'How hard Geyser compresses what it sends to Bedrock players, from 0 to 9: higher numbers save bandwidth and cost more processor time. -1 turns compression off.',
  },
  {
    path: ['bedrock', 'broadcast-port'],
    group: 'bedrock',
    type: 'integer',
    default: 19132,
    min: PORT_MIN,
    max: PORT_MAX,
    commentedOutByDefault: true,
    label: 'Advertised port',
    description:
      'The port Geyser tells Bedrock players to connect to, when it differs from the port Geyser really listens on (for example behind a forwarding rule that changes the number). Unset, Geyser advertises the Bedrock port.',
    docPath: '/wiki/geyser/port-forwarding/',
  },
  {
    path: ['bedrock', 'enable-proxy-protocol'],
    group: 'bedrock',
    type: 'boolean',
    default: false,
    label: 'Expect PROXY protocol from Bedrock connections',
    description:
      'Turn on only when a UDP reverse proxy that speaks the PROXY protocol sits in front of Geyser. With it on, direct connections without the PROXY header fail.',
  },
  {
    path: ['bedrock', 'proxy-protocol-whitelisted-ips'],
    group: 'bedrock',
    type: 'stringList',
    default: ['127.0.0.1', '172.18.0.0/16'],
    entryFormat: 'proxyAllowEntry',
    commentedOutByDefault: true,
    label: 'Trusted PROXY protocol senders',
    description:
      'When PROXY protocol is expected, only these addresses may send it. One entry per line: an IP address, a subnet such as 10.0.0.0/8, or the http(s) address of a plain text list. Unset or empty, any address is trusted, so prefer a firewall when you can.',
  },
  {
    path: ['remote', 'address'],
    group: 'remote',
    type: 'string',
    default: 'auto',
    format: 'remoteAddress',
    label: 'Java server address',
    description:
      'Where the Java server runs. Keep "auto" for the plugin and mod versions: Geyser then finds the address, port and login type itself, and picks up Floodgate. Standalone treats "auto" as 127.0.0.1.',
  },
  {
    path: ['remote', 'port'],
    group: 'remote',
    type: 'integer',
    default: 25565,
    min: PORT_MIN,
    max: PORT_MAX,
    label: 'Java server port',
    description: 'The TCP port of the Java server. With the address on "auto", plugin versions use the server\'s own port instead.',
  },
  {
    path: ['remote', 'auth-type'],
    group: 'remote',
    type: 'enum',
    default: 'online',
    allowed: ['online', 'offline', 'floodgate'],
    caseInsensitive: true,
    label: 'Login type',
    description:
      'How Bedrock players log in to the Java server. "online": each player signs in with a Java account. "offline": for servers in offline mode. "floodgate": players join without a Java account, which needs the Floodgate plugin.',
    docPath: '/wiki/floodgate/setup/',
  },
  {
    path: ['remote', 'use-proxy-protocol'],
    group: 'remote',
    type: 'boolean',
    default: false,
    label: 'Send PROXY protocol to the Java server',
    description:
      'Adds a PROXY protocol header to Geyser\'s connection to the Java server, so the server sees players\' real addresses. Only for servers or proxies (Velocity, BungeeCord) that have PROXY protocol turned on; otherwise nobody can join.',
  },
  {
    path: ['remote', 'forward-hostname'],
    group: 'remote',
    type: 'boolean',
    default: false,
    label: 'Forward the hostname',
    description:
      'Passes the address a Bedrock player typed on to the Java server. Proxies use it for forced hosts, sending players to a server by the domain they used.',
  },
  {
    path: ['floodgate-key-file'],
    group: 'general',
    type: 'string',
    default: 'key.pem',
    format: 'fileName',
    label: 'Floodgate key file',
    description:
      'The file with Floodgate\'s public key, relative to Geyser\'s folder. Only used with the floodgate login type; when Floodgate runs on the same server, Geyser finds the key on its own.',
    docPath: '/wiki/floodgate/setup/',
  },
  {
    path: ['saved-user-logins'],
    group: 'general',
    type: 'stringList',
    default: [
      'ThisExampleUsernameShouldBeLongEnoughToNeverBeAnXboxUsername',
      'ThisOtherExampleUsernameShouldAlsoBeLongEnough',
    ],
    entryFormat: 'playerName',
    hiddenInForm: true,
    label: 'Remembered Java logins',
    description:
      'Bedrock players whose Java sign-in Geyser keeps, so they need not sign in again. The editor keeps this list as it is.',
  },
  {
    path: ['pending-authentication-timeout'],
    group: 'general',
    type: 'integer',
    default: 120,
    min: 1,
    label: 'Sign-in time limit (seconds)',
    description:
      'How long Geyser waits for a player to finish signing in to their Microsoft account with the online login type. The player may leave the server meanwhile.',
  },
  {
    path: ['command-suggestions'],
    group: 'general',
    type: 'boolean',
    default: true,
    label: 'Send command suggestions',
    description:
      'Sends the server\'s command list to Bedrock players for completion. Turn it off if Bedrock players freeze the first time they open the chat on a server with many commands.',
  },
  {
    path: ['passthrough-motd'],
    group: 'general',
    type: 'boolean',
    default: true,
    label: 'Relay the Java message of the day',
    description: 'Shows the Java server\'s message of the day in the Bedrock server list instead of the two lines set above.',
  },
  {
    path: ['passthrough-player-counts'],
    group: 'general',
    type: 'boolean',
    default: true,
    label: 'Relay the player count',
    description: 'Shows the Java server\'s online and maximum player numbers in the Bedrock server list.',
  },
  {
    path: ['legacy-ping-passthrough'],
    group: 'general',
    type: 'boolean',
    default: false,
    label: 'Relay by pinging the server',
    description:
      'Asks the Java server for its list entry over the network, like a Java client would. Only turn it on when the relayed message or player count is missing or wrong. No effect on Standalone.',
  },
  {
    path: ['ping-passthrough-interval'],
    group: 'general',
    type: 'integer',
    default: 3,
    min: 1,
    label: 'Ping interval (seconds)',
    description:
      'How often Geyser asks the Java server for its list entry, on Standalone or with pinging on. Raise it if the console shows broken pipe errors.',
  },
  {
    path: ['forward-player-ping'],
    group: 'general',
    type: 'boolean',
    default: false,
    label: 'Forward Bedrock ping',
    description:
      'Reports Bedrock players\' real latency to the Java server. More accurate ping, but players may be timed out more easily.',
  },
  {
    path: ['max-players'],
    group: 'general',
    type: 'integer',
    default: 100,
    min: 0,
    label: 'Shown player limit',
    description: 'The maximum player number shown in the Bedrock server list. It does not limit how many players can join.',
  },
  {
    path: ['debug-mode'],
    group: 'general',
    type: 'boolean',
    default: false,
    label: 'Debug messages',
    description: 'Writes extra details to the console for troubleshooting. Noisy; turn it off again afterwards.',
  },
  {
    path: ['show-cooldown'],
    group: 'gameplay',
    type: 'enum',
    default: 'title',
    allowed: ['title', 'actionbar', 'false'],
    caseInsensitive: true,
    legacyAliases: ['true'],
    label: 'Attack cooldown indicator',
    description:
      'Bedrock has no attack cooldown display of its own, so Geyser can draw one: "title" in the middle of the screen, "actionbar" above the hotbar, or "false" for none. Some players see a dark box behind it unless they set the text background opacity to 0 in their accessibility settings.',
  },
  {
    path: ['show-coordinates'],
    group: 'gameplay',
    type: 'boolean',
    default: true,
    label: 'Show coordinates',
    description: 'Lets Bedrock players see their coordinates on screen.',
  },
  {
    path: ['disable-bedrock-scaffolding'],
    group: 'gameplay',
    type: 'boolean',
    default: false,
    label: 'Block Bedrock bridging',
    description: 'Stops Bedrock players from using their edition\'s scaffolding-style bridging, which Java players cannot do.',
  },
  {
    path: ['emote-offhand-workaround'],
    group: 'gameplay',
    type: 'enum',
    default: 'disabled',
    allowed: ['disabled', 'no-emotes', 'emotes-and-offhand'],
    quoted: true,
    label: 'Emote swaps hands',
    description:
      'Bedrock has no key to swap items between hands. "no-emotes": an emote swaps the items and other players no longer see emotes. "emotes-and-offhand": an emote swaps the items and is still shown. "disabled": emotes stay plain emotes.',
  },
  {
    path: ['default-locale'],
    group: 'general',
    type: 'string',
    default: 'en_us',
    format: 'locale',
    commentedOutByDefault: true,
    label: 'Fallback language',
    description:
      'The language Geyser uses when it has no translation for a player\'s own language, written like en_us or de_de. Unset, Geyser uses the system language of the machine.',
    docPath: '/wiki/geyser/translations/',
  },
  {
    path: ['cache-images'],
    group: 'general',
    type: 'integer',
    default: 0,
    min: 0,
    label: 'Keep downloaded images (days)',
    description: 'How many days Geyser keeps skin and cape images on disk instead of downloading them again. 0 keeps none.',
  },
  {
    path: ['allow-custom-skulls'],
    group: 'gameplay',
    type: 'boolean',
    default: true,
    label: 'Show custom heads',
    description: 'Shows player heads with custom textures. Slow devices may lose some performance.',
    docPath: '/wiki/geyser/custom-skulls/',
  },
  {
    path: ['max-visible-custom-skulls'],
    group: 'gameplay',
    type: 'integer',
    default: 128,
    min: -1,
    label: 'Custom heads shown at once',
    description: 'The most custom heads a player sees at the same time. -1 shows every head at any distance.',
  },
  {
    path: ['custom-skull-render-distance'],
    group: 'gameplay',
    type: 'integer',
    default: 32,
    min: 0,
    label: 'Custom head distance (blocks)',
    description: 'How far from the player, in blocks, custom heads are drawn. Geyser never goes beyond 64.',
  },
  {
    path: ['add-non-bedrock-items'],
    group: 'gameplay',
    type: 'boolean',
    default: true,
    label: 'Add Java-only items and blocks',
    description:
      'Adds items and blocks Bedrock does not have, and with them custom blocks, items and heads. Turn it off only behind a proxy that switches servers without transfer packets. Needs a restart.',
    docPath: '/wiki/geyser/custom-items/',
  },
  {
    path: ['above-bedrock-nether-building'],
    group: 'gameplay',
    type: 'boolean',
    default: false,
    label: 'Build above the Nether roof',
    description:
      'Bedrock cannot show blocks above height 127 in the Nether. This pretends the Nether is the End so players can build there; the whole Nether then has one red fog.',
  },
  {
    path: ['force-resource-packs'],
    group: 'gameplay',
    type: 'boolean',
    default: true,
    label: 'Require resource packs',
    description: 'Players must accept the server\'s Bedrock resource packs to join. Off, they may decline them and still play.',
    docPath: '/wiki/geyser/packs/',
  },
  {
    path: ['xbox-achievements-enabled'],
    group: 'gameplay',
    type: 'boolean',
    default: false,
    label: 'Xbox achievements',
    description: 'Lets Bedrock players unlock Xbox achievements while on your server.',
  },
  {
    path: ['log-player-ip-addresses'],
    group: 'general',
    type: 'boolean',
    default: true,
    label: 'Log player IP addresses',
    description: 'Writes the IP address of each connecting player to the server log.',
  },
  {
    path: ['notify-on-new-bedrock-update'],
    group: 'general',
    type: 'boolean',
    default: true,
    label: 'Warn about new Bedrock versions',
    description:
      'Tells the console and operators when a Geyser build exists for a newer Bedrock version than this one supports. Worth keeping on: Bedrock devices update on their own.',
  },
  {
    path: ['unusable-space-block'],
    group: 'gameplay',
    type: 'string',
    default: 'minecraft:barrier',
    format: 'itemId',
    label: 'Item for unusable slots',
    description:
      'The item that fills inventory slots Bedrock shows but Java does not have, such as the small crafting grid in creative mode. Written as an item ID.',
  },
  {
    path: ['metrics', 'enabled'],
    group: 'metrics',
    type: 'boolean',
    default: true,
    label: 'Send anonymous statistics',
    description: 'Shares anonymous usage numbers (player count, operating system and similar) with bStats.',
  },
  {
    path: ['metrics', 'uuid'],
    group: 'metrics',
    type: 'string',
    default: 'generateduuid',
    format: 'metricsId',
    readOnly: true,
    label: 'Statistics ID',
    description: 'Identifies this server to bStats. Geyser fills it in itself; leave it as it is.',
  },
  {
    path: ['scoreboard-packet-threshold'],
    group: 'advanced',
    type: 'integer',
    default: 20,
    min: 0,
    label: 'Scoreboard update threshold',
    description:
      'Above this many scoreboard updates per second, Geyser redraws the scoreboard only a few times per second, which prevents lag from busy scoreboards.',
  },
  {
    path: ['enable-proxy-connections'],
    group: 'advanced',
    type: 'boolean',
    default: false,
    label: 'Allow Bedrock proxies',
    description: 'Accepts connections that come through ProxyPass or WaterdogPE.',
  },
  {
    path: ['mtu'],
    group: 'advanced',
    type: 'integer',
    default: 1400,
    min: 576,
    max: 1492,
    label: 'Maximum packet size (MTU)',
    description:
      'The largest network packet Geyser sends to Bedrock players, in bytes. Lower it only if players on some networks cannot stay connected.',
  },
  {
    path: ['use-direct-connection'],
    group: 'advanced',
    type: 'boolean',
    default: true,
    label: 'Direct connection',
    description:
      'Plugin versions hand players to the server inside the same process instead of opening a network connection, which is faster. Turn it off only if a plugin that works with packets misbehaves.',
  },
  {
    path: ['disable-compression'],
    group: 'advanced',
    type: 'boolean',
    default: true,
    label: 'Skip Java compression',
    description: 'With a direct connection, Geyser skips compressing data it never sends over a network. Needs direct connection on.',
  },
  {
    path: ['config-version'],
    group: 'advanced',
    type: 'integer',
    default: SUPPORTED_CONFIG_VERSION,
    min: SUPPORTED_CONFIG_VERSION,
    max: SUPPORTED_CONFIG_VERSION,
    readOnly: true,
    label: 'Config version',
    description: 'Tells Geyser which layout this file has. Never change it by hand.',
    docPath: '/wiki/geyser/understanding-the-config/',
  },
];

/** Keys that older Geyser releases read and version 4 ignores; the editor keeps and labels them. */
export interface RetiredConfigKey {
  path: readonly string[];
  /** Year of the Geyser change that stopped reading the key. */
  retiredIn: number;
}

export const retiredConfigKeys: readonly RetiredConfigKey[] = [
  {path: ['userAuths'], retiredIn: 2022},
  {path: ['remote', 'allow-password-authentication'], retiredIn: 2024},
  {path: ['allow-third-party-capes'], retiredIn: 2024},
  {path: ['allow-third-party-ears'], retiredIn: 2024},
  {path: ['always-quick-change-armor'], retiredIn: 2023},
  {path: ['passthrough-protocol-name'], retiredIn: 2023},
  {path: ['general-thread-pool'], retiredIn: 2021},
  {path: ['cache-chunks'], retiredIn: 2021},
  {path: ['use-adapters'], retiredIn: 2021},
];

/** The dotted form used as an id: `bedrock.port`. */
export function optionKey(option: Pick<ConfigOption, 'path'>): string {
  return option.path.join('.');
}

const optionsByKey = new Map(geyserConfigOptions.map((option) => [optionKey(option), option]));

export function findOption(key: string): ConfigOption | undefined {
  return optionsByKey.get(key);
}

export function isConfigSection(key: string): key is ConfigSection {
  return (configSections as readonly string[]).includes(key);
}
