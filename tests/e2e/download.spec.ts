import fs from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {test, expect, mainHeading} from './fixtures';

// The newest build of every project, as the Downloads API would describe it.
type Build = {
  project_id: string;
  version: string;
  build: number;
  changes: {commit: string; summary: string}[];
  downloads: Record<string, {name: string; sha256: string}>;
};
const builds: Record<string, Build> = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/downloads-latest-builds.json'), 'utf8'));

const api = 'https://download.geysermc.org';
const latestBuildPath = /^\/v2\/projects\/([a-z]+)\/versions\/latest\/builds\/latest$/;

type Answer = 'fixture' | 'abort' | 'malformed' | 'server-error';

/** Plays the Downloads API; returns the list of projects asked for, and a way to change the answer. */
async function playDownloadsApi(page: Page, initial: Answer = 'fixture') {
  const requested: string[] = [];
  let answer: Answer = initial;
  await page.route(`${api}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    const match = latestBuildPath.exec(url.pathname);
    if (!match) return route.fulfill({status: 404, json: {error: 'Endpoint not found.'}});
    requested.push(match[1]!);
    const cors = {'Access-Control-Allow-Origin': '*'};
    switch (answer) {
      case 'abort':
        return route.abort('internetdisconnected');
      case 'server-error':
        return route.fulfill({status: 503, headers: cors, json: {error: 'Busy'}});
      case 'malformed':
        return route.fulfill({status: 200, headers: cors, json: {...builds[match[1]!], build: 'latest', downloads: 'none'}});
      default: {
        const build = builds[match[1]!];
        return build
          ? route.fulfill({status: 200, headers: cors, json: build})
          : route.fulfill({status: 404, headers: cors, json: {error: 'Project not found.'}});
      }
    }
  });
  return {requested, answerWith: (next: Answer) => (answer = next)};
}

const latestUrl = (project: string, key: string) => `${api}/v2/projects/${project}/versions/latest/builds/latest/downloads/${key}`;
const buildUrl = (project: string, key: string) => {
  const b = builds[project]!;
  return `${api}/v2/projects/${project}/versions/${b.version}/builds/${b.build}/downloads/${key}`;
};
const panel = (page: Page) => page.getByRole('tabpanel');
const downloadLink = (page: Page, name: string) => panel(page).getByRole('link', {name, exact: true});

test('the Geyser tab shows every platform, the live build and its checksums', {tag: '@smoke'}, async ({page}) => {
  const api = await playDownloadsApi(page);
  await page.goto('/download/');
  await expect(mainHeading(page)).toHaveText('Download');
  await expect(page.getByRole('tab', {name: 'Geyser'})).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toContainText('Version 2.11.1, build 1012, published Nov 18, 2026');

  const platforms = {
    'Spigot/Paper': 'spigot',
    BungeeCord: 'bungeecord',
    Velocity: 'velocity',
    Fabric: 'fabric',
    NeoForge: 'neoforge',
    ViaProxy: 'viaproxy',
    Standalone: 'standalone',
  };
  for (const [label, key] of Object.entries(platforms)) {
    // Once the build is known the buttons name its exact files, so the checksums below match.
    await expect(downloadLink(page, label)).toHaveAttribute('href', buildUrl('geyser', key));
    const file = builds.geyser!.downloads[key]!;
    const row = panel(page).getByRole('row').filter({hasText: file.name});
    await expect(row).toContainText(file.sha256);
  }
  for (const change of builds.geyser!.changes) {
    const commit = panel(page).getByRole('link', {name: change.commit.slice(0, 7)});
    await expect(commit).toHaveAttribute('href', `https://github.com/GeyserMC/Geyser/commit/${change.commit}`);
    await expect(panel(page)).toContainText(change.summary);
  }
  await expect(panel(page).getByRole('link', {name: 'How to set up Geyser'})).toHaveAttribute('href', '/wiki/geyser/setup/');
  await expect(panel(page).getByText('Which file do I need?')).toBeVisible();
  expect(api.requested).toEqual(['geyser']);
});

test('the Floodgate tab opens from ?project=floodgate with its platforms and Modrinth builds', async ({page}) => {
  await playDownloadsApi(page);
  await page.goto('/download/?project=floodgate');
  await expect(page.getByRole('tab', {name: 'Floodgate'})).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toContainText('Version 2.2.5, build 131');
  await expect(downloadLink(page, 'Spigot/Paper')).toHaveAttribute('href', buildUrl('floodgate', 'spigot'));
  await expect(downloadLink(page, 'BungeeCord')).toHaveAttribute('href', buildUrl('floodgate', 'bungee'));
  await expect(downloadLink(page, 'Velocity')).toHaveAttribute('href', buildUrl('floodgate', 'velocity'));
  await expect(downloadLink(page, 'Fabric (Modrinth)')).toHaveAttribute('href', 'https://modrinth.com/mod/floodgate');
  await expect(panel(page)).toContainText(builds.floodgate!.downloads.velocity!.sha256);
});

test('the Other projects tab lists every project of the official page with its platforms, build, guide and beta mark', async ({page}) => {
  const api = await playDownloadsApi(page);
  await page.goto('/download/?project=other-projects');
  // Name, Downloads API project, then each button's label and download key.
  const expected: [string, string, [string, string][], string][] = [
    ['GeyserConnect', 'geyserconnect', [['GeyserConnect', 'geyserconnect']], '/wiki/other/geyserconnect/'],
    ['GeyserOptionalPack', 'geyseroptionalpack', [['GeyserOptionalPack.mcpack', 'geyseroptionalpack']], '/wiki/other/geyseroptionalpack/'],
    ['ThirdPartyCosmetics', 'thirdpartycosmetics', [['ThirdPartyCosmetics', 'thirdpartycosmetics']], '/wiki/other/thirdpartycosmetics/'],
    ['Hurricane', 'hurricane', [['Spigot/Paper', 'spigot']], '/wiki/other/hurricane/'],
    [
      'Floodgate database add-ons',
      'floodgatedb',
      [
        ['SQLite', 'sqlite'],
        ['MySQL', 'mysql'],
        ['MongoDB', 'mongodb'],
      ],
      '/wiki/floodgate/linking/#local-linking',
    ],
    ['EmoteOffhand', 'emoteoffhand', [['EmoteOffhand', 'emoteoffhand']], '/wiki/geyser/current-limitations/#emoteoffhand'],
    ['Rainbow', 'rainbow', [['Fabric', 'rainbow']], '/wiki/other/rainbow/'],
    [
      'Hydraulic',
      'hydraulic',
      [
        ['Fabric', 'fabric'],
        ['NeoForge', 'neoforge'],
      ],
      '/wiki/other/hydraulic/',
    ],
    ['Thunder', 'thunder', [['Thunder', 'thunder']], '/wiki/other/thunder/'],
  ];
  const headings = panel(page).getByRole('heading', {level: 3});
  await expect(headings).toHaveText(expected.map(([name]) => new RegExp(`^${name}`)));
  for (const [name, project, buttons, guide] of expected) {
    const section = panel(page).getByRole('region', {name: new RegExp(`^${name}`)});
    await expect(section).toContainText(`build ${builds[project]!.build}`);
    await expect(section.getByRole('link', {name: 'How to set up'})).toHaveAttribute('href', guide);
    for (const [button, key] of buttons) {
      await expect(section.getByRole('link', {name: button, exact: true})).toHaveAttribute('href', buildUrl(project, key));
      await expect(section).toContainText(builds[project]!.downloads[key]!.sha256);
    }
    const beta = section.getByRole('heading', {level: 3}).getByText('Beta', {exact: true});
    if (project === 'hydraulic' || project === 'thunder') {
      await expect(beta).toBeVisible();
      await expect(section).toContainText('GeyserMC marks this project as beta');
    } else {
      await expect(beta).toHaveCount(0);
      await expect(section).not.toContainText('marks this project as beta');
    }
  }
  await expect(panel(page).getByRole('region', {name: 'GeyserOptionalPack'})).toContainText('This build lists no commits.');
  await expect(panel(page).getByRole('region', {name: 'GeyserOptionalPack'})).toContainText('older than the GeyserIntegratedPack');
  expect([...api.requested].sort()).toEqual(expected.map(([, project]) => project).sort());
});

test('offline: the buttons still link the newest files, a message explains, and Retry recovers', async ({page}) => {
  const downloads = await playDownloadsApi(page, 'abort');
  await page.goto('/download/');
  const alert = panel(page).getByRole('alert');
  await expect(alert).toContainText('could not be loaded from the Downloads API');
  await expect(alert).toContainText('The download buttons still work');
  await expect(downloadLink(page, 'Spigot/Paper')).toHaveAttribute('href', latestUrl('geyser', 'spigot'));
  await expect(downloadLink(page, 'Standalone')).toHaveAttribute('href', latestUrl('geyser', 'standalone'));

  downloads.answerWith('fixture');
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(panel(page)).toContainText('Version 2.11.1, build 1012');
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
  await expect(downloadLink(page, 'Spigot/Paper')).toHaveAttribute('href', buildUrl('geyser', 'spigot'));
  expect(downloads.requested).toEqual(['geyser', 'geyser']);
});

test('a server error also shows the message with Retry, and the rest of the page keeps working', async ({page}) => {
  await playDownloadsApi(page, 'server-error');
  await page.goto('/download/');
  await expect(panel(page).getByRole('alert')).toContainText('could not be loaded');
  await page.getByRole('tab', {name: 'Floodgate'}).click();
  await expect(page).toHaveURL(/\?project=floodgate$/);
  await expect(downloadLink(page, 'Velocity')).toHaveAttribute('href', latestUrl('floodgate', 'velocity'));
});

test('a malformed API answer is reported as unreadable, with working links', async ({page}) => {
  await playDownloadsApi(page, 'malformed');
  await page.goto('/download/');
  await expect(panel(page).getByRole('alert')).toContainText('sent build details this page could not read');
  await expect(downloadLink(page, 'Velocity')).toHaveAttribute('href', latestUrl('geyser', 'velocity'));
  await expect(panel(page)).not.toContainText('build latest');
});

test('tabs switch with the keyboard, update the shareable URL, and ask the API once per project', async ({page}) => {
  const api = await playDownloadsApi(page);
  await page.goto('/download/');
  await expect(panel(page)).toContainText('build 1012');
  const geyserTab = page.getByRole('tab', {name: 'Geyser'});
  await geyserTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', {name: 'Floodgate'})).toBeFocused();
  await expect(page).toHaveURL(/\/download\/\?project=floodgate$/);
  await expect(panel(page)).toContainText('build 131');
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\?project=other-projects$/);
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/\?project=geyser$/);
  await expect(geyserTab).toBeFocused();
  await expect(panel(page)).toContainText('build 1012');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\?project=other-projects$/);
  await expect(panel(page).getByRole('region', {name: 'Hurricane'})).toContainText('build 9');
  await page.getByRole('tab', {name: 'Geyser'}).click();
  await expect(panel(page)).toContainText('build 1012');
  expect(api.requested.filter((p) => p === 'geyser')).toHaveLength(1);
  expect(api.requested.filter((p) => p === 'floodgate')).toHaveLength(1);
});

test('in Arabic the page is right-to-left and the arrow keys follow the reading direction', async ({page}) => {
  await playDownloadsApi(page);
  await page.goto('/ar/download/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab', {name: 'Geyser'}).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/ar\/download\/\?project=floodgate$/);
  await expect(page.getByRole('tabpanel').getByRole('link', {name: 'Velocity', exact: true})).toHaveAttribute(
    'href',
    buildUrl('floodgate', 'velocity'),
  );
});
