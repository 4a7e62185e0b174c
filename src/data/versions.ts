/**
 * Facts about Geyser releases that several pages mention. Keep them here so a
 * version bump is one edit. `versionsUpstream` names the files they mirror;
 * `npm run check:upstream` compares them.
 */
export interface GeyserVersions {
  /** The Geyser release line these facts describe. */
  geyserVersion: string;
  /** Bedrock Edition versions the current build accepts, oldest first. */
  bedrock: string[];
  /** Java Edition versions the current build speaks natively, oldest first. */
  java: string[];
  /** Oldest Java runtime (JDK/JRE major version) Geyser starts on. */
  javaRuntime: number;
  /**
   * Oldest Minecraft server the Geyser-Spigot plugin runs inside (Paper, Spigot, Folia). The build is
   * published for this version onwards and needs the Java runtime above, which Minecraft adopted in 1.20.5.
   */
  spigotMinimumServer: string;
  /** Java runtime the Fabric and NeoForge builds are compiled for (they follow Minecraft's own requirement). */
  moddedJavaRuntime: number;
  /**
   * First Bedrock release whose Windows build is a desktop (GDK) app instead of a Microsoft Store (UWP)
   * app, and so needs no loopback exemption to join a server on the same PC.
   */
  bedrockWindowsGdk: string;
  /** Default UDP port Geyser listens on for Bedrock players. */
  bedrockPort: number;
  /** Default TCP port of a Java Edition server. */
  javaPort: number;
}

/**
 * Where the facts above come from (GeyserMC repositories, branch master), read by `npm run check:upstream`:
 * the Bedrock list from the codecs GameProtocol registers, the Java list from the README's table,
 * the release line and the API snapshot from gradle.properties' `version`.
 */
export const versionsUpstream = {
  bedrock: {repo: 'GeyserMC/Geyser', path: 'core/src/main/java/org/geysermc/geyser/network/GameProtocol.java'},
  java: {repo: 'GeyserMC/Geyser', path: 'README.md'},
  geyserVersion: {repo: 'GeyserMC/Geyser', path: 'gradle.properties'},
} as const;

export const geyserVersions: GeyserVersions = {
  geyserVersion: '2.11.2',
  bedrock: [
    '26.0',
    '26.1',
    '26.2',
    '26.3',
    '26.10',
    '26.20',
    '26.21',
    '26.22',
    '26.23',
    '26.30',
    '26.31',
    '26.32',
    '26.33',
    '26.34',
    '26.40',
    '26.45',
  ],
  java: ['26.2'],
  javaRuntime: 21,
  spigotMinimumServer: '1.20.5',
  moddedJavaRuntime: 25,
  bedrockWindowsGdk: '1.21.120',
  bedrockPort: 19132,
  javaPort: 25565,
};

/** "26.0 – 26.40": the range shown in prose. */
export function versionRange(versions: readonly string[]): string {
  if (versions.length === 0) return '';
  if (versions.length === 1) return versions[0];
  return `${versions[0]} – ${versions[versions.length - 1]}`;
}
