/**
 * The one shape the dump viewer renders. Every Geyser dump format (Jackson-era
 * dumps up to late 2025, Gson dumps since the Configurate config) is mapped to
 * this model by `normaliseDump`. A field is `undefined` when the dump lacks it
 * or carries it with the wrong type; the page shows "Not provided" for it.
 */

/** Any JSON value, kept as parsed: the config tree renders these. */
export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};

export interface VersionsInfo {
  /** Product name, normally "Geyser". */
  name?: string;
  /** Full version line, e.g. "2.11.1-b987 (git-master-1a2b3c4)". */
  geyserVersion?: string;
  javaName?: string;
  javaVendor?: string;
  javaVersion?: string;
  /** The JVM's `os.arch`. */
  architecture?: string;
  operatingSystem?: string;
  operatingSystemVersion?: string;
  /** Geyser's own guess whether it runs inside a Docker container. */
  docker?: boolean;
  /** "***" unless the dump was made with `full`. */
  internalAddress?: string;
}

export interface SupportedVersions {
  bedrock?: string[];
  bedrockProtocols?: number[];
  defaultBedrockProtocol?: number;
  java?: string[];
  javaProtocol?: number;
}

export interface BuildInfo {
  /** The build number as written in the dump (a string in Geyser, "-1" for local builds). */
  buildLabel?: string;
  /** Set only for a real CI build number (a positive integer). */
  buildNumber?: number;
  /** Full or abbreviated commit hash, only when it is hexadecimal. */
  commit?: string;
  branch?: string;
  /**
   * Repository the build came from: an http(s) URL (git@ addresses are turned into one),
   * or the text as written. Render it with ExternalLink, which links http(s) only.
   */
  repositoryUrl?: string;
  /** GitHub page of the commit, only for a hex commit in a GitHub repository. */
  commitUrl?: string;
  /** True when the repository is not GeyserMC/Geyser (a fork or a local build). */
  fork?: boolean;
  /** SHA-256 of the Geyser jar when the dump has it. */
  jarSha256?: string;
}

/** Platforms a dump can name; anything unknown is kept as written. */
export type KnownPlatform = 'Spigot' | 'BungeeCord' | 'Velocity' | 'Fabric' | 'NeoForge' | 'Standalone' | 'ViaProxy' | 'Sponge' | 'Android';

export interface Listener {
  address?: string;
  port?: number;
}

export interface PlatformInfo {
  /** Platform identifier as Geyser names it ("Spigot" also covers Paper and its forks). */
  platform?: string;
  /** The same, when it is one Geyser ships. */
  knownPlatform?: KnownPlatform;
  name?: string;
  version?: string;
  apiVersion?: string;
  vendor?: string;
  minecraftVersion?: string;
  /** Fabric environment or NeoForge dist, e.g. "SERVER". */
  environment?: string;
  onlineMode?: boolean;
  serverAddress?: string;
  serverPort?: number;
  /** BungeeCord's listeners. */
  listeners?: Listener[];
  /** Standalone only: whether the graphical window is used. */
  gui?: boolean;
}

export interface RamInfo {
  /** All three in MiB, as Geyser writes them. */
  freeMb?: number;
  totalMb?: number;
  maxMb?: number;
}

export interface SystemInfo {
  cpuCount?: number;
  cpuName?: string;
  ram: RamInfo;
  /** Java locale tag such as "en_US". */
  locale?: string;
  encoding?: string;
  connectionAttempts?: number;
}

export interface PluginInfo {
  name?: string;
  version?: string;
  enabled?: boolean;
  /** Main class (plugins); mods have none. */
  main?: string;
  authors?: string[];
  /** Homepage (NeoForge mods) as written; only an http(s) one becomes a link (see links.ts). */
  url?: string;
}

export interface ExtensionInfo {
  name?: string;
  version?: string;
  apiVersion?: string;
  enabled?: boolean;
  main?: string;
  authors?: string[];
}

export interface ResourcePackInfo {
  name?: string;
  /** How Geyser loaded it, e.g. "PathPackCodec". */
  type?: string;
  /** Size as Geyser formats it, e.g. "1.25 MB". */
  size?: string;
}

export interface MappingCounts {
  customBlocks?: number;
  customSkulls?: number;
  customItems?: number;
  customEntities?: number;
}

export interface UserPlatformCount {
  /** Display name such as "Windows" or "PlayStation". */
  platform: string;
  count: number;
}

export type AuthType = 'online' | 'offline' | 'floodgate';

/**
 * The handful of settings the diagnostics need, read from either config layout:
 * the flat one (config-version 4 and older: `remote`, `bedrock.enable-proxy-protocol`)
 * or the sectioned one (config-version 5 and newer: `java`, `advanced.bedrock`).
 */
export interface ConfigSettings {
  configVersion?: number;
  /** Which layout the config used. */
  layout?: 'flat' | 'sectioned';
  bedrockAddress?: string;
  bedrockPort?: number;
  cloneRemotePort?: boolean;
  /** Expect PROXY protocol from a UDP proxy in front of Geyser. */
  bedrockProxyProtocol?: boolean;
  javaAddress?: string;
  javaPort?: number;
  authType?: AuthType;
  /** Send PROXY protocol to the Java server. */
  javaProxyProtocol?: boolean;
  useDirectConnection?: boolean;
  debugMode?: boolean;
}

/** What the plugin list is called on this platform. */
export type AddonKind = 'plugins' | 'mods';

export interface DumpModel {
  versions: VersionsInfo;
  supported: SupportedVersions;
  build: BuildInfo;
  platform: PlatformInfo;
  system: SystemInfo;
  /** Plugins or mods; undefined when the platform does not list them (Standalone). */
  plugins?: PluginInfo[];
  addonKind: AddonKind;
  extensions?: ExtensionInfo[];
  resourcePacks?: ResourcePackInfo[];
  mappings?: MappingCounts;
  userPlatforms?: UserPlatformCount[];
  jvmFlags?: string[];
  /** The uploaded log's address as written; only an http(s) one becomes a link (see links.ts). */
  logsUrl?: string;
  /** The config exactly as in the dump, for the tree. */
  config?: {[key: string]: JsonValue};
  settings: ConfigSettings;
  /** True when an old dump carries Floodgate's own state (Floodgate runs beside Geyser). */
  floodgateDetected?: true;
}
