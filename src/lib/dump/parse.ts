/**
 * From dump text to the one DumpModel. Knows every shape Geyser has written:
 * - gitInfo as a copy of git.properties (before September 2022), as
 *   {version, buildNumber, commitHash, branchName} (briefly in 2022), and as
 *   {buildNumber, "git.commit.id", "git.branch", …} since;
 * - the platform as an enum name ("SPIGOT", until mid 2023) or as {platformName};
 * - Jackson getter names ("gui") next to Gson field names ("isGui");
 * - plugins on plugin platforms, mods on Fabric and NeoForge;
 * - the flat config-version 4 and the sectioned config of version 5 and newer.
 */
import {readConfigSettings} from './configSettings';
import type {
  BuildInfo,
  DumpModel,
  ExtensionInfo,
  KnownPlatform,
  Listener,
  MappingCounts,
  PlatformInfo,
  PluginInfo,
  ResourcePackInfo,
  SupportedVersions,
  SystemInfo,
  UserPlatformCount,
  VersionsInfo,
} from './model';
import {asBoolean, asHttpUrl, asInteger, asIntegerList, asNumber, asObject, asObjectList, asString, asStringList, type JsonObject} from './read';

export type DumpParseError = 'invalid-json' | 'not-a-dump';

export type DumpParseResult = {ok: true; dump: DumpModel} | {ok: false; error: DumpParseError};

/** JSON text (from the server or a local dump.json) to a model, or why not. */
export function parseDumpText(text: string): DumpParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return {ok: false, error: 'invalid-json'};
  }
  const dump = normaliseDump(json);
  return dump ? {ok: true, dump} : {ok: false, error: 'not-a-dump'};
}

/** A dump is an object with at least one of the sections every Geyser version writes. */
export function looksLikeDump(json: unknown): json is JsonObject {
  const root = asObject(json);
  if (!root) return false;
  return ['versionInfo', 'gitInfo', 'bootstrapInfo'].some((key) => asObject(root[key]) !== undefined);
}

export function normaliseDump(json: unknown): DumpModel | undefined {
  if (!looksLikeDump(json)) return undefined;
  const root = json;
  const versionInfo = asObject(root.versionInfo);
  const bootstrap = asObject(root.bootstrapInfo);
  const platform = readPlatform(bootstrap);
  const config = asObject(root.config);
  const mods = asObjectList(bootstrap?.mods);
  const plugins = mods ?? asObjectList(bootstrap?.plugins);

  return {
    versions: readVersions(versionInfo),
    supported: readSupported(asObject(versionInfo?.mcInfo)),
    build: readBuild(asObject(root.gitInfo), root),
    platform,
    system: readSystem(root),
    plugins: plugins?.map(readPlugin),
    addonKind: mods || platform.knownPlatform === 'Fabric' || platform.knownPlatform === 'NeoForge' ? 'mods' : 'plugins',
    extensions: asObjectList(root.extensionInfo)?.map(readExtension),
    resourcePacks: asObjectList(root.packInfo)?.map(readPack),
    mappings: readMappings(asObject(root.mappingInfo)),
    userPlatforms: readUserPlatforms(asObject(root.userPlatforms)),
    jvmFlags: asStringList(asObject(root.flagsInfo)?.flags),
    logsUrl: asString(asObject(root.logsInfo)?.link)?.trim(),
    config,
    settings: readConfigSettings(config),
    floodgateDetected: readFloodgateSection(root),
  };
}

function readVersions(versionInfo: JsonObject | undefined): VersionsInfo {
  const network = asObject(versionInfo?.network);
  return {
    name: asString(versionInfo?.name),
    geyserVersion: asString(versionInfo?.version),
    javaName: asString(versionInfo?.javaName),
    javaVendor: asString(versionInfo?.javaVendor),
    javaVersion: asString(versionInfo?.javaVersion),
    architecture: asString(versionInfo?.architecture),
    operatingSystem: asString(versionInfo?.operatingSystem),
    operatingSystemVersion: asString(versionInfo?.operatingSystemVersion),
    docker: asBoolean(network?.dockerCheck),
    internalAddress: asString(network?.internalIP) ?? asString(network?.internalIp),
  };
}

function readSupported(mcInfo: JsonObject | undefined): SupportedVersions {
  // Before December 2021 the Java side was a single `javaVersion` string.
  const singleJava = asString(mcInfo?.javaVersion);
  return {
    bedrock: asStringList(mcInfo?.bedrockVersions),
    bedrockProtocols: asIntegerList(mcInfo?.bedrockProtocols),
    defaultBedrockProtocol: asInteger(mcInfo?.defaultBedrockProtocol),
    java: asStringList(mcInfo?.javaVersions) ?? (singleJava ? [singleJava] : undefined),
    javaProtocol: asInteger(mcInfo?.javaProtocol),
  };
}

const hexPattern = /^[0-9a-f]{7,40}$/i;
const sha256Pattern = /^[0-9a-f]{64}$/i;
const upstreamRepository = 'https://github.com/GeyserMC/Geyser';
const githubRepositoryPattern = /^https:\/\/github\.com\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** "git@github.com:Owner/Repo.git" or "https://github.com/Owner/Repo.git" → "https://github.com/Owner/Repo". */
export function normaliseRepositoryUrl(value: unknown): string | undefined {
  let text = asString(value)?.trim();
  if (!text) return undefined;
  const ssh = /^git@([^:]+):(.+)$/.exec(text);
  if (ssh) text = `https://${ssh[1]}/${ssh[2]}`;
  const url = asHttpUrl(text);
  if (!url) return undefined;
  return url.replace(/\/+$/, '').replace(/\.git$/, '');
}

/** The commit from whichever key the dump used; "git-master-1a2b3c4" yields "1a2b3c4". */
function readCommit(gitInfo: JsonObject): string | undefined {
  const candidates = [gitInfo['git.commit.id'], gitInfo['git.commit.id.abbrev'], gitInfo.commitHash];
  for (const candidate of candidates) {
    const text = asString(candidate)?.trim();
    if (!text) continue;
    if (hexPattern.test(text)) return text.toLowerCase();
    const tail = text.split('-').pop() ?? '';
    if (hexPattern.test(tail)) return tail.toLowerCase();
  }
  return undefined;
}

function readBuild(gitInfo: JsonObject | undefined, root: JsonObject): BuildInfo {
  const jarSha256 = [root.hash, asObject(root.hashInfo)?.sha256Hash]
    .map((value) => asString(value)?.trim())
    .find((value): value is string => value !== undefined && sha256Pattern.test(value));
  if (!gitInfo) return {jarSha256: jarSha256?.toLowerCase()};

  const buildValue = gitInfo.buildNumber ?? gitInfo['git.build.number'];
  const buildLabel = asString(buildValue) ?? (asInteger(buildValue) !== undefined ? String(buildValue) : undefined);
  const parsedBuild = buildLabel && /^\d+$/.test(buildLabel.trim()) ? Number(buildLabel.trim()) : undefined;
  const commit = readCommit(gitInfo);
  const repositoryWritten = asString(gitInfo['git.remote.origin.url'])?.trim();
  // Anything but an http(s) or git@ address is kept as text, and is no GeyserMC build either.
  const repositoryUrl = normaliseRepositoryUrl(repositoryWritten) ?? repositoryWritten;
  // Dumps without a repository came from GeyserMC's own builds.
  const commitRepository = repositoryUrl ?? upstreamRepository;

  return {
    buildLabel: buildLabel?.trim(),
    buildNumber: parsedBuild !== undefined && parsedBuild > 0 ? parsedBuild : undefined,
    commit,
    branch: asString(gitInfo['git.branch']) ?? asString(gitInfo.branchName),
    repositoryUrl,
    commitUrl: commit && githubRepositoryPattern.test(commitRepository) ? `${commitRepository}/commit/${commit}` : undefined,
    fork: repositoryUrl === undefined ? undefined : repositoryUrl.toLowerCase() !== upstreamRepository.toLowerCase(),
    jarSha256: jarSha256?.toLowerCase(),
  };
}

/**
 * Lookup tables keyed by dump values are Maps: a plain object would answer
 * "constructor" or "__proto__" with a member of Object.prototype.
 */
const knownPlatforms = new Map<string, KnownPlatform>([
  ['spigot', 'Spigot'],
  ['bungeecord', 'BungeeCord'],
  ['velocity', 'Velocity'],
  ['fabric', 'Fabric'],
  ['neoforge', 'NeoForge'],
  ['standalone', 'Standalone'],
  ['viaproxy', 'ViaProxy'],
  ['sponge', 'Sponge'],
  ['android', 'Android'],
]);

function readPlatform(bootstrap: JsonObject | undefined): PlatformInfo {
  if (!bootstrap) return {};
  const platformValue = bootstrap.platform;
  const platform = asString(platformValue) ?? asString(asObject(platformValue)?.platformName);
  const knownPlatform = platform ? knownPlatforms.get(platform.trim().toLowerCase()) : undefined;
  const listeners = asObjectList(bootstrap.listeners)?.map((listener): Listener => ({
    address: asString(listener.ip),
    port: asInteger(listener.port),
  }));
  return {
    platform: knownPlatform ?? platform,
    knownPlatform,
    name: asString(bootstrap.platformName),
    version: asString(bootstrap.platformVersion),
    apiVersion: asString(bootstrap.platformAPIVersion) ?? asString(bootstrap.platformApiVersion),
    vendor: asString(bootstrap.platformVendor),
    minecraftVersion: asString(bootstrap.minecraftVersion),
    environment: asString(bootstrap.environmentType) ?? asString(bootstrap.dist),
    onlineMode: asBoolean(bootstrap.onlineMode),
    serverAddress: asString(bootstrap.serverIP) ?? asString(bootstrap.serverIp),
    serverPort: asInteger(bootstrap.serverPort),
    listeners,
    gui: asBoolean(bootstrap.isGui) ?? asBoolean(bootstrap.gui),
  };
}

function readPlugin(entry: JsonObject): PluginInfo {
  return {
    name: asString(entry.name),
    version: asString(entry.version),
    enabled: asBoolean(entry.enabled),
    main: asString(entry.main),
    authors: asStringList(entry.authors),
    url: asString(entry.url)?.trim(),
  };
}

function readExtension(entry: JsonObject): ExtensionInfo {
  return {
    name: asString(entry.name),
    version: asString(entry.version),
    apiVersion: asString(entry.apiVersion),
    enabled: asBoolean(entry.enabled),
    main: asString(entry.main),
    authors: asStringList(entry.authors),
  };
}

function readPack(entry: JsonObject): ResourcePackInfo {
  return {name: asString(entry.name), type: asString(entry.type), size: asString(entry.size)};
}

function readMappings(mappingInfo: JsonObject | undefined): MappingCounts | undefined {
  if (!mappingInfo) return undefined;
  return {
    customBlocks: asInteger(mappingInfo.customBlocks),
    customSkulls: asInteger(mappingInfo.customSkulls),
    customItems: asInteger(mappingInfo.customItems),
    customEntities: asInteger(mappingInfo.customEntities),
  };
}

/** Jackson wrote the enum constant ("UWP"), Gson writes its display name ("Windows"). */
const deviceNames = new Map<string, string>([
  ['UNKNOWN', 'Unknown'],
  ['GOOGLE', 'Android'],
  ['IOS', 'iOS'],
  ['OSX', 'macOS'],
  ['AMAZON', 'Amazon'],
  ['GEARVR', 'Gear VR'],
  ['HOLOLENS', 'Hololens'],
  ['UWP', 'Windows'],
  ['WIN32', 'Windows x86'],
  ['DEDICATED', 'Dedicated'],
  ['TVOS', 'Apple TV'],
  ['PS4', 'PlayStation'],
  ['NX', 'Switch'],
  ['XBOX', 'Xbox'],
  ['WINDOWS_PHONE', 'Windows Phone'],
  ['LINUX', 'Linux'],
]);

function readUserPlatforms(userPlatforms: JsonObject | undefined): UserPlatformCount[] | undefined {
  if (!userPlatforms) return undefined;
  const counts = new Map<string, number>();
  for (const [key, value] of Object.entries(userPlatforms)) {
    const count = asInteger(value);
    if (count === undefined || count < 0) continue;
    const platform = deviceNames.get(key) ?? key;
    counts.set(platform, (counts.get(platform) ?? 0) + count);
  }
  return [...counts].map(([platform, count]) => ({platform, count})).sort((a, b) => b.count - a.count);
}

function readSystem(root: JsonObject): SystemInfo {
  const ram = asObject(root.ramInfo);
  return {
    cpuCount: asInteger(root.cpuCount),
    cpuName: asString(root.cpuName),
    ram: {freeMb: asNumber(ram?.free), totalMb: asNumber(ram?.total), maxMb: asNumber(ram?.max)},
    locale: asString(root.systemLocale),
    encoding: asString(root.systemEncoding),
    connectionAttempts: asInteger(root.connectionAttempts),
  };
}

/**
 * Jackson-era dumps carry `floodgate: {gitInfo, config}`, filled in by a Floodgate running
 * beside Geyser. Empty sections prove nothing (not every Floodgate fills them), so this only
 * ever says yes.
 */
function readFloodgateSection(root: JsonObject): true | undefined {
  const floodgate = asObject(root.floodgate);
  if (!floodgate) return undefined;
  return asObject(floodgate.config) !== undefined || asObject(floodgate.gitInfo) !== undefined ? true : undefined;
}
