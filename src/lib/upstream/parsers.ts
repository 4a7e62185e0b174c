/**
 * Reads facts out of upstream files (Geyser's and Floodgate's sources, GeyserWebsite's
 * provider list, the Downloads API). Pure functions of the file text: the CLI
 * (scripts/check-upstream.mjs) fetches, these parse. Each throws an UpstreamParseError
 * when the file no longer has the shape it expects, so a moved or rewritten file is
 * reported instead of read as "nothing changed".
 */
import YAML from 'yaml';

export class UpstreamParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamParseError';
  }
}

/** Java source without comments, so a commented-out line is not read as code. */
function stripJavaComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:"])\/\/.*$/gm, '$1');
}

/** Every string literal in a Java argument list, in order. */
function stringLiterals(args: string): string[] {
  return [...args.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
}

/**
 * The Bedrock versions of Geyser's GameProtocol, oldest first: the version names given to each
 * `register(Bedrock_vNNN.CODEC, "26.0", "26.1")` call in its static block.
 */
export function parseBedrockVersions(gameProtocolJava: string): string[] {
  const code = stripJavaComments(gameProtocolJava);
  const versions: string[] = [];
  for (const call of code.matchAll(/\bregister\(\s*Bedrock_v\d+\.CODEC\s*((?:,\s*"[^"]*"\s*)*)\)/g)) {
    const names = stringLiterals(call[1]!);
    if (names.length === 0) {
      throw new UpstreamParseError('GameProtocol registers a codec without version names; read the codec class for its version.');
    }
    versions.push(...names);
  }
  if (versions.length === 0) {
    throw new UpstreamParseError('GameProtocol has no register(Bedrock_vNNN.CODEC, "…") calls any more.');
  }
  return versions;
}

/** The Java versions in the `| Java | 26.2 (…) |` row of Geyser's README table. */
export function parseReadmeJavaVersions(readme: string): string[] {
  const row = readme.split('\n').find((line) => /^\|\s*Java\s*\|/.test(line));
  if (!row) throw new UpstreamParseError('the README has no "| Java | … |" row in its supported versions table.');
  const cell = row.split('|')[2] ?? '';
  const versions = cell.replace(/\(.*?\)/g, '').match(/\b\d+\.\d+(?:\.\d+)?\b/g) ?? [];
  if (versions.length === 0) throw new UpstreamParseError('the README\'s "Java" row names no version.');
  return versions;
}

/** `version=2.11.2-SNAPSHOT` in gradle.properties, as "2.11.2". */
export function parseGradleVersion(properties: string): string {
  const match = properties.match(/^\s*version\s*=\s*(\d+\.\d+\.\d+)(?:-SNAPSHOT)?\s*$/m);
  if (!match) throw new UpstreamParseError('gradle.properties has no "version=X.Y.Z" line.');
  return match[1]!;
}

export interface UpstreamCommand {
  name: string;
  permission: string;
}

/**
 * Geyser's built-in commands from CommandRegistry: each
 * `registerBuiltInCommand(new XCommand(…, "name", "description.key", "permission"))`, and the help
 * command created before it.
 */
export function parseGeyserCommands(commandRegistryJava: string): UpstreamCommand[] {
  const code = stripJavaComments(commandRegistryJava);
  const commands: UpstreamCommand[] = [];
  for (const match of code.matchAll(/new\s+\w*Command\(([^()]*)\)/g)) {
    const literals = stringLiterals(match[1]!);
    const permission = literals.find((l) => /^geyser\.command\./.test(l));
    if (!permission) continue;
    const name = literals[literals.indexOf(permission) - 2];
    if (!name) continue;
    commands.push({name, permission});
  }
  if (commands.length === 0) {
    throw new UpstreamParseError('CommandRegistry creates no commands of the form new XCommand(…, "name", "description", "geyser.command.name").');
  }
  return commands;
}

export interface UpstreamPermission {
  permission: string;
  /** As written upstream: TRUE, OP, FALSE. */
  default: string;
}

/** Floodgate's Permission enum: `NAME("floodgate.x", TRUE)` and `NAME(PARENT, "child", OP)` entries. */
export function parseFloodgatePermissions(permissionJava: string): UpstreamPermission[] {
  const code = stripJavaComments(permissionJava);
  const body = code.match(/enum\s+Permission\s*\{([\s\S]*?);/);
  if (!body) throw new UpstreamParseError('Permission.java has no "enum Permission { … ;" any more.');
  const byName = new Map<string, string>();
  const permissions: UpstreamPermission[] = [];
  for (const entry of body[1]!.matchAll(/([A-Z][A-Z0-9_]*)\s*\(([^)]*)\)/g)) {
    const [name, args] = [entry[1]!, entry[2]!];
    const parts = args.split(',').map((p) => p.trim());
    const fallback = parts.at(-1) ?? '';
    let permission: string | undefined;
    if (parts.length === 2 && parts[0]!.startsWith('"')) permission = parts[0]!.slice(1, -1);
    else if (parts.length === 3 && byName.has(parts[0]!)) permission = `${byName.get(parts[0]!)}.${parts[1]!.slice(1, -1)}`;
    if (!permission) throw new UpstreamParseError(`Permission.${name} has arguments this check does not understand: (${args}).`);
    byName.set(name, permission);
    permissions.push({permission, default: fallback});
  }
  if (permissions.length === 0) throw new UpstreamParseError('the Permission enum lists no permissions.');
  return permissions;
}

/** `CONFIG_VERSION = 7` in Geyser's Constants. */
export function parseGeyserConfigVersion(constantsJava: string): number {
  const match = stripJavaComments(constantsJava).match(/\bint\s+CONFIG_VERSION\s*=\s*(\d+)\s*;/);
  if (!match) throw new UpstreamParseError('Constants.java has no "int CONFIG_VERSION = N;" any more.');
  return Number(match[1]);
}

export interface UpstreamConfigFile {
  /** Dotted keys of every value (not of the sections holding them), in file order. */
  keys: string[];
  version: number;
}

/** The keys and `config-version` of a YAML config template such as Floodgate's config.yml. */
export function parseConfigTemplate(yamlText: string): UpstreamConfigFile {
  let data: unknown;
  try {
    data = YAML.parse(yamlText);
  } catch (error) {
    throw new UpstreamParseError(`the config template is not valid YAML (${(error as Error).message}).`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new UpstreamParseError('the config template is not a YAML map.');
  const keys: string[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object' && !Array.isArray(value)) walk(value as Record<string, unknown>, path);
      else keys.push(path);
    }
  };
  walk(data as Record<string, unknown>, '');
  const version = (data as Record<string, unknown>)['config-version'];
  if (typeof version !== 'number') throw new UpstreamParseError('the config template has no numeric config-version.');
  return {keys, version};
}

export type UpstreamProviderCategory = 'built_in' | 'support' | 'no_support';

export interface UpstreamProvider {
  name: string;
  category: UpstreamProviderCategory;
}

/**
 * The hosts of GeyserWebsite's src/data/providers.ts: `name: '…'` entries under the
 * `built_in`, `support` and `no_support` lists of `providersData`.
 */
export function parseWebsiteProviders(providersTs: string): UpstreamProvider[] {
  const start = providersTs.indexOf('providersData');
  if (start < 0) throw new UpstreamParseError('providers.ts no longer exports providersData.');
  const body = providersTs.slice(start);
  const sections = [...body.matchAll(/^\s*(built_in|support|no_support)\s*:\s*\[/gm)];
  if (sections.length !== 3) {
    throw new UpstreamParseError('providersData no longer has exactly the lists built_in, support and no_support.');
  }
  const providers: UpstreamProvider[] = [];
  sections.forEach((section, index) => {
    const end = sections[index + 1]?.index ?? body.length;
    const text = body.slice(section.index, end);
    for (const m of text.matchAll(/\bname\s*:\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
      providers.push({name: m[2]!.replace(/\\(.)/g, '$1'), category: section[1] as UpstreamProviderCategory});
    }
  });
  if (providers.length === 0) throw new UpstreamParseError('providersData lists no hosts.');
  return providers;
}

/** The project ids of the Downloads API's `GET /v2/projects` (`{"projects": ["geyser", …]}`). */
export function parseDownloadsProjects(json: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new UpstreamParseError('/v2/projects did not answer with JSON.');
  }
  const projects = (data as {projects?: unknown} | null)?.projects;
  if (!Array.isArray(projects) || !projects.every((p) => typeof p === 'string')) {
    throw new UpstreamParseError('/v2/projects did not answer with {"projects": [strings]}.');
  }
  return projects as string[];
}
