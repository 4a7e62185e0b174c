/**
 * The commands and permissions of Geyser and Floodgate. Rendered as the tables of
 * /wiki/geyser/commands/ and /wiki/floodgate/commands/ by src/components/CommandTable,
 * checked by tests/unit/commands.test.ts and compared with upstream by `npm run check:upstream`.
 *
 * Names, permissions and defaults are facts from the sources in `commandsUpstream`; the
 * descriptions are ours. They are translated as data strings (plugins/i18n).
 */

/**
 * true: everyone has it. not-set: the platform decides (operators on Paper/Spigot).
 * op: operators on Paper/Spigot (Floodgate registers this default itself).
 */
export type PermissionDefault = 'true' | 'not-set' | 'op';

/** anyone: console and players with the permission. bedrock: needs a Bedrock player (it opens a Bedrock form). */
export type CommandAudience = 'anyone' | 'bedrock';

export interface Command {
  /** The command as typed, with its arguments: `/geyser dump [full] [offline] [logs]`. */
  usage: string;
  /** Other ways to type it, shown after the usage. */
  aliases?: string[];
  permission: string;
  default: PermissionDefault;
  /** Geyser's commands only: who can run it. */
  audience?: CommandAudience;
  /** What it does, in one short line. */
  description: string;
}

/** A permission that belongs to no single command. */
export interface StandalonePermission {
  permission: string;
  default: PermissionDefault;
  description: string;
}

export type CommandProduct = 'geyser' | 'floodgate';

/**
 * Where these facts come from (GeyserMC repositories, branch master): Geyser registers every
 * built-in command with its name and permission in CommandRegistry; Floodgate lists its
 * permissions and their defaults in the Permission enum.
 */
export const commandsUpstream = {
  geyser: {repo: 'GeyserMC/Geyser', path: 'core/src/main/java/org/geysermc/geyser/command/CommandRegistry.java'},
  floodgate: {repo: 'GeyserMC/Floodgate', path: 'core/src/main/java/org/geysermc/floodgate/command/util/Permission.java'},
} as const;

export const geyserCommands: readonly Command[] = [
  {usage: '/geyser', permission: 'geyser.command', default: 'true', audience: 'anyone', description: 'Root command; shows help'},
  {
    usage: '/geyser help',
    aliases: ['/geyser ?'],
    permission: 'geyser.command.help',
    default: 'true',
    audience: 'anyone',
    description: 'Lists the subcommands you can use',
  },
  {
    usage: '/geyser advancements',
    permission: 'geyser.command.advancements',
    default: 'true',
    audience: 'bedrock',
    description: 'Opens the Java advancements as a form',
  },
  {
    usage: '/geyser connectiontest <address> [port]',
    permission: 'geyser.command.connectiontest',
    default: 'not-set',
    audience: 'anyone',
    description: 'Checks whether Bedrock players can reach you from the internet',
  },
  {
    usage: '/geyser dump [full] [offline] [logs]',
    permission: 'geyser.command.dump',
    default: 'not-set',
    audience: 'anyone',
    description: 'Builds a debug report for support',
  },
  {
    usage: '/geyser extensions',
    permission: 'geyser.command.extensions',
    default: 'true',
    audience: 'anyone',
    description: 'Lists loaded extensions (only exists when at least one is loaded)',
  },
  {
    usage: '/geyser gamerules',
    permission: 'geyser.command.gamerules',
    default: 'not-set',
    audience: 'bedrock',
    description: 'Shows the Java game rules in a form',
  },
  {
    usage: '/geyser list',
    permission: 'geyser.command.list',
    default: 'not-set',
    audience: 'anyone',
    description: 'Lists every player connected through Geyser',
  },
  {
    usage: '/geyser offhand',
    permission: 'geyser.command.offhand',
    default: 'true',
    audience: 'bedrock',
    description: 'Swaps the items in your main hand and offhand',
  },
  {
    usage: '/geyser options',
    permission: 'geyser.command.options',
    default: 'true',
    audience: 'bedrock',
    description: 'Opens the server\'s "pause screen additions" dialog',
  },
  {usage: '/geyser ping', permission: 'geyser.command.ping', default: 'true', audience: 'bedrock', description: 'Shows your current ping'},
  {
    usage: '/geyser quickactions',
    permission: 'geyser.command.quickactions',
    default: 'true',
    audience: 'bedrock',
    description: 'Opens the server\'s "quick actions" dialog',
  },
  {
    usage: '/geyser reload',
    permission: 'geyser.command.reload',
    default: 'not-set',
    audience: 'anyone',
    description: 'Reloads the Geyser config and kicks all Bedrock players',
  },
  {
    usage: '/geyser settings',
    permission: 'geyser.command.settings',
    default: 'true',
    audience: 'bedrock',
    description: "Opens Geyser's per-player settings form",
  },
  {
    usage: '/geyser statistics',
    permission: 'geyser.command.statistics',
    default: 'true',
    audience: 'bedrock',
    description: 'Opens the Java statistics screen as a form',
  },
  {
    usage: '/geyser stop',
    aliases: ['/geyser shutdown'],
    permission: 'geyser.command.stop',
    default: 'not-set',
    audience: 'anyone',
    description: 'Shuts Geyser down (Standalone only)',
  },
  {
    usage: '/geyser tooltips',
    permission: 'geyser.command.tooltips',
    default: 'true',
    audience: 'bedrock',
    description: 'Toggles advanced item tooltips, like F3+H on Java',
  },
  {
    usage: '/geyser version',
    permission: 'geyser.command.version',
    default: 'not-set',
    audience: 'anyone',
    description: 'Shows the Geyser version and checks for updates',
  },
];

export const geyserPermissions: readonly StandalonePermission[] = [
  {
    permission: 'geyser.update',
    default: 'not-set',
    description: 'Players with it hear about new Geyser builds when they join (needs `notify-on-new-bedrock-update: true`)',
  },
  {
    permission: 'geyser.settings.server',
    default: 'not-set',
    description: 'Lets an operator change difficulty and default game mode from the Bedrock settings screen',
  },
  {
    permission: 'geyser.extension.<id>.command',
    default: 'true',
    description: "Root command of an extension, where `<id>` is the extension's ID",
  },
  {
    permission: 'geyser.command.exthelp.<id>',
    default: 'true',
    description: 'The `help` subcommand that every extension with commands gets',
  },
];

export const floodgateCommands: readonly Command[] = [
  {usage: '/floodgate', permission: 'floodgate.command.floodgate', default: 'true', description: "Lists the subcommands you're allowed to use"},
  {
    usage: '/floodgate version',
    permission: 'floodgate.command.floodgate.version',
    default: 'op',
    description: 'Shows your build and checks for a newer one',
  },
  {
    usage: '/floodgate firewall',
    permission: 'floodgate.command.floodgate.firewall',
    default: 'op',
    description: 'Tests whether the server can reach the Global API',
  },
  {usage: '/linkaccount', permission: 'floodgate.command.linkaccount', default: 'true', description: 'Links a Bedrock account to a Java account'},
  {usage: '/unlinkaccount', permission: 'floodgate.command.unlinkaccount', default: 'true', description: 'Removes your account link'},
  {
    usage: '/fwhitelist',
    permission: 'floodgate.command.fwhitelist',
    default: 'op',
    description: 'Adds or removes Bedrock players on the whitelist',
  },
];

export const floodgatePermissions: readonly StandalonePermission[] = [
  {permission: 'floodgate.news.receive', default: 'op', description: 'Decides who sees GeyserMC announcements in chat'},
];

/** Every command and loose permission of a product. */
export function commandsOf(product: CommandProduct): {commands: readonly Command[]; permissions: readonly StandalonePermission[]} {
  return product === 'geyser'
    ? {commands: geyserCommands, permissions: geyserPermissions}
    : {commands: floodgateCommands, permissions: floodgatePermissions};
}
