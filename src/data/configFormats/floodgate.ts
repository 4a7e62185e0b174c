/**
 * Floodgate's `config.yml` (config-version 3), in the order of Floodgate's own templates
 * (`config.yml` for servers, `proxy-config.yml` for BungeeCord and Velocity, which adds
 * `send-floodgate-data`). Learned from Floodgate's templates and `FloodgateConfig`; the texts are ours.
 */
import type {ConfigOption} from './types';

/**
 * The template `npm run check:upstream` compares these options and FLOODGATE_CONFIG_VERSION with
 * (GeyserMC/Floodgate, branch master). Options it ships as comments are left out of the comparison.
 */
export const floodgateConfigUpstream = {repo: 'GeyserMC/Floodgate', path: 'core/src/main/resources/config.yml'} as const;

export const FLOODGATE_CONFIG_VERSION = 3;

export const floodgateOptions: readonly ConfigOption[] = [
  {
    path: ['key-file-name'],
    group: 'floodgate',
    type: 'string',
    default: 'key.pem',
    format: 'fileName',
    label: 'Key file',
    description:
      "The key Floodgate made on its first start, relative to Floodgate's folder. Every Floodgate and every Geyser that uses it must have a copy of the same file.",
    docPath: '/wiki/floodgate/setup/',
  },
  {
    path: ['username-prefix'],
    group: 'floodgate',
    type: 'string',
    default: '.',
    format: 'usernamePrefix',
    quoted: true,
    label: 'Bedrock name prefix',
    description:
      'Put in front of every Bedrock player\'s name so it cannot clash with a Java name. Pick characters Java names cannot contain; 16 characters or more are replaced by ".". Empty means no prefix.',
  },
  {
    path: ['replace-spaces'],
    group: 'floodgate',
    type: 'boolean',
    default: true,
    label: 'Replace spaces in names',
    description: 'Replaces spaces in Bedrock names with "_", since Java names cannot contain spaces and some plugins trip over them.',
  },
  {
    path: ['default-locale'],
    group: 'floodgate',
    type: 'string',
    default: 'en_US',
    format: 'locale',
    commentedOutByDefault: true,
    label: 'Language',
    description: "The language of Floodgate's own messages, such as en_US. Unset, Floodgate uses the machine's language.",
  },
  {
    path: ['send-floodgate-data'],
    group: 'floodgate',
    type: 'boolean',
    default: false,
    floodgateFile: 'proxy',
    label: 'Send Bedrock player data to the servers',
    description:
      "The proxy passes each Bedrock player's Floodgate data on to the server behind it. Every such server then needs Floodgate with the same key, or Bedrock players are turned away.",
    docPath: '/wiki/floodgate/setup/proxy-servers/',
  },
  {
    path: ['disconnect', 'invalid-key'],
    group: 'disconnect',
    type: 'string',
    default: 'Please connect through the official Geyser',
    label: 'Message for a wrong key',
    description: "Shown to a player whose Geyser sent data that does not match Floodgate's key.",
  },
  {
    path: ['disconnect', 'invalid-arguments-length'],
    group: 'disconnect',
    type: 'string',
    default: 'Expected {} arguments, got {}. Is Geyser up-to-date?',
    label: 'Message for outdated data',
    description:
      'Shown when the key is right but the data has the wrong number of parts, which usually means Geyser and Floodgate are far apart in age. Each {} is filled with a number.',
  },
  {
    path: ['player-link', 'enabled'],
    group: 'playerLink',
    type: 'boolean',
    default: true,
    label: 'Account linking',
    description: 'Turns linking of Java and Bedrock accounts on. Off, linked players also join as their Bedrock selves.',
    docPath: '/wiki/floodgate/linking/',
  },
  {
    path: ['player-link', 'require-link'],
    group: 'playerLink',
    type: 'boolean',
    default: false,
    label: 'Require a linked account',
    description: 'Only Bedrock players with a linked Java account may join.',
  },
  {
    path: ['player-link', 'enable-own-linking'],
    group: 'playerLink',
    type: 'boolean',
    default: false,
    label: 'Own linking database',
    description:
      'Keeps links in a database of your own, next to or instead of global linking. Install a database add-on for Floodgate before turning it on.',
  },
  {
    path: ['player-link', 'allowed'],
    group: 'playerLink',
    type: 'boolean',
    default: true,
    label: 'Allow /linkaccount',
    description: 'With your own database, lets players use /linkaccount and /unlinkaccount. Permissions can still allow single players.',
  },
  {
    path: ['player-link', 'link-code-timeout'],
    group: 'playerLink',
    type: 'integer',
    default: 300,
    min: 1,
    label: 'Link code lifetime (seconds)',
    description: 'How long a code from /linkaccount stays valid, with your own database.',
  },
  {
    path: ['player-link', 'type'],
    group: 'playerLink',
    type: 'string',
    default: 'sqlite',
    format: 'fileName',
    label: 'Database type',
    description: 'Which database add-on to use when several are installed, for example sqlite, mysql or mongo.',
  },
  {
    path: ['player-link', 'enable-global-linking'],
    group: 'playerLink',
    type: 'boolean',
    default: true,
    label: 'Global linking',
    description:
      "Uses GeyserMC's global linking service, where players link once for every server that uses it. Your own database, when on, is asked first.",
    docPath: '/wiki/floodgate/linking/',
  },
  {
    path: ['metrics', 'enabled'],
    group: 'metrics',
    type: 'boolean',
    default: true,
    label: 'Send anonymous statistics',
    description: 'Sends anonymous usage numbers to bStats.',
  },
  {
    path: ['metrics', 'uuid'],
    group: 'metrics',
    type: 'string',
    default: '00000000-0000-0000-0000-000000000000',
    format: 'uuid',
    readOnly: true,
    label: 'Statistics id',
    description: 'The random id bStats knows this server by. Floodgate creates it; leave it as it is.',
  },
  {
    path: ['config-version'],
    group: 'metrics',
    type: 'integer',
    default: FLOODGATE_CONFIG_VERSION,
    readOnly: true,
    label: 'Config version',
    description: 'Tells Floodgate which layout this file has. Never change it by hand.',
  },
];
