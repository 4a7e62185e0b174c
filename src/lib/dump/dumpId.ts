/**
 * Turns whatever a user pastes (a bare key, a dump server link, a raw link, a
 * link to this viewer) into a dump key, or says why it cannot be one. Nothing
 * here touches the network: a reference that fails these checks is never fetched.
 */

/** The dump server hands out keys of exactly 32 ASCII letters and digits. */
export const dumpIdPattern = /^[A-Za-z0-9]{32}$/;

export function isDumpId(value: string): boolean {
  return dumpIdPattern.test(value);
}

export type DumpReferenceProblem =
  /** Looks like a key but has the wrong length or characters. */
  | 'malformed-id'
  /** A link to some other site. */
  | 'foreign-host'
  /** A link to the dump server or viewer that names no dump, or text that is no link at all. */
  | 'unrecognised';

export type DumpReference = {kind: 'id'; id: string} | {kind: 'empty'} | {kind: 'invalid'; problem: DumpReferenceProblem};

export interface ReferenceContext {
  /** Base URL of the configured dump server, e.g. "https://dump.geysermc.org". */
  dumpServer: string;
  /** Hosts that serve this viewer (the site's host, the current page's host). */
  viewerHosts: readonly string[];
}

const viewerPathPattern = /(^|\/)utilities\/dump-viewer\/?$/;
const schemePattern = /^[a-z][a-z0-9+.-]*:/i;
const bareTokenPattern = /^[A-Za-z0-9]+$/;

function asId(candidate: string | undefined | null): DumpReference {
  if (!candidate) return {kind: 'invalid', problem: 'unrecognised'};
  return isDumpId(candidate) ? {kind: 'id', id: candidate} : {kind: 'invalid', problem: 'malformed-id'};
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // left as written; the key check rejects it
  }
}

function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** The key in a dump server path: `/KEY`, `/raw/KEY` or `/v1/raw/KEY`, below the server's own base path. */
function idFromDumpServerPath(url: URL, server: URL): DumpReference {
  const basePath = pathSegments(server.pathname);
  const segments = pathSegments(url.pathname);
  if (basePath.some((segment, index) => segments[index] !== segment)) {
    return {kind: 'invalid', problem: 'unrecognised'};
  }
  const rest = segments.slice(basePath.length).map(safeDecode);
  if (rest.length === 1) return asId(rest[0]);
  if (rest.length === 2 && rest[0] === 'raw') return asId(rest[1]);
  if (rest.length === 3 && rest[0] === 'v1' && rest[1] === 'raw') return asId(rest[2]);
  return {kind: 'invalid', problem: 'unrecognised'};
}

/** A viewer link carries the key as `?id=KEY` or `#KEY` (the dump server redirects to the latter). */
function idFromViewerUrl(url: URL): DumpReference {
  if (!viewerPathPattern.test(url.pathname)) return {kind: 'invalid', problem: 'unrecognised'};
  const fromLocation = readDumpIdFromLocation(url.search, url.hash);
  return asId(fromLocation);
}

function hostOf(baseUrl: string): URL | undefined {
  try {
    return new URL(baseUrl);
  } catch {
    return undefined;
  }
}

export function parseDumpReference(input: string, context: ReferenceContext): DumpReference {
  const text = input.trim();
  if (text === '') return {kind: 'empty'};
  if (bareTokenPattern.test(text)) return asId(text);

  // People paste links without a scheme ("dump.geysermc.org/KEY"); read those as https.
  const withScheme = schemePattern.test(text) && !/^[^/:]+:\d/.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return {kind: 'invalid', problem: 'unrecognised'};
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {kind: 'invalid', problem: 'foreign-host'};

  const host = url.host.toLowerCase();
  const server = hostOf(context.dumpServer);
  if (server && host === server.host.toLowerCase()) return idFromDumpServerPath(url, server);
  if (context.viewerHosts.some((viewerHost) => viewerHost.toLowerCase() === host)) return idFromViewerUrl(url);
  return {kind: 'invalid', problem: 'foreign-host'};
}

/**
 * The dump key a page address names, as written (it may be malformed; the caller checks):
 * `?id=KEY` first, then `#KEY` or `#id=KEY`.
 */
export function readDumpIdFromLocation(search: string, hash: string): string | undefined {
  const fromQuery = new URLSearchParams(search).get('id')?.trim();
  if (fromQuery) return fromQuery;
  let fragment = safeDecode(hash.replace(/^#/, '')).trim();
  if (fragment.startsWith('id=')) fragment = fragment.slice(3);
  return fragment === '' ? undefined : fragment;
}

/** Where the dump server serves the JSON of one dump. */
export function rawDumpUrl(dumpServer: string, id: string): string {
  return `${dumpServer.replace(/\/+$/, '')}/raw/${encodeURIComponent(id)}`;
}
