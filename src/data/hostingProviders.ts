/**
 * Server hosts and how to get Bedrock players onto them through Geyser.
 * Rendered by src/components/HostingProviders on /wiki/geyser/supported-hosting-providers/
 * and checked by tests/unit/hostingProviders.test.ts.
 *
 * Entries are reported by hosts and the community, not tested by the Geyser team.
 * Keep each category sorted by name (case-insensitive). Steps are plain text:
 * `backticks` become inline code and https:// links become links when rendered.
 */
/**
 * built-in: Geyser is preinstalled or installable in one click from the panel.
 * supported: works, with steps. A host that only sells in one region is filed here (or under built-in),
 *   with a `note` starting "Limited by region" that names the region.
 * unsupported: does not work (the `note` says why).
 */
/**
 * The list this file mirrors (GeyserMC/GeyserWebsite, branch master): its `built_in`, `support` and
 * `no_support` lists are our built-in, supported and unsupported categories. `npm run check:upstream`
 * compares the host names and categories; the steps are ours.
 */
export const hostingProvidersUpstream = {repo: 'GeyserMC/GeyserWebsite', path: 'src/data/providers.ts'} as const;

export type ProviderCategory = 'built-in' | 'supported' | 'unsupported';

/** The server software the setup guide covers: the Geyser builds a rented server can run. */
export const serverSoftware = ['paper', 'velocity', 'bungeecord', 'fabric', 'neoforge'] as const;
export type ServerSoftware = (typeof serverSoftware)[number];

/**
 * How a host gets Bedrock players to Geyser, as data the setup guide (src/lib/host-setup) turns into
 * steps and config values. It restates the prose `steps`; tests/unit/hostingProviders.test.ts keeps the two in agreement.
 * - panel-install: a switch, menu or installer in the host's panel installs and configures Geyser;
 *   `panelOption` is its name, word for word as the steps give it.
 * - preinstalled: the host runs Geyser for you (or sells servers with it); nothing to configure.
 * - java-port: Geyser listens on the Java port (plus `offset`, when the host names one), typed into `port` under `bedrock`.
 * - clone-remote-port: `clone-remote-port: true`, so Geyser always takes the Java port.
 * - udp-port-on-request: the host gives an extra UDP port, from its `support` or its `panel`; it goes into `port` under `bedrock`.
 * - dedicated-ip: the server has an IP address of its own, so the default Bedrock port 19132 works unchanged.
 * - bind-address: `address` under `bedrock` must be the server's IP address.
 * - host-assigned-port: you install Geyser; the host writes the port into its config.
 * - host-guide: the host keeps its own instructions (`guide`, one of the step links).
 * - unsupported: Geyser cannot work there (the note says why).
 * `bindAddress: true` adds the bind-address change to a port method.
 */
export type HostMethod =
  | {kind: 'panel-install'; panelOption: string}
  | {kind: 'preinstalled'}
  | {kind: 'java-port'; offset?: number; bindAddress?: true}
  | {kind: 'clone-remote-port'; bindAddress?: true}
  | {kind: 'udp-port-on-request'; askIn: 'support' | 'panel'; bindAddress?: true}
  | {kind: 'dedicated-ip'}
  | {kind: 'bind-address'}
  | {kind: 'host-assigned-port'}
  | {kind: 'host-guide'; guide: string}
  | {kind: 'unsupported'};

export type HostMethodKind = HostMethod['kind'];

export interface HostingProvider {
  name: string;
  url: string;
  category: ProviderCategory;
  steps: string[];
  note?: string;
  /** How Bedrock players get in, as data for the setup guide. */
  method: HostMethod;
  /** Other names readers know the host by (searched by the setup guide's host box). */
  aliases?: string[];
  /** The server software the host's Geyser route runs on, when it is not every kind. */
  software?: ServerSoftware[];
}

/** Display order of the sections; each section's heading id is the category itself. */
export const providerCategories: readonly ProviderCategory[] = ['built-in', 'supported', 'unsupported'];

// Several hosts only need Geyser to share the Java port. These are the shared wordings.
const shareJavaPort: string[] = [
  'In the Geyser config, set `clone-remote-port` to `true`, or type your Java port into `port` under `bedrock` yourself.',
  'Restart, then join from Bedrock with the same address and port that Java players use.',
];

const shareJavaPortAndBindIp: string[] = [
  'In the Geyser config, set `clone-remote-port` to `true`, or type your Java port into `port` under `bedrock` yourself.',
  'Replace `0.0.0.0` in `address` under `bedrock` with the IP address of your Java server.',
  'Restart, then join from Bedrock with the same address and port that Java players use.',
];

const bindToServerIp: string[] = [
  'Replace `0.0.0.0` in `address` under `bedrock` with the IP address of your server.',
  'Restart the server so Geyser binds to that address.',
];

const regionNote = (region: string): string => `Limited by region: this host only serves customers in ${region}.`;

export const hostingProviders: HostingProvider[] = [
  // built-in
  {
    name: 'Apex Hosting',
    category: 'built-in',
    url: 'https://apexminecrafthosting.com/',
    method: {kind: 'panel-install', panelOption: 'Geyser Auto Installer'},
    aliases: ['Apex Minecraft Hosting'],
    steps: [
      'Open the Customizations tab of the Apex panel and switch the Geyser Auto Installer option to Enabled.',
      'Restart, then join from Bedrock with your usual Java address and port.',
      "Screenshots of each step are in Apex's article: https://apexminecrafthosting.com/geysermc/",
    ],
  },
  {
    name: 'Arth Hosting',
    category: 'built-in',
    url: 'https://arthmc.xyz/',
    method: {kind: 'preinstalled'},
    steps: [
      'Nothing to install: every server ships with Geyser already set up.',
      'If you do not want Bedrock players, turn Geyser off in the Manage Plugins menu.',
    ],
  },
  {
    name: 'Aternos',
    category: 'built-in',
    url: 'https://aternos.org/',
    method: {kind: 'panel-install', panelOption: 'Aternos plugin list'},
    steps: [
      'Pick Geyser from the Aternos plugin list and install it.',
      'Start the server and join from Bedrock with the address and port you use on Java.',
      'Aternos installs the newest Geyser once but never updates it. To update, install it again from the list; there is no need to remove the old copy first.',
      'Aternos help article: https://support.aternos.org/hc/en-us/articles/360051047631',
    ],
  },
  {
    name: 'AxentHost',
    category: 'built-in',
    url: 'https://axenthost.com/games/minecraft/',
    method: {kind: 'panel-install', panelOption: 'Variants tab'},
    steps: [
      'Fastest route: in the Variants tab choose GeyserMC. The server is reinstalled as Paper with Geyser-Spigot added.',
      'Keeping another variant such as Paper? Upload the Geyser jar yourself and set `clone-remote-port` to `true` in its config.',
      'AxentHost walks through both routes here: https://axenthost.com/knowledgebase/categories/minecraft/create-a-crossplay-server-with-geyser/',
    ],
  },
  {
    name: 'BedrockHost',
    category: 'built-in',
    url: 'https://bedrockhost.pl/',
    method: {kind: 'panel-install', panelOption: 'Ready-made solutions'},
    software: ['paper'],
    steps: [
      'In the panel, go to Install new engine, then Ready-made solutions, and select Geyser. You get Paper plus Geyser-Spigot with nothing left to configure.',
      'Join from Bedrock with the Java address and port.',
      "The host's Polish guide also covers a hand-made setup: https://bedrockhost.pl/w/geyser-czyli-serwer-minecraft-java-i-bedrock-w-jednym",
    ],
  },
  {
    name: 'CloudNord',
    category: 'built-in',
    url: 'https://cloudnord.net/',
    method: {kind: 'preinstalled'},
    steps: [
      'Buy the server from the crossplay section of the shop: https://cloudnord.net/minecraftcrossplay-server-hosting/',
      'Use the join details CloudNord sends with the new server.',
    ],
  },
  {
    name: 'ConsulHosting',
    category: 'built-in',
    url: 'https://consulhosting.com/minecraft-server-hosting/',
    method: {kind: 'panel-install', panelOption: 'GeyserMC option'},
    steps: [
      'In the server panel, open Software, choose the GeyserMC option and let it install itself. No manual configuration is needed.',
      'Illustrated tutorial: https://consulhosting.com/help/install-geysermc/',
    ],
  },
  {
    name: 'CreeperHost',
    category: 'built-in',
    url: 'https://www.creeperhost.net/',
    method: {kind: 'panel-install', panelOption: 'Geyser toggle'},
    steps: ['Flip the Geyser toggle in the control panel. It is not always on for new servers.', 'Restart the server so the change applies.'],
  },
  {
    name: 'Cubes Hosting',
    category: 'built-in',
    url: 'https://www.cubes.host/',
    method: {kind: 'panel-install', panelOption: 'plugin manager'},
    steps: [
      'Install Geyser from the plugin manager and restart.',
      'Geyser is given an extra port of its own. Read it from the server console and hand that port to your Bedrock players.',
      'Need Geyser Standalone instead? Open a support ticket and the host will set it up.',
    ],
  },
  {
    name: 'exaroton',
    category: 'built-in',
    url: 'https://exaroton.com/',
    method: {kind: 'panel-install', panelOption: 'exaroton plugin list'},
    steps: [
      'Add Geyser from the exaroton plugin list.',
      'Join from Bedrock with the Java address and port.',
      "exaroton's article: https://support.exaroton.com/hc/en-us/articles/360019857918-Geyser",
    ],
  },
  {
    name: 'FreeMcServer.net',
    category: 'built-in',
    url: 'https://freemcserver.net/',
    method: {kind: 'panel-install', panelOption: 'Plugins tab'},
    steps: ['Open the Plugins tab and install Geyser.', 'Join from Bedrock with the Java address and port.'],
  },
  {
    name: 'GGServers',
    category: 'built-in',
    url: 'https://ggservers.com/',
    method: {kind: 'panel-install', panelOption: 'automatic plugin installer'},
    steps: ['Add Geyser to any server through the automatic plugin installer. Nothing else has to be configured.'],
  },
  {
    name: 'KaasHosting',
    category: 'built-in',
    url: 'https://www.kaashosting.nl/minecraft-servers',
    method: {kind: 'panel-install', panelOption: 'Plugin Installer tab'},
    steps: [
      'Go to the Plugin Installer tab, search for Geyser and press Install Automatically. Manual installs work too.',
      'Join from Bedrock with the Java address and port.',
      'Dutch guide from the host: https://www.kaashosting.nl/help/nl/minecraft/hoe-maak-ik-mijn-minecraft-server-crossplay-met-geysermc',
    ],
  },
  {
    name: 'Lilypad',
    category: 'built-in',
    url: 'https://lilypad.gg/',
    method: {kind: 'panel-install', panelOption: 'Enable Bedrock crossplay?'},
    steps: [
      'While changing the server software, tick "Enable Bedrock crossplay?". Geyser and Floodgate are then installed and configured for you.',
      'More about the option: https://lilypad.gg/bedrock',
    ],
  },
  {
    name: 'MCServerHost',
    category: 'built-in',
    url: 'https://mcserverhost.com/',
    method: {kind: 'panel-install', panelOption: 'Crossplay'},
    steps: [
      'In the server configuration, pick Crossplay. Geyser and Floodgate are installed automatically.',
      'Bedrock players join with the connection address the panel shows.',
      'Updating works by swapping both jar files through the server manager, followed by a restart.',
    ],
  },
  {
    name: 'Minefort',
    category: 'built-in',
    url: 'https://minefort.com/',
    method: {kind: 'panel-install', panelOption: 'Allow Bedrock'},
    steps: [
      'On the server dashboard, under Connect Support, check that Allow Bedrock is turned on.',
      'Bedrock players either connect to `play.minefort.com` and type `/server <servername>`, or go straight to `<servername>.minefort.com`.',
    ],
  },
  {
    name: 'Minehut',
    category: 'built-in',
    url: 'https://minehut.com/',
    method: {kind: 'preinstalled'},
    steps: [
      'Bedrock players connect to `bedrock.minehut.com` and type `/join <servername>`.',
      'A direct address also works: `<servername>.bedrock.minehut.gg`.',
    ],
  },
  {
    name: 'OMGServ',
    category: 'built-in',
    url: 'https://www.omgserv.com/en/',
    method: {kind: 'panel-install', panelOption: 'install menu'},
    steps: [
      'Choose Geyser in the install menu and it is set up automatically.',
      'Floodgate can be switched on among the server properties on the dashboard.',
    ],
  },
  {
    name: 'Physgun',
    category: 'built-in',
    url: 'https://physgun.com/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'PiglinHost',
    category: 'built-in',
    url: 'https://piglinhost.com/',
    method: {kind: 'preinstalled'},
    steps: [
      'Order from the cross-platform server plans: https://piglinhost.com/minecraft-java-hosting.html',
      'Already have a server? Ask support, by ticket or on Discord, to install and configure Geyser.',
    ],
  },
  {
    name: 'Play Hosting',
    category: 'built-in',
    url: 'https://play.hosting/',
    method: {kind: 'panel-install', panelOption: 'Enable Bedrock crossplay?'},
    steps: [
      'While changing the server software, tick "Enable Bedrock crossplay?". Geyser and Floodgate are then installed and configured for you.',
      'Host documentation: https://help.play.hosting/minecraft/crossplay',
    ],
  },
  {
    name: 'Pufferfish Host',
    category: 'built-in',
    url: 'https://pufferfish.host/',
    method: {kind: 'preinstalled'},
    steps: ['Nothing to do: Geyser comes installed and configured on every server.'],
  },
  {
    name: 'Server.pro',
    category: 'built-in',
    url: 'https://server.pro/',
    method: {kind: 'panel-install', panelOption: 'service type menu'},
    aliases: ['ServerPro'],
    steps: [
      'VPS plans: pick Geyser from the service type menu, then turn Floodgate on in the dashboard configuration if you want it.',
      'Free and Premium plans (manual install): set `port` under `bedrock` to your Java port and join with it. On the Free plan, also set `clone-remote-port` to `true`.',
      'PRO and VPS plans may use any port, as long as you open it in the Firewall tab first.',
    ],
  },
  {
    name: 'ServerPrism',
    category: 'built-in',
    url: 'https://serverprism.com/',
    method: {kind: 'panel-install', panelOption: 'plugin installer'},
    software: ['paper'],
    steps: [
      'Run a server type that loads plugins, such as Paper, Spigot or Purpur.',
      'Install Geyser with the plugin installer in the panel.',
      'Join from Bedrock with the Java address and port.',
    ],
  },
  {
    name: 'SRKHOST',
    category: 'built-in',
    url: 'https://www.srkhost.eu/',
    method: {kind: 'panel-install', panelOption: 'version changer page'},
    steps: ['Turn Geyser on from the version changer page.', 'Geyser listens on a port the host assigns; give that port to Bedrock players.'],
  },
  {
    name: 'UltraServers',
    category: 'built-in',
    url: 'https://ultraservers.com/',
    method: {kind: 'panel-install', panelOption: 'Change version tab'},
    steps: [
      'New server: select Paper + Geyser in the Change version tab.',
      'Existing server: install Geyser from the Plugins/Minecraft mods tab instead.',
      'Join from Bedrock with the Java address and port.',
      'Host documentation: https://docs.ultraservers.com/minecraft/plugins-mods/crossplay-on-java-and-bedrock',
    ],
  },
  {
    name: 'VemoxHost',
    category: 'built-in',
    url: 'https://vemoxhost.com/',
    method: {kind: 'panel-install', panelOption: 'options in the panel'},
    steps: [
      'Enable GeyserMC from the options in the panel; installation is fully automatic.',
      'Restart, then join from Bedrock with the Java address and port.',
    ],
  },
  {
    name: 'WiseHosting',
    category: 'built-in',
    url: 'https://wisehosting.com/',
    method: {kind: 'panel-install', panelOption: 'Addons tab'},
    steps: [
      'In the Game Panel, open the Addons tab and look for the GeyserMC presets. A manual install is possible too.',
      'Press Install, then restart the server.',
      'Host FAQ: https://wisehosting.com/help/how-to-install-geysermc-to-your-minecraft-server',
    ],
  },
  {
    name: 'ZapHosting',
    category: 'built-in',
    url: 'https://zap-hosting.com/en/',
    method: {kind: 'panel-install', panelOption: 'control panel'},
    aliases: ['ZAP-Hosting'],
    steps: ['Install the Geyser plugin from the control panel and restart.', 'Bedrock players use the same address and port as Java players.'],
  },
  // supported (some only in one region; their note says which)
  {
    name: 'Akliz',
    category: 'supported',
    url: 'https://www.akliz.net/',
    method: {kind: 'udp-port-on-request', askIn: 'panel'},
    steps: [
      'Akliz has a port forwarding option that works for Geyser. Open a UDP port with it.',
      'Type that port into `port` under `bedrock` in the Geyser config, restart, and join with it.',
    ],
  },
  {
    name: 'Aquatis',
    category: 'supported',
    url: 'https://aquatis.host/',
    method: {kind: 'udp-port-on-request', askIn: 'support'},
    steps: ['Open a support ticket and ask for a UDP port.', 'Put that number in `port` under `bedrock`, restart, and join with it.'],
  },
  {
    name: 'Birdflop',
    category: 'supported',
    url: 'https://birdflop.com/',
    method: {kind: 'udp-port-on-request', askIn: 'panel'},
    steps: [
      'Create an allocation in the Network tab.',
      'With a dedicated IP, you can instead ask in a ticket for the default Bedrock port, 19132.',
      'Put the allocated port in `port` under `bedrock` and restart.',
    ],
  },
  {
    name: 'BisectHosting',
    category: 'supported',
    url: 'https://www.bisecthosting.com/',
    method: {kind: 'udp-port-on-request', askIn: 'panel'},
    aliases: ['Bisect'],
    steps: [
      'Open the Network tab and copy a free port that no mod is using.',
      'In the `bedrock` section of the Geyser config, change `port` to the number you copied, then restart.',
      'Full guide from Bisect: https://www.bisecthosting.com/clients/index.php?rp=/knowledgebase/193/How-to-install-Geyser-and-Floodgate-on-a-Minecraft-Java-server.html',
      'Still unable to join? Contact Bisect support, since UDP is reported to be switched off on some of their nodes.',
    ],
  },
  {
    name: 'Bloom.Host',
    category: 'supported',
    url: 'https://www.bloom.host/',
    method: {kind: 'host-guide', guide: 'https://docs.bloom.host/multiplatform/geysermc'},
    steps: ["Follow Bloom's own Geyser instructions: https://docs.bloom.host/multiplatform/geysermc"],
  },
  {
    name: 'Clovux',
    category: 'supported',
    url: 'https://clovux.net/',
    method: {kind: 'bind-address'},
    steps: bindToServerIp,
  },
  {
    name: 'Craft-Hosting',
    category: 'supported',
    url: 'https://craft-hosting.ru/',
    method: {kind: 'java-port'},
    steps: ['Set `port` under `bedrock` to your Java port and join with it.'],
    note: 'Limited by region: this host appears to serve customers in Russia only.',
  },
  {
    name: 'DedicatedMC',
    category: 'supported',
    url: 'https://dedicatedmc.io/',
    method: {kind: 'host-guide', guide: 'https://docs.dedicatedmc.io/plugins-mods/how-to-install-geysermc/'},
    steps: ["Follow DedicatedMC's own Geyser instructions: https://docs.dedicatedmc.io/plugins-mods/how-to-install-geysermc/"],
  },
  {
    name: 'ElfIDC',
    category: 'supported',
    url: 'https://www.elfidc.com/',
    method: {kind: 'preinstalled'},
    software: ['paper'],
    steps: ['When ordering, pick Paper/Spigot + Geyser so the plugin is installed for you.', 'Join from Bedrock with the Java address and port.'],
    note: regionNote('China'),
  },
  {
    name: 'EnviroMC',
    category: 'supported',
    url: 'https://enviromc.host/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'ExtraVM',
    category: 'supported',
    url: 'https://extravm.com/',
    method: {kind: 'bind-address'},
    steps: bindToServerIp,
  },
  {
    name: 'FadeHost',
    category: 'supported',
    url: 'https://fadehost.com/',
    method: {kind: 'java-port'},
    steps: ['Set `port` under `bedrock` to your Java port and join with it.', 'Want Bedrock on a separate port? Buy a dedicated IP address.'],
  },
  {
    name: 'FakaHeda',
    category: 'supported',
    url: 'https://fakaheda.eu/',
    method: {kind: 'java-port'},
    steps: [
      'Set `port` under `bedrock` to the Java port, or to one of the extra ports your server was given.',
      'Restart and join from Bedrock with that port.',
    ],
  },
  {
    name: 'FalixNodes',
    category: 'supported',
    url: 'https://falixnodes.net/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'Ferox Hosting',
    category: 'supported',
    url: 'https://feroxhosting.nl/',
    method: {kind: 'udp-port-on-request', askIn: 'panel'},
    steps: [
      'Open a port yourself in the panel and use it as `port` under `bedrock`.',
      "Installation help is in the host's knowledge base: https://feroxhosting.nl/kb/",
    ],
  },
  {
    name: 'Fluctis Hosting',
    category: 'supported',
    url: 'https://fluctishosting.com/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'FREAKHOSTING',
    category: 'supported',
    url: 'https://freakhosting.com/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'GameHosting.it',
    category: 'supported',
    url: 'https://www.gamehosting.it/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'GPortal',
    category: 'supported',
    url: 'https://www.g-portal.com/',
    method: {kind: 'udp-port-on-request', askIn: 'panel', bindAddress: true},
    aliases: ['G-Portal'],
    steps: [
      'Look up your query port in the panel. It ends in 65, for example 12365.',
      'Geyser may only use the five ports right after it. With a query port of 12365, pick one of 12366 to 12370 and put it in `port` under `bedrock`.',
      "Set `address` under `bedrock` to your server's IP, which the panel lists just above the query port. If that line starts with `#`, delete the `#`.",
    ],
  },
  {
    name: 'Hicoria',
    category: 'supported',
    url: 'https://hicoria.com/en/',
    method: {kind: 'udp-port-on-request', askIn: 'panel'},
    steps: [
      'Choose one of the ports allocated to your server and put it in `port` under `bedrock`.',
      'Restart and join from Bedrock with that port.',
    ],
  },
  {
    name: 'Host Havoc',
    category: 'supported',
    url: 'https://hosthavoc.com/minecraft',
    method: {kind: 'clone-remote-port'},
    aliases: ['HostHavoc'],
    steps: shareJavaPort,
  },
  {
    name: 'Hosterfy',
    category: 'supported',
    url: 'https://www.hosterfy.com/',
    method: {kind: 'clone-remote-port'},
    steps: [...shareJavaPort, 'If you would rather keep the ports apart, ask Hosterfy for an extra port.'],
  },
  {
    name: 'HostEZ',
    category: 'supported',
    url: 'https://hostez.io/minecraft',
    method: {kind: 'udp-port-on-request', askIn: 'support'},
    steps: ['Install the Geyser plugin yourself, or ask HostEZ to install it for you with a port of its own.'],
  },
  {
    name: 'Hosting-Minecraft',
    category: 'supported',
    url: 'https://hosting-minecraft.pro/',
    method: {kind: 'udp-port-on-request', askIn: 'panel'},
    steps: ['Create a new port in the Allocations tab.', 'Put that port in `port` under `bedrock`, restart, and join with it.'],
  },
  {
    name: 'HumbleServers',
    category: 'supported',
    url: 'https://humbleservers.com/',
    method: {kind: 'java-port'},
    steps: [
      'Set `port` under `bedrock` to the Java port or to one of your two extra ports, and join with that port.',
      'If your subdomain does not connect from Bedrock, use the numeric IP address instead.',
    ],
  },
  {
    name: 'KeKsHost',
    category: 'supported',
    url: 'https://kekshost.com/en/',
    method: {kind: 'dedicated-ip'},
    steps: [
      'Leave the Geyser config as it is. Bedrock players connect to the server IP on the default port, 19132.',
      'You may also ask for a different port and use that instead.',
    ],
  },
  {
    name: 'Kinetic Hosting',
    category: 'supported',
    url: 'https://kinetichosting.net/',
    method: {kind: 'clone-remote-port'},
    steps: [
      'Open a port on the Network and Ports page and put it in `port` under `bedrock`. Or set `clone-remote-port` to `true` to reuse the Java port.',
      'Join from Bedrock with the Java address and whichever port you chose.',
      'Host article: https://www.kinetichosting.net/articles/minecraft-java/plugins/geyser',
    ],
  },
  {
    name: 'MC-HOST24.de',
    category: 'supported',
    url: 'https://mc-host24.de/',
    method: {kind: 'clone-remote-port', bindAddress: true},
    steps: shareJavaPortAndBindIp,
  },
  {
    name: 'MCPEhost.ru',
    category: 'supported',
    url: 'https://mcpehost.ru/',
    method: {kind: 'udp-port-on-request', askIn: 'panel'},
    steps: [
      'In the server settings, create an extra port and enable the UDP protocol on it.',
      'Use that port as `port` under `bedrock`, then join with the Java address and the new port.',
    ],
  },
  {
    name: 'Meloncube',
    category: 'supported',
    url: 'https://www.meloncube.net/',
    method: {kind: 'udp-port-on-request', askIn: 'support'},
    steps: ['Ask support for a UDP port for Geyser.', 'Put it in `port` under `bedrock`, restart, and join with it.'],
  },
  {
    name: 'Minecraft-Hosting.pro',
    category: 'supported',
    url: 'https://www.minecraft-hosting.pro/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'MineStrator',
    category: 'supported',
    url: 'https://minestrator.com/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'Modrinth Hosting',
    category: 'supported',
    url: 'https://modrinth.com/hosting',
    method: {kind: 'host-guide', guide: 'https://support.modrinth.com/en/articles/10986613-adding-geyser-to-your-server'},
    steps: ["Follow Modrinth's own Geyser instructions: https://support.modrinth.com/en/articles/10986613-adding-geyser-to-your-server"],
  },
  {
    name: 'NFOservers',
    category: 'supported',
    url: 'https://nfoservers.com/',
    method: {kind: 'bind-address'},
    steps: [
      "Set `address` under `bedrock` to the server's IP address and restart.",
      'Another route is to run Geyser Standalone on its own Unmanaged VDS.',
    ],
  },
  {
    name: 'Nitrado',
    category: 'supported',
    url: 'https://nitrado.net/',
    method: {kind: 'java-port', offset: 4},
    steps: [
      'Install Geyser as a plugin.',
      'Take your Java port and add 4: that sum is the Bedrock port to put in `port` under `bedrock`. A Java port of 12345 means a Bedrock port of 12349.',
      "Nitrado's own instructions: https://wiki.nitrado.net/en/How_to_install_GeyserMC_and_Floodgate",
    ],
  },
  {
    name: 'Nodecraft',
    category: 'supported',
    url: 'https://nodecraft.com/',
    method: {kind: 'dedicated-ip'},
    steps: ["Use the server's default port for Bedrock.", 'Leave `address` under `bedrock` at `0.0.0.0`, or set it to your server IP.'],
  },
  {
    name: 'NolimitHost',
    category: 'supported',
    url: 'https://nolimithost.cc/',
    method: {kind: 'host-guide', guide: 'https://nolimithost.cc/docs/minecraft/geyser'},
    steps: ["Follow NolimitHost's own Geyser instructions: https://nolimithost.cc/docs/minecraft/geyser"],
  },
  {
    name: 'PaperNodes',
    category: 'supported',
    url: 'https://papernodes.com/',
    method: {kind: 'clone-remote-port'},
    steps: [...shareJavaPort, 'Alternatively, ask the host for an extra port or a dedicated IP.'],
  },
  {
    name: 'Pebblehost',
    category: 'supported',
    url: 'https://pebblehost.com/',
    method: {kind: 'clone-remote-port'},
    aliases: ['Pebble Host'],
    steps: [...shareJavaPort, 'Video walkthrough made for this host: https://youtu.be/v9lC80UBZF4'],
  },
  {
    name: 'PlanetNode',
    category: 'supported',
    url: 'https://planetnode.net/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'PUBCS',
    category: 'supported',
    url: 'https://pubcs.com/',
    method: {kind: 'java-port'},
    steps: [
      'Set `port` under `bedrock` to your Java port and join with it.',
      'Plans that include a dedicated IP address allow Bedrock on a separate port.',
    ],
  },
  {
    name: 'RackGenius',
    category: 'supported',
    url: 'https://rackgenius.com/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'Redline Hosting',
    category: 'supported',
    url: 'https://redlinehosting.net/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'Revivenode',
    category: 'supported',
    url: 'https://revivenode.com/',
    method: {kind: 'clone-remote-port'},
    steps: [
      'Make `port` under `bedrock` match the Java port, by typing it in or by setting `clone-remote-port` to `true`.',
      'Or add a second port in the network tab and use that one.',
      'If joins fail at random with "Unable to connect to world", read the OVH firewall section of the Port forwarding page.',
    ],
  },
  {
    name: 'ScalaCube',
    category: 'supported',
    url: 'https://scalacube.com/',
    method: {kind: 'clone-remote-port', bindAddress: true},
    steps: shareJavaPortAndBindIp,
  },
  {
    name: 'Shockbyte',
    category: 'supported',
    url: 'https://shockbyte.com/',
    method: {kind: 'host-assigned-port'},
    steps: [
      'Download Geyser and restart; the host sets the port for you.',
      'Join from Bedrock with the Java address and port.',
      'Geyser Standalone instructions from Shockbyte: https://shockbyte.com/billing/knowledgebase/173/Introduction-to-GeyserMCorDragonProxy-How-GeyserMC-Works.html',
    ],
  },
  {
    name: 'SimpleGameHosting',
    category: 'supported',
    url: 'https://simplegamehosting.com/',
    method: {kind: 'udp-port-on-request', askIn: 'support'},
    steps: [
      'Ask live chat support to open a port for Geyser.',
      "Install and configure Geyser with the host's help center guide: https://help.simplegamehosting.com/how-to-enable-crossplay-with-geyser-on-your-minecraft-server/",
    ],
  },
  {
    name: 'Skynode.pro',
    category: 'supported',
    url: 'https://skynode.pro/',
    method: {kind: 'udp-port-on-request', askIn: 'panel'},
    steps: ['Open Server Details and add a new port.', 'Put it in `port` under `bedrock`, then join with the Java address and that port.'],
  },
  {
    name: 'Sparked Host',
    category: 'supported',
    url: 'https://sparkedhost.com/',
    method: {kind: 'clone-remote-port'},
    aliases: ['SparkedHost'],
    steps: shareJavaPort,
  },
  {
    name: 'STIPE',
    category: 'supported',
    url: 'https://stipe.com.au/',
    method: {kind: 'java-port'},
    steps: ['Set `port` under `bedrock` to your Java port and join with it.'],
    note: regionNote('Australia'),
  },
  {
    name: 'The Minecraft Hosting',
    category: 'supported',
    url: 'https://theminecrafthosting.com/',
    method: {kind: 'dedicated-ip'},
    steps: [
      'Try the default Bedrock port, 19132, first.',
      'If that fails, set `port` under `bedrock` to your Java port and join with the Java IP and that port.',
    ],
  },
  {
    name: 'TNAHosting',
    category: 'supported',
    url: 'https://tnahosting.net/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'VexyHost',
    category: 'supported',
    url: 'https://vexyhost.com/',
    method: {kind: 'clone-remote-port'},
    steps: shareJavaPort,
  },
  {
    name: 'VoltHosting',
    category: 'supported',
    url: 'https://www.volthosting.co.uk/',
    method: {kind: 'clone-remote-port'},
    steps: [
      ...shareJavaPort,
      'Alternatively, request an extra port or buy a dedicated IP address.',
      'Still stuck? VoltHosting support: https://volthosting.co.uk/contact.html',
    ],
  },
  {
    name: 'Vultam',
    category: 'supported',
    url: 'https://vultam.net/',
    method: {kind: 'clone-remote-port'},
    steps: [
      'Set `clone-remote-port` to `true` and join with the Java address and port.',
      'Or allocate another port in the Network section of the control panel, put it in `port` under `bedrock`, and join with that port.',
      'Need a hand? Vultam support tickets: https://clients.vultam.net/submitticket.php?step=2&deptid=1',
    ],
  },
  {
    name: 'Wasabi Hosting',
    category: 'supported',
    url: 'https://wasabihosting.com/',
    method: {kind: 'java-port'},
    steps: ['Install Geyser with the plugin installer.', 'Set `port` under `bedrock` to the Java port, then join with the Java address and port.'],
  },
  {
    name: 'Wepwawet',
    category: 'supported',
    url: 'https://wepwawet.net/',
    method: {kind: 'udp-port-on-request', askIn: 'panel'},
    steps: ['Add a port in the Network tab.', 'Use it as `port` under `bedrock`.'],
  },
  {
    name: 'WinterNode',
    category: 'supported',
    url: 'https://winternode.com/',
    method: {kind: 'java-port'},
    steps: ['Set `port` under `bedrock` to the Java port and join with it.', 'Alternatively, request an extra port or buy a dedicated IP address.'],
  },
  {
    name: 'WitherHosting',
    category: 'supported',
    url: 'https://witherhosting.com/',
    method: {kind: 'java-port'},
    steps: [
      "Either reuse the Java port, or create a port in the panel's port manager and put it in `port` under `bedrock`.",
      'Host article: https://my.witherhosting.com/kb/how-to-install-and-use-geysermc-java',
    ],
  },
  // unsupported
  {
    name: 'Dawn',
    category: 'unsupported',
    url: 'https://dawn.gg/',
    method: {kind: 'unsupported'},
    steps: [],
    note: 'Its proxy network does not carry UDP, so Bedrock traffic never reaches Geyser. Run a Paper server yourself and use playit.gg in place of port forwarding.',
  },
  {
    name: 'MyArena',
    category: 'unsupported',
    url: 'https://www.myarena.ru/',
    method: {kind: 'unsupported'},
    steps: [],
    note: 'Geyser appears to start, but the Java runtime on offer is too old for it to run properly.',
  },
  {
    name: 'NiCraft',
    category: 'unsupported',
    url: 'https://www.ni-host.com/',
    method: {kind: 'unsupported'},
    steps: [],
    note: 'Offers no Bedrock support, and its firewall behaves like the OVH game firewall, which keeps most players from joining.',
  },
];
