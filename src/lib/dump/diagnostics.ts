/**
 * Turns a dump into findings: each rule is a small pure function that looks at
 * the model and either reports one finding or stays silent. Rules only speak
 * when the dump really shows the problem; a missing field means "say nothing".
 * Texts live in the component (translated per finding id); a finding carries
 * the values its text needs and the site route that explains the fix.
 */
import {compareVersions, javaMajorVersion, releaseVersion} from './format';
import type {DumpModel} from './model';
import {floodgateState} from './plugins';

export type Severity = 'error' | 'warning' | 'info';

/** The placeholders each finding's text needs. */
export interface FindingValues {
  'outdated-build': {current: number; latest: number};
  'java-too-old': {current: number; required: number};
  'floodgate-missing': Record<string, never>;
  'floodgate-disabled': Record<string, never>;
  'floodgate-unused': {authType: string};
  'offline-without-floodgate': Record<string, never>;
  'loopback-bedrock-address': {address: string};
  'docker-bedrock-address': {address: string};
  'docker-port': {port: number};
  'shared-port': {port: number};
  'bedrock-proxy-protocol': Record<string, never>;
  'java-proxy-protocol': Record<string, never>;
  'fork-build': {repository: string};
}

export type FindingId = keyof FindingValues;

export type Finding = {
  [Id in FindingId]: {
    id: Id;
    severity: Severity;
    values: FindingValues[Id];
    /** Route (without locale prefix) of the page that explains the fix. */
    link: string;
  };
}[FindingId];

export interface DiagnosticContext {
  /** The newest Geyser build, when the Downloads API answered. */
  latest?: {build: number; version?: string};
  /** Oldest Java runtime the current Geyser starts on. */
  javaRuntime: number;
  /** The same for the Fabric and NeoForge builds. */
  moddedJavaRuntime: number;
}

export type DiagnosticRule = (dump: DumpModel, context: DiagnosticContext) => Finding | undefined;

export const wikiLinks = {
  download: '/download',
  supportedVersions: '/wiki/geyser/supported-versions/',
  floodgateSetup: '/wiki/floodgate/setup/',
  floodgateIssues: '/wiki/floodgate/issues/',
  offlineMode: '/wiki/geyser/faq/#can-i-use-geyser-on-a-cracked-offline-mode-server',
  bedrockSection: '/wiki/geyser/understanding-the-config/#bedrock-where-bedrock-players-connect',
  clonePort: '/wiki/geyser/understanding-the-config/#when-to-turn-on-clone-remote-port',
  advancedBedrock: '/wiki/geyser/understanding-the-config/#advancedbedrock',
  advancedJava: '/wiki/geyser/understanding-the-config/#advancedjava',
  docker: '/wiki/geyser/port-forwarding/#docker-and-pterodactyl',
} as const;

const proxyPlatforms = new Set(['Velocity', 'BungeeCord', 'ViaProxy']);

export const outdatedBuild: DiagnosticRule = (dump, {latest}) => {
  const current = dump.build.buildNumber;
  if (!latest || current === undefined || dump.build.fork) return undefined;
  const ownRelease = releaseVersion(dump.versions.geyserVersion);
  const latestRelease = releaseVersion(latest.version);
  let behind: boolean;
  if (ownRelease && latestRelease && compareVersions(ownRelease, latestRelease) !== 0) {
    behind = compareVersions(ownRelease, latestRelease) < 0;
  } else {
    behind = current < latest.build;
  }
  if (!behind) return undefined;
  return {
    id: 'outdated-build',
    severity: 'warning',
    values: {current, latest: latest.build},
    link: wikiLinks.download,
  };
};

export const javaTooOld: DiagnosticRule = (dump, context) => {
  const current = javaMajorVersion(dump.versions.javaVersion);
  if (current === undefined) return undefined;
  const modded = dump.platform.knownPlatform === 'Fabric' || dump.platform.knownPlatform === 'NeoForge';
  const required = modded ? context.moddedJavaRuntime : context.javaRuntime;
  if (current >= required) return undefined;
  return {id: 'java-too-old', severity: 'warning', values: {current, required}, link: wikiLinks.supportedVersions};
};

export const floodgateMissing: DiagnosticRule = (dump) => {
  if (dump.settings.authType !== 'floodgate' || dump.floodgateDetected) return undefined;
  if (floodgateState(dump.plugins) !== 'absent') return undefined;
  return {id: 'floodgate-missing', severity: 'error', values: {}, link: wikiLinks.floodgateSetup};
};

export const floodgateDisabled: DiagnosticRule = (dump) => {
  if (floodgateState(dump.plugins) !== 'disabled') return undefined;
  return {id: 'floodgate-disabled', severity: 'error', values: {}, link: wikiLinks.floodgateIssues};
};

export const floodgateUnused: DiagnosticRule = (dump) => {
  const authType = dump.settings.authType;
  if (authType === undefined || authType === 'floodgate') return undefined;
  if (floodgateState(dump.plugins) !== 'enabled' && !dump.floodgateDetected) return undefined;
  return {id: 'floodgate-unused', severity: 'warning', values: {authType}, link: wikiLinks.floodgateSetup};
};

/** On a backend server offline mode is normal behind a proxy, so it is only a hint there. */
export const offlineWithoutFloodgate: DiagnosticRule = (dump) => {
  if (dump.platform.onlineMode !== false) return undefined;
  if (dump.settings.authType === 'floodgate' || dump.floodgateDetected) return undefined;
  if (floodgateState(dump.plugins) === 'enabled') return undefined;
  const onProxy = proxyPlatforms.has(dump.platform.knownPlatform ?? '');
  return {
    id: 'offline-without-floodgate',
    severity: onProxy ? 'warning' : 'info',
    values: {},
    link: wikiLinks.offlineMode,
  };
};

function isLoopback(address: string): boolean {
  const lower = address.trim().toLowerCase();
  return lower === 'localhost' || lower === '::1' || lower === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(lower);
}

function listensEverywhere(address: string): boolean {
  const trimmed = address.trim();
  return trimmed === '0.0.0.0' || trimmed === '::' || trimmed === '[::]';
}

export const loopbackBedrockAddress: DiagnosticRule = (dump) => {
  const address = dump.settings.bedrockAddress;
  if (address === undefined || !isLoopback(address)) return undefined;
  return {id: 'loopback-bedrock-address', severity: 'error', values: {address}, link: wikiLinks.bedrockSection};
};

export const dockerBedrockAddress: DiagnosticRule = (dump) => {
  const address = dump.settings.bedrockAddress;
  if (dump.versions.docker !== true || address === undefined) return undefined;
  if (listensEverywhere(address) || isLoopback(address)) return undefined;
  return {id: 'docker-bedrock-address', severity: 'warning', values: {address}, link: wikiLinks.docker};
};

/** A reminder in every Docker dump: the UDP port must be published from the container. */
export const dockerPort: DiagnosticRule = (dump) => {
  if (dump.versions.docker !== true) return undefined;
  const port = dump.settings.bedrockPort;
  return {id: 'docker-port', severity: 'info', values: {port: port ?? 19132}, link: wikiLinks.docker};
};

/**
 * Same number for Bedrock (UDP) and Java (TCP) is fine on its own, and is what
 * clone-remote-port does, but the server's query listener also wants UDP on the Java port.
 */
export const sharedPort: DiagnosticRule = (dump) => {
  const bedrockPort = dump.settings.bedrockPort;
  if (bedrockPort === undefined) return undefined;
  const javaPorts = [dump.platform.serverPort, ...(dump.platform.listeners ?? []).map((listener) => listener.port)];
  if (!javaPorts.includes(bedrockPort)) return undefined;
  return {id: 'shared-port', severity: 'info', values: {port: bedrockPort}, link: wikiLinks.clonePort};
};

export const bedrockProxyProtocol: DiagnosticRule = (dump) =>
  dump.settings.bedrockProxyProtocol === true
    ? {id: 'bedrock-proxy-protocol', severity: 'warning', values: {}, link: wikiLinks.advancedBedrock}
    : undefined;

export const javaProxyProtocol: DiagnosticRule = (dump) =>
  dump.settings.javaProxyProtocol === true ? {id: 'java-proxy-protocol', severity: 'warning', values: {}, link: wikiLinks.advancedJava} : undefined;

export const forkBuild: DiagnosticRule = (dump) => {
  const repository = dump.build.repositoryUrl;
  if (!dump.build.fork || repository === undefined) return undefined;
  return {id: 'fork-build', severity: 'info', values: {repository}, link: wikiLinks.download};
};

/** Every rule, in the order findings of equal severity are listed. */
export const diagnosticRules: readonly DiagnosticRule[] = [
  floodgateMissing,
  floodgateDisabled,
  loopbackBedrockAddress,
  outdatedBuild,
  javaTooOld,
  floodgateUnused,
  offlineWithoutFloodgate,
  dockerBedrockAddress,
  bedrockProxyProtocol,
  javaProxyProtocol,
  sharedPort,
  dockerPort,
  forkBuild,
];

const severityOrder: Record<Severity, number> = {error: 0, warning: 1, info: 2};

export function runDiagnostics(dump: DumpModel, context: DiagnosticContext): Finding[] {
  const findings = diagnosticRules.map((rule) => rule(dump, context)).filter((finding): finding is Finding => finding !== undefined);
  // Array.prototype.sort is stable, so rule order holds within a severity.
  return findings.sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity]);
}
