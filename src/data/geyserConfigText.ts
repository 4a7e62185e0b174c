/**
 * The translatable label and description of every config option. The ids must be string literals
 * so `docusaurus write-translations` can find them; the English messages repeat the schema's, and
 * tests/unit/configSchema.test.ts fails if the two drift apart.
 */
import '@site/src/lib/i18n/groups/configEditor';
import {translate} from '@docusaurus/Translate';

export interface OptionText {
  label: string;
  description: string;
}

export function optionText(key: string): OptionText {
  switch (key) {
    case 'bedrock.address':
      return {
        label: translate({id: 'configEditor.option.bedrock.address.label', message: 'Listen address'}),
        description: translate({
          id: 'configEditor.option.bedrock.address.description',
          message:
            'The local network address Geyser accepts Bedrock connections on. 0.0.0.0 means every network interface of the machine. Only set it to limit Geyser to one interface, or when your host asks you to.',
        }),
      };
    case 'bedrock.port':
      return {
        label: translate({id: 'configEditor.option.bedrock.port.label', message: 'Bedrock port'}),
        description: translate({
          id: 'configEditor.option.bedrock.port.description',
          message:
            'The UDP port Bedrock players type into the server screen. It must be open for UDP traffic on your machine and router, or be a port your host gave you.',
        }),
      };
    case 'bedrock.clone-remote-port':
      return {
        label: translate({id: 'configEditor.option.bedrock.clone-remote-port.label', message: 'Use the Java port for Bedrock'}),
        description: translate({
          id: 'configEditor.option.bedrock.clone-remote-port.description',
          message:
            'On every start, Geyser listens on the same port number as the Java server and ignores the Bedrock port above. Useful on hosts that give you a single port that changes. Plugin and mod versions only.',
        }),
      };
    case 'bedrock.motd1':
      return {
        label: translate({id: 'configEditor.option.bedrock.motd1.label', message: 'Server list, first line'}),
        description: translate({
          id: 'configEditor.option.bedrock.motd1.description',
          message:
            'The first line Bedrock players see under your server in their server list. Ignored while the Java server\'s message is relayed (see "Relay the Java message of the day"). Left empty, Geyser shows "Geyser".',
        }),
      };
    case 'bedrock.motd2':
      return {
        label: translate({id: 'configEditor.option.bedrock.motd2.label', message: 'Server list, second line'}),
        description: translate({
          id: 'configEditor.option.bedrock.motd2.description',
          message:
            'The second line of the server list entry. Like the first line, it is replaced by the Java server\'s message when relaying is on.',
        }),
      };
    case 'bedrock.server-name':
      return {
        label: translate({id: 'configEditor.option.bedrock.server-name.label', message: 'Server name'}),
        description: translate({
          id: 'configEditor.option.bedrock.server-name.description',
          message:
            'The name Bedrock players see in the pause menu and in their settings while connected.',
        }),
      };
    case 'bedrock.compression-level':
      return {
        label: translate({id: 'configEditor.option.bedrock.compression-level.label', message: 'Compression level'}),
        description: translate({
          id: 'configEditor.option.bedrock.compression-level.description',
          message:
            'How hard Geyser compresses what it sends to Bedrock players, from 0 to 9: higher numbers save bandwidth and cost more processor time. -1 turns compression off.',
        }),
      };
    case 'bedrock.broadcast-port':
      return {
        label: translate({id: 'configEditor.option.bedrock.broadcast-port.label', message: 'Advertised port'}),
        description: translate({
          id: 'configEditor.option.bedrock.broadcast-port.description',
          message:
            'The port Geyser tells Bedrock players to connect to, when it differs from the port Geyser really listens on (for example behind a forwarding rule that changes the number). Unset, Geyser advertises the Bedrock port.',
        }),
      };
    case 'bedrock.enable-proxy-protocol':
      return {
        label: translate({id: 'configEditor.option.bedrock.enable-proxy-protocol.label', message: 'Expect PROXY protocol from Bedrock connections'}),
        description: translate({
          id: 'configEditor.option.bedrock.enable-proxy-protocol.description',
          message:
            'Turn on only when a UDP reverse proxy that speaks the PROXY protocol sits in front of Geyser. With it on, direct connections without the PROXY header fail.',
        }),
      };
    case 'bedrock.proxy-protocol-whitelisted-ips':
      return {
        label: translate({id: 'configEditor.option.bedrock.proxy-protocol-whitelisted-ips.label', message: 'Trusted PROXY protocol senders'}),
        description: translate({
          id: 'configEditor.option.bedrock.proxy-protocol-whitelisted-ips.description',
          message:
            'When PROXY protocol is expected, only these addresses may send it. One entry per line: an IP address, a subnet such as 10.0.0.0/8, or the http(s) address of a plain text list. Unset or empty, any address is trusted, so prefer a firewall when you can.',
        }),
      };
    case 'remote.address':
      return {
        label: translate({id: 'configEditor.option.remote.address.label', message: 'Java server address'}),
        description: translate({
          id: 'configEditor.option.remote.address.description',
          message:
            'Where the Java server runs. Keep "auto" for the plugin and mod versions: Geyser then finds the address, port and login type itself, and picks up Floodgate. Standalone treats "auto" as 127.0.0.1.',
        }),
      };
    case 'remote.port':
      return {
        label: translate({id: 'configEditor.option.remote.port.label', message: 'Java server port'}),
        description: translate({
          id: 'configEditor.option.remote.port.description',
          message:
            'The TCP port of the Java server. With the address on "auto", plugin versions use the server\'s own port instead.',
        }),
      };
    case 'remote.auth-type':
      return {
        label: translate({id: 'configEditor.option.remote.auth-type.label', message: 'Login type'}),
        description: translate({
          id: 'configEditor.option.remote.auth-type.description',
          message:
            'How Bedrock players log in to the Java server. "online": each player signs in with a Java account. "offline": for servers in offline mode. "floodgate": players join without a Java account, which needs the Floodgate plugin.',
        }),
      };
    case 'remote.use-proxy-protocol':
      return {
        label: translate({id: 'configEditor.option.remote.use-proxy-protocol.label', message: 'Send PROXY protocol to the Java server'}),
        description: translate({
          id: 'configEditor.option.remote.use-proxy-protocol.description',
          message:
            'Adds a PROXY protocol header to Geyser\'s connection to the Java server, so the server sees players\' real addresses. Only for servers or proxies (Velocity, BungeeCord) that have PROXY protocol turned on; otherwise nobody can join.',
        }),
      };
    case 'remote.forward-hostname':
      return {
        label: translate({id: 'configEditor.option.remote.forward-hostname.label', message: 'Forward the hostname'}),
        description: translate({
          id: 'configEditor.option.remote.forward-hostname.description',
          message:
            'Passes the address a Bedrock player typed on to the Java server. Proxies use it for forced hosts, sending players to a server by the domain they used.',
        }),
      };
    case 'floodgate-key-file':
      return {
        label: translate({id: 'configEditor.option.floodgate-key-file.label', message: 'Floodgate key file'}),
        description: translate({
          id: 'configEditor.option.floodgate-key-file.description',
          message:
            'The file with Floodgate\'s public key, relative to Geyser\'s folder. Only used with the floodgate login type; when Floodgate runs on the same server, Geyser finds the key on its own.',
        }),
      };
    case 'saved-user-logins':
      return {
        label: translate({id: 'configEditor.option.saved-user-logins.label', message: 'Remembered Java logins'}),
        description: translate({
          id: 'configEditor.option.saved-user-logins.description',
          message:
            'Bedrock players whose Java sign-in Geyser keeps, so they need not sign in again. The editor keeps this list as it is.',
        }),
      };
    case 'pending-authentication-timeout':
      return {
        label: translate({id: 'configEditor.option.pending-authentication-timeout.label', message: 'Sign-in time limit (seconds)'}),
        description: translate({
          id: 'configEditor.option.pending-authentication-timeout.description',
          message:
            'How long Geyser waits for a player to finish signing in to their Microsoft account with the online login type. The player may leave the server meanwhile.',
        }),
      };
    case 'command-suggestions':
      return {
        label: translate({id: 'configEditor.option.command-suggestions.label', message: 'Send command suggestions'}),
        description: translate({
          id: 'configEditor.option.command-suggestions.description',
          message:
            'Sends the server\'s command list to Bedrock players for completion. Turn it off if Bedrock players freeze the first time they open the chat on a server with many commands.',
        }),
      };
    case 'passthrough-motd':
      return {
        label: translate({id: 'configEditor.option.passthrough-motd.label', message: 'Relay the Java message of the day'}),
        description: translate({
          id: 'configEditor.option.passthrough-motd.description',
          message:
            'Shows the Java server\'s message of the day in the Bedrock server list instead of the two lines set above.',
        }),
      };
    case 'passthrough-player-counts':
      return {
        label: translate({id: 'configEditor.option.passthrough-player-counts.label', message: 'Relay the player count'}),
        description: translate({
          id: 'configEditor.option.passthrough-player-counts.description',
          message:
            'Shows the Java server\'s online and maximum player numbers in the Bedrock server list.',
        }),
      };
    case 'legacy-ping-passthrough':
      return {
        label: translate({id: 'configEditor.option.legacy-ping-passthrough.label', message: 'Relay by pinging the server'}),
        description: translate({
          id: 'configEditor.option.legacy-ping-passthrough.description',
          message:
            'Asks the Java server for its list entry over the network, like a Java client would. Only turn it on when the relayed message or player count is missing or wrong. No effect on Standalone.',
        }),
      };
    case 'ping-passthrough-interval':
      return {
        label: translate({id: 'configEditor.option.ping-passthrough-interval.label', message: 'Ping interval (seconds)'}),
        description: translate({
          id: 'configEditor.option.ping-passthrough-interval.description',
          message:
            'How often Geyser asks the Java server for its list entry, on Standalone or with pinging on. Raise it if the console shows broken pipe errors.',
        }),
      };
    case 'forward-player-ping':
      return {
        label: translate({id: 'configEditor.option.forward-player-ping.label', message: 'Forward Bedrock ping'}),
        description: translate({
          id: 'configEditor.option.forward-player-ping.description',
          message:
            'Reports Bedrock players\' real latency to the Java server. More accurate ping, but players may be timed out more easily.',
        }),
      };
    case 'max-players':
      return {
        label: translate({id: 'configEditor.option.max-players.label', message: 'Shown player limit'}),
        description: translate({
          id: 'configEditor.option.max-players.description',
          message:
            'The maximum player number shown in the Bedrock server list. It does not limit how many players can join.',
        }),
      };
    case 'debug-mode':
      return {
        label: translate({id: 'configEditor.option.debug-mode.label', message: 'Debug messages'}),
        description: translate({
          id: 'configEditor.option.debug-mode.description',
          message:
            'Writes extra details to the console for troubleshooting. Noisy; turn it off again afterwards.',
        }),
      };
    case 'show-cooldown':
      return {
        label: translate({id: 'configEditor.option.show-cooldown.label', message: 'Attack cooldown indicator'}),
        description: translate({
          id: 'configEditor.option.show-cooldown.description',
          message:
            'Bedrock has no attack cooldown display of its own, so Geyser can draw one: "title" in the middle of the screen, "actionbar" above the hotbar, or "false" for none. Some players see a dark box behind it unless they set the text background opacity to 0 in their accessibility settings.',
        }),
      };
    case 'show-coordinates':
      return {
        label: translate({id: 'configEditor.option.show-coordinates.label', message: 'Show coordinates'}),
        description: translate({
          id: 'configEditor.option.show-coordinates.description',
          message:
            'Lets Bedrock players see their coordinates on screen.',
        }),
      };
    case 'disable-bedrock-scaffolding':
      return {
        label: translate({id: 'configEditor.option.disable-bedrock-scaffolding.label', message: 'Block Bedrock bridging'}),
        description: translate({
          id: 'configEditor.option.disable-bedrock-scaffolding.description',
          message:
            'Stops Bedrock players from using their edition\'s scaffolding-style bridging, which Java players cannot do.',
        }),
      };
    case 'emote-offhand-workaround':
      return {
        label: translate({id: 'configEditor.option.emote-offhand-workaround.label', message: 'Emote swaps hands'}),
        description: translate({
          id: 'configEditor.option.emote-offhand-workaround.description',
          message:
            'Bedrock has no key to swap items between hands. "no-emotes": an emote swaps the items and other players no longer see emotes. "emotes-and-offhand": an emote swaps the items and is still shown. "disabled": emotes stay plain emotes.',
        }),
      };
    case 'default-locale':
      return {
        label: translate({id: 'configEditor.option.default-locale.label', message: 'Fallback language'}),
        description: translate({
          id: 'configEditor.option.default-locale.description',
          message:
            'The language Geyser uses when it has no translation for a player\'s own language, written like en_us or de_de. Unset, Geyser uses the system language of the machine.',
        }),
      };
    case 'cache-images':
      return {
        label: translate({id: 'configEditor.option.cache-images.label', message: 'Keep downloaded images (days)'}),
        description: translate({
          id: 'configEditor.option.cache-images.description',
          message:
            'How many days Geyser keeps skin and cape images on disk instead of downloading them again. 0 keeps none.',
        }),
      };
    case 'allow-custom-skulls':
      return {
        label: translate({id: 'configEditor.option.allow-custom-skulls.label', message: 'Show custom heads'}),
        description: translate({
          id: 'configEditor.option.allow-custom-skulls.description',
          message:
            'Shows player heads with custom textures. Slow devices may lose some performance.',
        }),
      };
    case 'max-visible-custom-skulls':
      return {
        label: translate({id: 'configEditor.option.max-visible-custom-skulls.label', message: 'Custom heads shown at once'}),
        description: translate({
          id: 'configEditor.option.max-visible-custom-skulls.description',
          message:
            'The most custom heads a player sees at the same time. -1 shows every head at any distance.',
        }),
      };
    case 'custom-skull-render-distance':
      return {
        label: translate({id: 'configEditor.option.custom-skull-render-distance.label', message: 'Custom head distance (blocks)'}),
        description: translate({
          id: 'configEditor.option.custom-skull-render-distance.description',
          message:
            'How far from the player, in blocks, custom heads are drawn. Geyser never goes beyond 64.',
        }),
      };
    case 'add-non-bedrock-items':
      return {
        label: translate({id: 'configEditor.option.add-non-bedrock-items.label', message: 'Add Java-only items and blocks'}),
        description: translate({
          id: 'configEditor.option.add-non-bedrock-items.description',
          message:
            'Adds items and blocks Bedrock does not have, and with them custom blocks, items and heads. Turn it off only behind a proxy that switches servers without transfer packets. Needs a restart.',
        }),
      };
    case 'above-bedrock-nether-building':
      return {
        label: translate({id: 'configEditor.option.above-bedrock-nether-building.label', message: 'Build above the Nether roof'}),
        description: translate({
          id: 'configEditor.option.above-bedrock-nether-building.description',
          message:
            'Bedrock cannot show blocks above height 127 in the Nether. This pretends the Nether is the End so players can build there; the whole Nether then has one red fog.',
        }),
      };
    case 'force-resource-packs':
      return {
        label: translate({id: 'configEditor.option.force-resource-packs.label', message: 'Require resource packs'}),
        description: translate({
          id: 'configEditor.option.force-resource-packs.description',
          message:
            'Players must accept the server\'s Bedrock resource packs to join. Off, they may decline them and still play.',
        }),
      };
    case 'xbox-achievements-enabled':
      return {
        label: translate({id: 'configEditor.option.xbox-achievements-enabled.label', message: 'Xbox achievements'}),
        description: translate({
          id: 'configEditor.option.xbox-achievements-enabled.description',
          message:
            'Lets Bedrock players unlock Xbox achievements while on your server.',
        }),
      };
    case 'log-player-ip-addresses':
      return {
        label: translate({id: 'configEditor.option.log-player-ip-addresses.label', message: 'Log player IP addresses'}),
        description: translate({
          id: 'configEditor.option.log-player-ip-addresses.description',
          message:
            'Writes the IP address of each connecting player to the server log.',
        }),
      };
    case 'notify-on-new-bedrock-update':
      return {
        label: translate({id: 'configEditor.option.notify-on-new-bedrock-update.label', message: 'Warn about new Bedrock versions'}),
        description: translate({
          id: 'configEditor.option.notify-on-new-bedrock-update.description',
          message:
            'Tells the console and operators when a Geyser build exists for a newer Bedrock version than this one supports. Worth keeping on: Bedrock devices update on their own.',
        }),
      };
    case 'unusable-space-block':
      return {
        label: translate({id: 'configEditor.option.unusable-space-block.label', message: 'Item for unusable slots'}),
        description: translate({
          id: 'configEditor.option.unusable-space-block.description',
          message:
            'The item that fills inventory slots Bedrock shows but Java does not have, such as the small crafting grid in creative mode. Written as an item ID.',
        }),
      };
    case 'metrics.enabled':
      return {
        label: translate({id: 'configEditor.option.metrics.enabled.label', message: 'Send anonymous statistics'}),
        description: translate({
          id: 'configEditor.option.metrics.enabled.description',
          message:
            'Shares anonymous usage numbers (player count, operating system and similar) with bStats.',
        }),
      };
    case 'metrics.uuid':
      return {
        label: translate({id: 'configEditor.option.metrics.uuid.label', message: 'Statistics ID'}),
        description: translate({
          id: 'configEditor.option.metrics.uuid.description',
          message:
            'Identifies this server to bStats. Geyser fills it in itself; leave it as it is.',
        }),
      };
    case 'scoreboard-packet-threshold':
      return {
        label: translate({id: 'configEditor.option.scoreboard-packet-threshold.label', message: 'Scoreboard update threshold'}),
        description: translate({
          id: 'configEditor.option.scoreboard-packet-threshold.description',
          message:
            'Above this many scoreboard updates per second, Geyser redraws the scoreboard only a few times per second, which prevents lag from busy scoreboards.',
        }),
      };
    case 'enable-proxy-connections':
      return {
        label: translate({id: 'configEditor.option.enable-proxy-connections.label', message: 'Allow Bedrock proxies'}),
        description: translate({
          id: 'configEditor.option.enable-proxy-connections.description',
          message:
            'Accepts connections that come through ProxyPass or WaterdogPE.',
        }),
      };
    case 'mtu':
      return {
        label: translate({id: 'configEditor.option.mtu.label', message: 'Maximum packet size (MTU)'}),
        description: translate({
          id: 'configEditor.option.mtu.description',
          message:
            'The largest network packet Geyser sends to Bedrock players, in bytes. Lower it only if players on some networks cannot stay connected.',
        }),
      };
    case 'use-direct-connection':
      return {
        label: translate({id: 'configEditor.option.use-direct-connection.label', message: 'Direct connection'}),
        description: translate({
          id: 'configEditor.option.use-direct-connection.description',
          message:
            'Plugin versions hand players to the server inside the same process instead of opening a network connection, which is faster. Turn it off only if a plugin that works with packets misbehaves.',
        }),
      };
    case 'disable-compression':
      return {
        label: translate({id: 'configEditor.option.disable-compression.label', message: 'Skip Java compression'}),
        description: translate({
          id: 'configEditor.option.disable-compression.description',
          message:
            'With a direct connection, Geyser skips compressing data it never sends over a network. Needs direct connection on.',
        }),
      };
    case 'config-version':
      return {
        label: translate({id: 'configEditor.option.config-version.label', message: 'Config version'}),
        description: translate({
          id: 'configEditor.option.config-version.description',
          message:
            'Tells Geyser which layout this file has. Never change it by hand.',
        }),
      };
    default:
      return {label: key, description: ''};
  }
}
