// @ts-check
// Checks every external link of a built site with linkinator and writes what the
// workflow needs to file the issue.
//
//   node scripts/link-check/run.mjs [--dir build] [--body link-check.md]
//
// Prints the dead links; writes the issue body to --body; inside GitHub Actions
// also sets the step outputs `dead` (how many) and `body`. Exits 0 whatever it
// finds (the issue is the report) and 2 when the check itself cannot run.
import {randomUUID} from 'node:crypto';
import {appendFileSync, existsSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {LinkChecker} from 'linkinator';
import {deadLinks, isAllowed, isExternal, issueBody, readAllowList} from './report.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @returns {Promise<number>} a port nothing listens on right now */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Serves a built site on localhost, follows its pages and checks every link on them.
 * @param {{dir: string, allow: readonly import('./report.mjs').AllowEntry[], timeout?: number, concurrency?: number}} options
 */
export async function checkSite({dir, allow, timeout = 20_000, concurrency = 25}) {
  const port = await freePort();
  // Pages are served from here, and reported by their path in `dir`.
  const siteOrigin = `http://localhost:${port}`;
  const site = path.resolve(dir);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: site,
    port,
    recurse: true,
    concurrency,
    timeout,
    // 429 with Retry-After waits and asks again; 5xx and network errors get two more tries.
    retry: true,
    retryErrors: true,
    retryErrorsCount: 2,
    // Hosts that refuse automated requests are not asked at all; the site's own pages always are.
    linksToSkip: async (link) => !link.startsWith(`${siteOrigin}/`) && isAllowed(link, allow),
  });
  const external = result.links.filter((link) => link.state !== 'SKIPPED' && isExternal(link.url, site) && !link.url.startsWith(`${siteOrigin}/`));
  return {checked: new Set(external.map((link) => link.url)).size, dead: deadLinks(result.links, {site, allow})};
}

/** @param {string[]} argv */
async function main(argv) {
  /** @type {(name: string, fallback: string) => string} */
  const option = (name, fallback) => {
    const index = argv.indexOf(name);
    return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback;
  };
  const dir = path.resolve(option('--dir', 'build'));
  const bodyFile = path.resolve(option('--body', 'link-check.md'));
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no built site: run npm run build -- --locale en first`);
  const allow = readAllowList(JSON.parse(readFileSync(path.join(here, 'allow.json'), 'utf8')));

  const {checked, dead} = await checkSite({dir, allow});
  const runUrl = process.env.GITHUB_RUN_ID
    ? `${process.env.GITHUB_SERVER_URL}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}`
    : undefined;
  const body = issueBody(dead, {checked, runUrl});
  writeFileSync(bodyFile, body);

  console.log(`Checked ${checked} external links; ${dead.length} dead.`);
  for (const link of dead) console.log(`DEAD ${link.status || '---'} ${link.url} (${link.pages.join(', ')})`);

  const outputFile = process.env.GITHUB_OUTPUT;
  if (outputFile) {
    const delimiter = `body_${randomUUID()}`;
    appendFileSync(outputFile, `dead=${dead.length}\nbody<<${delimiter}\n${body}${delimiter}\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`Link check could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  });
}
