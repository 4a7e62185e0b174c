// @ts-check
// What the weekly link check reports, kept free of network and file access so it
// can be tested: which broken links count (external, not on the allow list), and
// the body of the single issue that lists them. run.mjs does the checking.

/** The issue the workflow opens, updates and closes; it is found by its label. */
export const issueLabel = 'link-check';
export const issueTitle = 'Dead links on the site';

/** GitHub refuses issue bodies longer than 65,536 characters; stay well below. */
const maxBodyLength = 60_000;

/**
 * @typedef {{host: string, reason: string}} AllowEntry
 *   A host whose links are not checked: `example.com` is that host alone,
 *   `*.example.com` is example.com and every subdomain of it.
 * @typedef {{url: string, state: string, status?: number, parent?: string}} CheckedLink
 *   One result of the link checker (linkinator's LinkResult).
 * @typedef {{url: string, status: number, pages: string[]}} DeadLink
 *   A dead external link and the site pages that contain it.
 */

/**
 * Reads and validates the allow list file's contents.
 * @param {unknown} json
 * @returns {AllowEntry[]}
 */
export function readAllowList(json) {
  const hosts = json && typeof json === 'object' && 'hosts' in json ? json.hosts : undefined;
  if (!Array.isArray(hosts)) throw new Error('The allow list needs a "hosts" array');
  return hosts.map((entry, index) => {
    const {host, reason} = entry ?? {};
    if (typeof host !== 'string' || !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)) {
      throw new Error(`Allow list entry ${index + 1}: "host" must be a lower-case host name such as example.com or *.example.com`);
    }
    if (typeof reason !== 'string' || reason.trim() === '') {
      throw new Error(`Allow list entry ${index + 1} (${host}): say why in "reason"`);
    }
    return {host, reason};
  });
}

/**
 * Whether a link points at a host on the allow list.
 * @param {string} url
 * @param {readonly AllowEntry[]} allow
 */
export function isAllowed(url, allow) {
  let host;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return allow.some((entry) => {
    if (!entry.host.startsWith('*.')) return host === entry.host;
    const domain = entry.host.slice(2);
    return host === domain || host.endsWith(`.${domain}`);
  });
}

/**
 * Whether a link leaves the site: an http(s) address outside the built site. `site`
 * is where the checker found the site's own pages: the folder it served (linkinator
 * reports local pages by their file path) or an origin such as http://localhost:3000.
 * @param {string} url
 * @param {string} site
 */
export function isExternal(url, site) {
  if (isWithin(url, site)) return false;
  try {
    const {protocol} = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * @param {string} url
 * @param {string} site
 */
function isWithin(url, site) {
  const root = site.replace(/\/+$/, '');
  return url === root || url.startsWith(`${root}/`);
}

/**
 * The dead external links among the checker's results, each once, with the pages
 * that contain it (as site paths), sorted by address.
 * @param {readonly CheckedLink[]} results
 * @param {{site: string, allow: readonly AllowEntry[]}} options
 * @returns {DeadLink[]}
 */
export function deadLinks(results, {site, allow}) {
  /** @type {Map<string, DeadLink>} */
  const byUrl = new Map();
  for (const result of results) {
    if (result.state !== 'BROKEN' || !isExternal(result.url, site) || isAllowed(result.url, allow)) continue;
    const entry = byUrl.get(result.url) ?? {url: result.url, status: result.status ?? 0, pages: []};
    const page = result.parent ? pagePath(result.parent, site) : undefined;
    if (page && !entry.pages.includes(page)) entry.pages.push(page);
    byUrl.set(result.url, entry);
  }
  const dead = [...byUrl.values()];
  for (const link of dead) link.pages.sort();
  return dead.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/**
 * A page of the site as a path (`/wiki/geyser/setup/`); other addresses stay whole.
 * @param {string} url
 * @param {string} site
 */
function pagePath(url, site) {
  if (!isWithin(url, site)) return url;
  return `/${url.slice(site.replace(/\/+$/, '').length).replace(/^\/+/, '')}`;
}

/** @param {number} status */
function describeStatus(status) {
  return status > 0 ? `HTTP ${status}` : 'no answer (refused, timed out or no such host)';
}

/**
 * A link as Markdown code, so nothing in the address is read as formatting.
 * @param {string} text
 */
function code(text) {
  return `\`${text.replaceAll('`', '%60')}\``;
}

/**
 * The issue body listing the dead links.
 * @param {readonly DeadLink[]} dead
 * @param {{checked: number, runUrl?: string}} details
 */
export function issueBody(dead, {checked, runUrl}) {
  const intro = [
    `The weekly link check found ${dead.length} dead external ${dead.length === 1 ? 'link' : 'links'} among the ${checked} links of the English site.`,
    'Fix or remove each link on the pages listed. If a host only refuses automated requests and works in a browser, add it to `scripts/link-check/allow.json` with the reason instead.',
    runUrl ? `Run: ${runUrl}` : '',
    '',
  ].filter((line, index, lines) => line !== '' || index === lines.length - 1);
  const lines = [...intro];
  let length = lines.join('\n').length;
  let shown = 0;
  for (const link of dead) {
    const pages = link.pages.length > 0 ? link.pages.map(code).join(', ') : 'an unknown page';
    const item = `- ${code(link.url)}: ${describeStatus(link.status)}\n  on ${pages}`;
    length += item.length + 1;
    if (length > maxBodyLength) break;
    lines.push(item);
    shown++;
  }
  if (shown < dead.length) lines.push('', `…and ${dead.length - shown} more: see the run's log.`);
  lines.push('', 'This issue is updated by the link check each week and closed when no dead link is left.');
  return lines.join('\n') + '\n';
}
