import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Page, Request, Route} from '@playwright/test';
import {test, expect} from './fixtures';
import {axeViolations, colourModeRules, switchColourMode} from './axe';

// The Downloads API is played from the same fixture as download.spec.ts, with the
// checksums of the two test files below put into the newest and an older Geyser build.
type Build = {
  project_id: string;
  project_name: string;
  version: string;
  build: number;
  time: string;
  channel: string;
  promoted: boolean;
  changes: unknown[];
  downloads: Record<string, {name: string; sha256: string}>;
};
const fixtureBuilds: Record<string, Build> = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/downloads-latest-builds.json'), 'utf8'));

const api = 'https://download.geysermc.org';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const latestJar = Buffer.from('PK\u0003\u0004 stand-in for Geyser-Spigot.jar, build 1012\n'.repeat(2000));
const olderJar = Buffer.from('PK\u0003\u0004 stand-in for Geyser-Velocity.jar, build 1005\n'.repeat(2000));
const tamperedJar = Buffer.from(latestJar);
tamperedJar[tamperedJar.length - 10] ^= 0x01;

const hydraulicJar = Buffer.from('PK\u0003\u0004 stand-in for hydraulic-neoforge.jar, build 44\n'.repeat(2000));

const builds: Record<string, Build> = structuredClone(fixtureBuilds);
builds.geyser!.downloads.spigot!.sha256 = sha256(latestJar);
builds.hydraulic!.downloads.neoforge!.sha256 = sha256(hydraulicJar);
const olderGeyser = {
  build: 1005,
  time: '2026-11-02T09:30:00.000Z',
  channel: 'default',
  promoted: false,
  changes: [],
  downloads: {velocity: {name: 'Geyser-Velocity.jar', sha256: sha256(olderJar)}},
};

const latestPath = /^\/v2\/projects\/([a-z]+)\/versions\/latest\/builds\/latest$/;
const buildsPath = /^\/v2\/projects\/([a-z]+)\/versions\/([^/]+)\/builds$/;

/** Plays the Downloads API; `online(false)` makes every later request fail as if offline. */
async function playDownloadsApi(page: Page) {
  const requests: Request[] = [];
  let online = true;
  await page.route(`${api}/**`, async (route: Route) => {
    requests.push(route.request());
    if (!online) return route.abort('internetdisconnected');
    const cors = {'Access-Control-Allow-Origin': '*'};
    const {pathname} = new URL(route.request().url());
    const latest = latestPath.exec(pathname);
    if (latest) {
      const build = builds[latest[1]!];
      return build ? route.fulfill({headers: cors, json: build}) : route.fulfill({status: 404, headers: cors, json: {error: 'Project not found.'}});
    }
    const list = buildsPath.exec(pathname);
    const build = list && builds[list[1]!];
    if (build && build.version === decodeURIComponent(list[2]!)) {
      const {project_id, project_name, version, ...newest} = build;
      const older = project_id === 'geyser' ? [olderGeyser] : [];
      return route.fulfill({headers: cors, json: {project_id, project_name, version, builds: [...older, newest]}});
    }
    return route.fulfill({status: 404, headers: cors, json: {error: 'Endpoint not found.'}});
  });
  return {requests, online: (value: boolean) => (online = value)};
}

const checkRegion = (page: Page) => page.getByRole('region', {name: 'Check a downloaded file'});
const fileInput = (page: Page) => page.getByLabel('Choose the downloaded file, or drop it here');
const result = (page: Page) => checkRegion(page).getByRole('status');

/** Nothing about the file leaves the page: only GETs for build lists, none naming the checksum. */
function expectNothingUploaded(requests: Request[], digest: string) {
  for (const request of requests) {
    expect(request.method()).toBe('GET');
    expect(request.url()).not.toContain(digest);
    expect(request.postData()).toBeNull();
    expect(new URL(request.url()).pathname).toMatch(/\/builds(\/latest)?$/);
  }
}

test('a genuine file names its project, platform, version and build', async ({page}) => {
  const {requests} = await playDownloadsApi(page);
  await page.goto('/download/');
  await fileInput(page).setInputFiles({name: 'Geyser-Spigot (1).jar', mimeType: 'application/java-archive', buffer: latestJar});
  await expect(result(page)).toContainText(
    'This file is Geyser-Spigot.jar of Geyser for Spigot/Paper, version 2.11.1, build 1012, exactly as we published it.',
  );
  await expect(result(page)).toContainText('It is the newest build.');
  await expect(result(page)).toContainText(`SHA-256 of Geyser-Spigot (1).jar: ${sha256(latestJar)}`);
  await expect(result(page)).toHaveClass(/alert--success/);
  expectNothingUploaded(requests, sha256(latestJar));
});

test('a file of a project from the Other projects tab is recognised too', async ({page}) => {
  const {requests} = await playDownloadsApi(page);
  await page.goto('/download/');
  await fileInput(page).setInputFiles({name: 'hydraulic-neoforge.jar', mimeType: 'application/java-archive', buffer: hydraulicJar});
  await expect(result(page)).toContainText(
    'This file is hydraulic-neoforge.jar of Hydraulic for NeoForge, version 1.0.0, build 44, exactly as we published it.',
  );
  await expect(result(page)).toContainText('It is the newest build.');
  // Every project of the page is asked for its newest build, the new ones included.
  const asked = requests.map((request) => new URL(request.url()).pathname);
  for (const project of ['floodgatedb', 'emoteoffhand', 'rainbow', 'hydraulic', 'thunder']) {
    expect(asked).toContain(`/v2/projects/${project}/versions/latest/builds/latest`);
  }
  expectNothingUploaded(requests, sha256(hydraulicJar));
});

test('a tampered file is not one we published, also after searching older builds', async ({page}) => {
  const {requests} = await playDownloadsApi(page);
  await page.goto('/download/');
  await fileInput(page).setInputFiles({name: 'Geyser-Spigot.jar', mimeType: 'application/java-archive', buffer: tamperedJar});
  await expect(result(page)).toContainText('This is not one of our newest builds.');
  await expect(result(page)).toContainText(sha256(tamperedJar));
  await result(page).getByRole('button', {name: 'Search older builds too'}).click();
  await expect(result(page)).toContainText('This is not a file we published.');
  await expect(result(page)).toContainText('Do not run it');
  await expect(result(page)).toHaveClass(/alert--danger/);
  const asked = requests.map((request) => new URL(request.url()).pathname);
  expect(asked).toContain('/v2/projects/geyser/versions/2.11.1/builds');
  expect(asked).toContain('/v2/projects/floodgate/versions/2.2.5/builds');
  expectNothingUploaded(requests, sha256(tamperedJar));
});

test('an older genuine build is found once older builds are searched', async ({page}) => {
  await playDownloadsApi(page);
  await page.goto('/download/');
  await fileInput(page).setInputFiles({name: 'Geyser-Velocity.jar', mimeType: 'application/java-archive', buffer: olderJar});
  await expect(result(page)).toContainText('This is not one of our newest builds.');
  await result(page).getByRole('button', {name: 'Search older builds too'}).click();
  await expect(result(page)).toContainText('This file is Geyser-Velocity.jar of Geyser for Velocity, version 2.11.1, build 1005');
  await expect(result(page)).toContainText('It is not the newest build: build 1012 is newer.');
});

test('offline, a pasted checksum is matched against the builds the page already loaded', async ({page}) => {
  const api = await playDownloadsApi(page);
  await page.goto('/download/');
  // The Geyser tab loads Geyser's newest build; then the connection goes.
  await expect(page.getByRole('tabpanel')).toContainText('Version 2.11.1, build 1012');
  api.online(false);
  const paste = page.getByLabel('Or paste a SHA-256 checksum');
  const velocity = builds.geyser!.downloads.velocity!.sha256;
  await paste.fill(`${velocity.toUpperCase()}  Geyser-Velocity.jar`);
  await paste.press('Enter');
  await expect(result(page)).toContainText('This file is Geyser-Velocity.jar of Geyser for Velocity, version 2.11.1, build 1012');

  await paste.fill('0'.repeat(64));
  await checkRegion(page).getByRole('button', {name: 'Check'}).click();
  await expect(result(page)).toContainText('No match among the builds this page could load.');
  await expect(result(page)).toContainText('the check is not complete');
  await expect(result(page)).toHaveClass(/alert--warning/);

  await paste.fill('abc123');
  await paste.press('Enter');
  await expect(checkRegion(page).getByRole('alert')).toContainText('A SHA-256 checksum has 64 hexadecimal digits.');
  expectNothingUploaded(api.requests, velocity);
});

test('a 100 MB file hashes with progress while the page keeps answering', async ({page}, testInfo) => {
  test.setTimeout(120_000);
  await playDownloadsApi(page);
  const bigFile = testInfo.outputPath('big-download.jar');
  const block = Buffer.alloc(1024 * 1024);
  for (let index = 0; index < block.length; index++) block[index] = (index * 7) % 256;
  const hash = createHash('sha256');
  const handle = fs.openSync(bigFile, 'w');
  for (let megabyte = 0; megabyte < 100; megabyte++) {
    block[0] = megabyte;
    fs.writeSync(handle, block);
    hash.update(block);
  }
  fs.closeSync(handle);
  const digest = hash.digest('hex');

  await page.goto('/download/');
  // A heartbeat every 16 ms: the longest gap between beats is how long the page stood still.
  // The progress texts the page showed are collected on the way.
  await page.evaluate(() => {
    const w = window as unknown as {longestGap: number; lastBeat: number; progressSeen: string[]};
    w.longestGap = 0;
    w.lastBeat = performance.now();
    w.progressSeen = [];
    window.setInterval(() => {
      const now = performance.now();
      w.longestGap = Math.max(w.longestGap, now - w.lastBeat);
      w.lastBeat = now;
    }, 16);
    const region = document.querySelector('[aria-labelledby="check-a-download"]')!;
    new MutationObserver(() => {
      const match = /Computing the checksum of \S+: (\d+)%/.exec(region.textContent ?? '');
      if (match) w.progressSeen.push(match[1]!);
    }).observe(region, {subtree: true, childList: true, characterData: true});
  });
  await fileInput(page).setInputFiles(bigFile);
  await expect(result(page)).toContainText(digest, {timeout: 60_000});
  const {longestGap, progressSeen} = await page.evaluate(() => {
    const w = window as unknown as {longestGap: number; progressSeen: string[]};
    return {longestGap: w.longestGap, progressSeen: w.progressSeen};
  });
  testInfo.annotations.push({type: 'longest main-thread gap (ms)', description: longestGap.toFixed(0)});
  // Hashing the whole file in one go stands still for seconds; slices keep each pause short
  // (bench/results/hash.md has the numbers; the margin is for a busy test machine).
  expect(longestGap).toBeLessThan(1000);
  // The bar moved through the file rather than jumping from 0 to done.
  expect(new Set(progressSeen.map(Number).filter((percent) => percent > 0 && percent < 100)).size).toBeGreaterThan(5);
});

// Each state gets every rule in one colour mode and the rules a mode can change in the other,
// switched with the reader's own switch (switchColourMode in axe.ts).
test('the file check has no axe violations in light and dark mode, for a match and for an unknown file', async ({page}) => {
  await playDownloadsApi(page);
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/download/');
  const colours = () => axeViolations(page, 'main', {rules: colourModeRules});
  await fileInput(page).setInputFiles({name: 'Geyser-Spigot.jar', mimeType: 'application/java-archive', buffer: latestJar});
  await expect(result(page)).toContainText('It is the newest build.');
  expect(await axeViolations(page, 'main'), 'a match, light mode').toEqual([]);
  await switchColourMode(page, 'dark');
  expect(await colours(), 'a match, dark mode').toEqual([]);
  await fileInput(page).setInputFiles({name: 'Geyser-Spigot.jar', mimeType: 'application/java-archive', buffer: tamperedJar});
  await result(page).getByRole('button', {name: 'Search older builds too'}).click();
  await expect(result(page)).toContainText('This is not a file we published.');
  expect(await axeViolations(page, 'main'), 'an unknown file, dark mode').toEqual([]);
  await switchColourMode(page, 'light');
  expect(await colours(), 'an unknown file, light mode').toEqual([]);
});

test('the file check works from the keyboard alone', async ({page}) => {
  await playDownloadsApi(page);
  await page.goto('/download/');
  await fileInput(page).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Or paste a SHA-256 checksum')).toBeFocused();
  await page.keyboard.type(builds.geyser!.downloads.fabric!.sha256);
  await page.keyboard.press('Tab');
  await expect(checkRegion(page).getByRole('button', {name: 'Check'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(result(page)).toContainText('This file is Geyser-Fabric.jar of Geyser for Fabric, version 2.11.1, build 1012');
});
