/**
 * What `npm run check:upstream` compares: for each data file, the upstream files it mirrors and
 * how the two differ. Comparisons are pure; the caller hands in a fetcher (the CLI fetches over
 * HTTP, the tests serve fixtures), so nothing here touches the network.
 */
import {geyserVersions, versionsUpstream} from '../../data/versions';
import {commandsUpstream, floodgateCommands, floodgatePermissions, geyserCommands, type PermissionDefault} from '../../data/commands';
import {hostingProviders, hostingProvidersUpstream, type ProviderCategory} from '../../data/hostingProviders';
import {downloadProjects, downloadProjectsUpstream} from '../../data/downloadProjects';
import {CURRENT_GEYSER_CONFIG_VERSION, FLOODGATE_CONFIG_VERSION, floodgateFormat, optionKey} from '../../data/configFormats';
import {geyserConfigUpstream} from '../../data/configFormats/geyserCurrent';
import {floodgateConfigUpstream} from '../../data/configFormats/floodgate';
import {
  parseBedrockVersions,
  parseConfigTemplate,
  parseDownloadsProjects,
  parseFloodgatePermissions,
  parseGeyserCommands,
  parseGeyserConfigVersion,
  parseGradleVersion,
  parseReadmeJavaVersions,
  parseWebsiteProviders,
  UpstreamParseError,
  type UpstreamProviderCategory,
} from './parsers';

/** A file in a GeyserMC repository (read from its master branch), or a Downloads API endpoint. */
export type UpstreamSource = {repo: string; path: string} | {endpoint: string};

export interface UpstreamBases {
  /** Serves `<repo>/<branch>/<path>`, like https://raw.githubusercontent.com. */
  raw: string;
  /** The Downloads API, like https://download.geysermc.org. */
  downloads: string;
}

export const defaultBases: UpstreamBases = {
  raw: 'https://raw.githubusercontent.com',
  downloads: 'https://download.geysermc.org',
};

export const UPSTREAM_BRANCH = 'master';

export function sourceUrl(source: UpstreamSource, bases: UpstreamBases): string {
  const trim = (base: string) => base.replace(/\/+$/, '');
  if ('endpoint' in source) return `${trim(bases.downloads)}${source.endpoint}`;
  return `${trim(bases.raw)}/${source.repo}/${UPSTREAM_BRANCH}/${source.path}`;
}

export function describeSource(source: UpstreamSource): string {
  return 'endpoint' in source ? `Downloads API ${source.endpoint}` : `${source.repo} ${source.path}`;
}

export interface DataFileCheck {
  /** The file to edit, relative to the repository. */
  dataFile: string;
  sources: Record<string, UpstreamSource>;
  /** Each difference as one line: what upstream says, what we say, and what to edit. Empty when in line. */
  compare(texts: Record<string, string>): string[];
}

/** Differences between two lists, worded for a contributor. */
function listDrift(what: string, ours: readonly string[], theirs: readonly string[], edit: string): string[] {
  const missing = theirs.filter((v) => !ours.includes(v));
  const extra = ours.filter((v) => !theirs.includes(v));
  const drift: string[] = [];
  if (missing.length)
    drift.push(`${what}: upstream has ${missing.join(', ')}, which we lack. Add ${missing.length === 1 ? 'it' : 'them'} to ${edit}.`);
  if (extra.length)
    drift.push(`${what}: we list ${extra.join(', ')}, which upstream does not have. Remove ${extra.length === 1 ? 'it' : 'them'} from ${edit}.`);
  if (!missing.length && !extra.length && ours.join() !== theirs.join()) {
    drift.push(`${what}: same entries in another order (upstream: ${theirs.join(', ')}). Reorder ${edit}.`);
  }
  return drift;
}

const versionsCheck: DataFileCheck = {
  dataFile: 'src/data/versions.ts',
  sources: versionsUpstream,
  compare(texts) {
    const drift = [
      ...listDrift('Bedrock versions', geyserVersions.bedrock, parseBedrockVersions(texts.bedrock!), '`bedrock` in geyserVersions'),
      ...listDrift('Java versions', geyserVersions.java, parseReadmeJavaVersions(texts.java!), '`java` in geyserVersions'),
    ];
    const release = parseGradleVersion(texts.geyserVersion!);
    if (release !== geyserVersions.geyserVersion) {
      drift.push(
        `Geyser version: upstream builds ${release}, we say ${geyserVersions.geyserVersion}. Set \`geyserVersion\` to '${release}' and the API version in docs/geyser/getting-started-with-the-api.mdx and docs/geyser/extensions.md to ${release}-SNAPSHOT.`,
      );
    }
    return drift;
  },
};

/** `/geyser dump [full]` → `dump`; the root `/geyser` → undefined. */
function geyserSubcommand(usage: string): string | undefined {
  return usage.split(/\s+/)[1];
}

const floodgateDefaults: Record<string, PermissionDefault> = {TRUE: 'true', OP: 'op', FALSE: 'not-set'};

const commandsCheck: DataFileCheck = {
  dataFile: 'src/data/commands.ts',
  sources: commandsUpstream,
  compare(texts) {
    const drift: string[] = [];
    const upstream = parseGeyserCommands(texts.geyser!);
    const ours = geyserCommands.filter((c) => geyserSubcommand(c.usage));
    drift.push(
      ...listDrift('Geyser commands', ours.map((c) => geyserSubcommand(c.usage)!).sort(), upstream.map((c) => c.name).sort(), 'geyserCommands'),
    );
    for (const command of upstream) {
      const mine = ours.find((c) => geyserSubcommand(c.usage) === command.name);
      if (mine && mine.permission !== command.permission) {
        drift.push(
          `Geyser command ${command.name}: upstream checks ${command.permission}, we say ${mine.permission}. Fix its \`permission\` in geyserCommands.`,
        );
      }
    }
    const floodgate = parseFloodgatePermissions(texts.floodgate!);
    const ourFloodgate = [...floodgateCommands, ...floodgatePermissions];
    drift.push(
      ...listDrift(
        'Floodgate permissions',
        ourFloodgate.map((c) => c.permission).sort(),
        floodgate.map((p) => p.permission).sort(),
        'floodgateCommands or floodgatePermissions',
      ),
    );
    for (const permission of floodgate) {
      const mine = ourFloodgate.find((c) => c.permission === permission.permission);
      const expected = floodgateDefaults[permission.default];
      if (mine && expected && mine.default !== expected) {
        drift.push(
          `Floodgate permission ${permission.permission}: upstream default is ${permission.default}, we say ${mine.default}. Set its \`default\` to '${expected}'.`,
        );
      }
    }
    return drift;
  },
};

const providerCategories: Record<UpstreamProviderCategory, ProviderCategory> = {
  built_in: 'built-in',
  support: 'supported',
  no_support: 'unsupported',
};

const hostingProvidersCheck: DataFileCheck = {
  dataFile: 'src/data/hostingProviders.ts',
  sources: {providers: hostingProvidersUpstream},
  compare(texts) {
    const upstream = parseWebsiteProviders(texts.providers!);
    const key = (name: string) => name.toLowerCase();
    const drift: string[] = [];
    for (const host of upstream) {
      const mine = hostingProviders.find((p) => key(p.name) === key(host.name));
      const category = providerCategories[host.category];
      if (!mine)
        drift.push(`Host "${host.name}" is listed upstream as ${category}; we lack it. Add it to hostingProviders (with its steps) or note why not.`);
      else if (mine.category !== category)
        drift.push(`Host "${host.name}": upstream files it as ${category}, we as ${mine.category}. Check its steps and move it.`);
    }
    for (const mine of hostingProviders) {
      if (!upstream.some((host) => key(host.name) === key(mine.name))) {
        drift.push(
          `Host "${mine.name}" is no longer listed upstream. Check whether it still offers what we say, and remove it from hostingProviders if not.`,
        );
      }
    }
    return drift;
  },
};

const downloadProjectsCheck: DataFileCheck = {
  dataFile: 'src/data/downloadProjects.ts',
  sources: {projects: {endpoint: downloadProjectsUpstream.endpoint}},
  compare(texts) {
    const published = parseDownloadsProjects(texts.projects!);
    const notOffered: Record<string, string> = downloadProjectsUpstream.notOffered;
    const ours = downloadProjects.map((p) => p.projectId);
    const drift: string[] = [];
    for (const id of published) {
      if (!ours.includes(id) && !(id in notOffered)) {
        drift.push(
          `Project "${id}" is published on the Downloads API but not offered. Add it to downloadProjects, or to downloadProjectsUpstream.notOffered with the reason.`,
        );
      }
    }
    for (const id of ours) {
      if (!published.includes(id))
        drift.push(`Project "${id}" is no longer published on the Downloads API. Say where to get it instead, or remove it from downloadProjects.`);
    }
    for (const id of Object.keys(notOffered)) {
      if (!published.includes(id)) drift.push(`"${id}" in downloadProjectsUpstream.notOffered is no longer published. Remove it from that list.`);
    }
    return drift;
  },
};

const geyserConfigCheck: DataFileCheck = {
  dataFile: 'src/data/configFormats/geyserCurrent.ts',
  sources: {constants: geyserConfigUpstream},
  compare(texts) {
    const version = parseGeyserConfigVersion(texts.constants!);
    if (version === CURRENT_GEYSER_CONFIG_VERSION) return [];
    return [
      `Geyser writes config-version ${version}, we know up to ${CURRENT_GEYSER_CONFIG_VERSION}. Add the new and changed options (since/until), their migration in geyserMigrations.ts, and raise CURRENT_GEYSER_CONFIG_VERSION.`,
    ];
  },
};

const floodgateConfigCheck: DataFileCheck = {
  dataFile: 'src/data/configFormats/floodgate.ts',
  sources: {config: floodgateConfigUpstream},
  compare(texts) {
    const template = parseConfigTemplate(texts.config!);
    const ours = floodgateFormat('server')
      .options.filter((o) => !o.commentedOutByDefault)
      .map((o) => optionKey(o));
    const drift = listDrift('Floodgate config.yml keys', [...ours].sort(), [...template.keys].sort(), 'floodgateOptions');
    if (template.version !== FLOODGATE_CONFIG_VERSION) {
      drift.push(
        `Floodgate writes config-version ${template.version}, we know ${FLOODGATE_CONFIG_VERSION}. Update floodgateOptions and FLOODGATE_CONFIG_VERSION.`,
      );
    }
    return drift;
  },
};

export const upstreamChecks: readonly DataFileCheck[] = [
  versionsCheck,
  commandsCheck,
  hostingProvidersCheck,
  downloadProjectsCheck,
  geyserConfigCheck,
  floodgateConfigCheck,
];

export interface CheckResult {
  dataFile: string;
  drift: string[];
  /** Set when a source could not be fetched or no longer parses. */
  errors: string[];
}

export type FetchText = (url: string) => Promise<string>;

/** Fetches each check's sources and compares them. Never throws: failures land in `errors`. */
export async function runUpstreamChecks(
  fetchText: FetchText,
  bases: UpstreamBases = defaultBases,
  checks: readonly DataFileCheck[] = upstreamChecks,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of checks) {
    const texts: Record<string, string> = {};
    const errors: string[] = [];
    for (const [name, source] of Object.entries(check.sources)) {
      const url = sourceUrl(source, bases);
      try {
        texts[name] = await fetchText(url);
      } catch (error) {
        errors.push(`could not fetch ${describeSource(source)} (${url}): ${(error as Error).message}`);
      }
    }
    let drift: string[] = [];
    if (errors.length === 0) {
      try {
        drift = check.compare(texts);
      } catch (error) {
        if (!(error instanceof UpstreamParseError)) throw error;
        const sources = Object.values(check.sources).map(describeSource).join(', ');
        errors.push(
          `${sources} no longer parses: ${error.message} Update the parser in src/lib/upstream/parsers.ts or the source in ${check.dataFile}.`,
        );
      }
    }
    results.push({dataFile: check.dataFile, drift, errors});
  }
  return results;
}

/** 0: everything matches; 1: drift; 2: a source could not be fetched or parsed. */
export function exitCodeOf(results: readonly CheckResult[]): 0 | 1 | 2 {
  if (results.some((r) => r.errors.length)) return 2;
  return results.some((r) => r.drift.length) ? 1 : 0;
}

/** The report as Markdown: one section per data file that needs attention. */
export function formatReport(results: readonly CheckResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    if (!result.drift.length && !result.errors.length) {
      lines.push(`✔ ${result.dataFile}: in line with upstream`);
      continue;
    }
    lines.push('', `### ${result.dataFile}`, '');
    for (const error of result.errors) lines.push(`- ✖ ${error}`);
    for (const drift of result.drift) lines.push(`- ${drift}`);
    lines.push('');
  }
  return lines.join('\n').trim() + '\n';
}
