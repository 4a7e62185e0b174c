import type {Page, Route} from '@playwright/test';
import {corsHeaders, dumpFixture, playDumpServer, viewerPath} from './dumpServer';
import {test, expect} from './fixtures';

// The jar check of the dump viewer: the dump's jar SHA-256 looked up among the builds the
// Downloads API (played here) published.
const downloadsApi = 'https://download.geysermc.org';
const paperKey = 'PaperDumpKey00000000000000000001';
const laterKey = 'LaterDumpKey00000000000000000002';

const paperDump = JSON.parse(dumpFixture('spigot.json')) as {hash: string};
const olderJar = paperDump.hash; // the dump says Geyser 2.11.0-b975
const newestJar = 'b'.repeat(64);
const laterDump = JSON.stringify({...JSON.parse(dumpFixture('spigot-later.json')), hash: newestJar}); // Geyser 2.11.1-b1012

function geyserBuild(version: string, build: number, spigotSha256: string) {
  return {
    project_id: 'geyser',
    project_name: 'Geyser',
    version,
    build,
    time: '2026-11-18T14:02:09.511Z',
    channel: 'default',
    promoted: false,
    changes: [],
    downloads: {spigot: {name: 'Geyser-Spigot.jar', sha256: spigotSha256}, velocity: {name: 'Geyser-Velocity.jar', sha256: 'c'.repeat(64)}},
  };
}

/** Plays the Downloads API with Geyser 2.11.1 build 1012 as the newest build and 2.11.0 build 975 before it. */
async function playDownloadsApi(page: Page, {published = true} = {}) {
  let online = true;
  const newest = geyserBuild('2.11.1', 1012, published ? newestJar : 'd'.repeat(64));
  const older = geyserBuild('2.11.0', 975, published ? olderJar : 'e'.repeat(64));
  await page.route(`${downloadsApi}/**`, async (route: Route) => {
    if (!online) return route.abort('internetdisconnected');
    const {pathname} = new URL(route.request().url());
    if (pathname === '/v2/projects/geyser/versions/latest/builds/latest') return route.fulfill({headers: corsHeaders, json: newest});
    const list = /^\/v2\/projects\/geyser\/versions\/([^/]+)\/builds$/.exec(pathname);
    const build = list && [newest, older].find((candidate) => candidate.version === list[1]);
    if (build) {
      const {project_id, project_name, version, ...rest} = build;
      return route.fulfill({headers: corsHeaders, json: {project_id, project_name, version, builds: [rest]}});
    }
    return route.fulfill({status: 404, headers: corsHeaders, json: {error: 'Not found'}});
  });
  return {online: (value: boolean) => (online = value)};
}

test('a dump whose jar we published names its build, and the newer build that exists', async ({page}) => {
  await playDumpServer(page, {[paperKey]: {body: dumpFixture('spigot.json')}});
  await playDownloadsApi(page);
  await page.goto(`${viewerPath}?id=${paperKey}`);
  const check = page.locator('.alert--success').filter({hasText: 'The Geyser jar is'});
  await expect(check).toContainText('The Geyser jar is build 975 of version 2.11.0 for Spigot/Paper, exactly as published.');
  await expect(check).toContainText('This is Geyser build 975; the newest build is 1012.');
});

test('a dump whose jar we did not publish says so and what to do', async ({page}) => {
  await playDumpServer(page, {[paperKey]: {body: dumpFixture('spigot.json')}});
  await playDownloadsApi(page, {published: false});
  await page.goto(`${viewerPath}?id=${paperKey}`);
  const check = page.locator('.alert--danger').filter({hasText: 'not a build we published'});
  await expect(check).toContainText("The Geyser jar is not a build we published: it is a modified file or someone else's build.");
  await expect(check.getByRole('link', {name: 'download page'})).toHaveAttribute('href', '/download/');
});

test('a dump checked offline says the jar could not be checked, and Retry checks it', async ({page}) => {
  await playDumpServer(page, {[paperKey]: {body: dumpFixture('spigot.json')}});
  const api = await playDownloadsApi(page);
  api.online(false);
  await page.goto(`${viewerPath}?id=${paperKey}`);
  const unavailable = page.locator('.alert--warning').filter({hasText: 'could not be checked'});
  await expect(unavailable).toContainText('The Geyser jar could not be checked: the Downloads API did not answer.');
  api.online(true);
  await unavailable.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByText('The Geyser jar is build 975 of version 2.11.0 for Spigot/Paper, exactly as published.')).toBeVisible();
});

test('the comparison of two dumps checks the jar of each', async ({page}) => {
  await playDumpServer(page, {[paperKey]: {body: dumpFixture('spigot.json')}, [laterKey]: {body: laterDump}});
  await playDownloadsApi(page);
  await page.goto(`${viewerPath}?id=${paperKey}&compare=${laterKey}`);
  const first = page.getByRole('region', {name: 'First dump', exact: true});
  const second = page.getByRole('region', {name: 'Second dump', exact: true});
  await expect(first).toContainText('The Geyser jar is build 975 of version 2.11.0 for Spigot/Paper, exactly as published.');
  await expect(first).toContainText('the newest build is 1012');
  await expect(second).toContainText('The Geyser jar is build 1012 of version 2.11.1 for Spigot/Paper, exactly as published.');
  await expect(second).toContainText('It is the newest build.');
});
