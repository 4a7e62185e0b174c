/**
 * How Geyser updates an older `config.yml` when it starts, as rules per config-version, following
 * Geyser's `ConfigMigrations`: each rule takes the value at `from` (if the file has it), may change it,
 * and puts it at `to`, or drops it (`to: null`) for the reason given. Keys no rule names stay where they
 * are. Once every step has run, Geyser writes only the options its current layout has.
 */
import type {GeyserPlatform} from './types';

/** Why an option is gone from the updated file (each has a translated explanation in the editor). */
export type DropReason =
  | 'cosmeticsExtension'
  | 'emoteOffhandExtension'
  | 'foldedIntoSkullLimit'
  | 'standaloneAlwaysPings'
  | 'readFromServer'
  | 'notOnThisPlatform'
  | 'noLongerRead';

export interface MigrationContext {
  platform: GeyserPlatform;
  /** The value of another key of the file being updated (as it was before this step). */
  valueOf(key: string): unknown;
  /** A new random id, for the statistics id Geyser creates. */
  newId(): string;
}

export interface MigrationRule {
  from: string;
  /** Where the value goes; null drops it. Defaults to `from` (the value changes in place). */
  to?: string | null | ((value: unknown, context: MigrationContext) => string | null);
  /** The new value; returning the value unchanged is fine. */
  value?: (value: unknown, context: MigrationContext) => unknown;
  /** Why a dropped value is gone. */
  dropReason?: DropReason;
}

export interface MigrationStep {
  /** The config-version this step produces. */
  version: number;
  rules: readonly MigrationRule[];
}

const move = (from: string, to: string): MigrationRule => ({from, to});

/** A value Geyser reads as text, for rules that compare text. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return null;
}

export const geyserMigrationSteps: readonly MigrationStep[] = [
  {
    version: 5,
    rules: [
      {from: 'remote.address', to: 'java.address', value: (value) => (asText(value) === 'auto' ? '127.0.0.1' : value)},
      move('remote.port', 'java.port'),
      move('remote.auth-type', 'java.auth-type'),
      move('remote.forward-hostname', 'java.forward-hostname'),
      move('remote.use-proxy-protocol', 'advanced.java.use-haproxy-protocol'),
      move('bedrock.motd1', 'motd.primary-motd'),
      move('bedrock.motd2', 'motd.secondary-motd'),
      move('passthrough-motd', 'motd.passthrough-motd'),
      move('passthrough-player-counts', 'motd.passthrough-player-counts'),
      move('ping-passthrough-interval', 'motd.ping-passthrough-interval'),
      move('max-players', 'motd.max-players'),
      {
        from: 'legacy-ping-passthrough',
        to: (_value, context) => (context.platform === 'standalone' ? null : 'motd.integrated-ping-passthrough'),
        value: (value) => !(value === true || asText(value) === 'true'),
        dropReason: 'standaloneAlwaysPings',
      },
      move('command-suggestions', 'gameplay.command-suggestions'),
      move('forward-player-ping', 'gameplay.forward-player-ping'),
      {
        from: 'show-cooldown',
        to: 'gameplay.show-cooldown',
        value: (value) => {
          const text = asText(value);
          if (text === 'true') return 'title';
          if (text === 'false') return 'disabled';
          return value;
        },
      },
      move('bedrock.server-name', 'gameplay.server-name'),
      move('show-coordinates', 'gameplay.show-coordinates'),
      move('disable-bedrock-scaffolding', 'gameplay.disable-bedrock-scaffolding'),
      move('custom-skull-render-distance', 'gameplay.custom-skull-render-distance'),
      move('force-resource-packs', 'gameplay.force-resource-packs'),
      move('xbox-achievements-enabled', 'gameplay.xbox-achievements-enabled'),
      move('unusable-space-block', 'gameplay.unusable-space-block'),
      move('add-non-bedrock-items', 'gameplay.enable-custom-content'),
      move('above-bedrock-nether-building', 'gameplay.nether-roof-workaround'),
      {
        from: 'max-visible-custom-skulls',
        to: 'gameplay.max-visible-custom-skulls',
        value: (value, context) => {
          const allowed = context.valueOf('allow-custom-skulls');
          return allowed === false || asText(allowed) === 'false' ? 0 : value;
        },
      },
      {from: 'allow-custom-skulls', to: null, dropReason: 'foldedIntoSkullLimit'},
      {
        from: 'emote-offhand-workaround',
        to: (value) => (asText(value) === 'no-emotes' ? 'gameplay.emotes-enabled' : null),
        value: () => false,
        dropReason: 'emoteOffhandExtension',
      },
      {from: 'allow-third-party-capes', to: null, dropReason: 'cosmeticsExtension'},
      {from: 'allow-third-party-ears', to: null, dropReason: 'cosmeticsExtension'},
      move('cache-images', 'advanced.cache-images'),
      move('scoreboard-packet-threshold', 'advanced.scoreboard-packet-threshold'),
      move('add-team-suggestions', 'advanced.add-team-suggestions'),
      {
        from: 'floodgate-key-file',
        to: 'advanced.floodgate-key-file',
        value: (value) => (asText(value) === 'public-key.pem' ? 'key.pem' : value),
      },
      move('bedrock.broadcast-port', 'advanced.bedrock.broadcast-port'),
      move('bedrock.compression-level', 'advanced.bedrock.compression-level'),
      move('bedrock.enable-proxy-protocol', 'advanced.bedrock.use-haproxy-protocol'),
      move('bedrock.proxy-protocol-whitelisted-ips', 'advanced.bedrock.haproxy-protocol-whitelisted-ips'),
      move('mtu', 'advanced.bedrock.mtu'),
      move('disable-compression', 'advanced.java.disable-compression'),
      move('use-direct-connection', 'advanced.java.use-direct-connection'),
      {from: 'default-locale', value: (value) => (value === null || value === undefined ? 'system' : value)},
      {
        from: 'metrics.uuid',
        to: 'metrics-uuid',
        // A hand-copied file can still hold the template's placeholder; Geyser makes a real id then.
        value: (value, context) => (asText(value) === 'generateduuid' ? context.newId() : value),
      },
      move('metrics.enabled', 'enable-metrics'),
    ],
  },
  {
    version: 6,
    rules: [
      {
        from: 'gameplay.show-cooldown',
        value: (value) => {
          const text = asText(value);
          // Geyser compares exactly: only the lowercase word keeps the indicator off.
          return text !== null && text !== 'disabled' ? 'crosshair' : value;
        },
      },
    ],
  },
  {
    version: 7,
    rules: [move('gameplay.show-cooldown', 'gameplay.cooldown-type')],
  },
];
