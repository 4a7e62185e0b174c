import type {Page} from '@playwright/test';
import {dumpFixture as fixture, dumpFixturePath, playDumpServer, viewerPath} from './dumpServer';
import {test, expect} from './fixtures';
import {axeViolations, colourModeRules, switchColourMode} from './axe';

const beforeKey = 'WorkedYesterdayKey00000000000001';
const afterKey = 'BrokenTodayKey000000000000000002';

const comparePath = `${viewerPath}?id=${beforeKey}&compare=${afterKey}`;
const group = (page: Page, name: string) => page.getByRole('region', {name, exact: true});
const slot = (page: Page, name: 'First dump' | 'Second dump') => page.getByRole('region', {name, exact: true});

async function expectAddress(page: Page, expected: string) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    })
    .toBe(expected);
}

test('a shared link with two dumps shows only what differs, grouped', async ({page}) => {
  const requests = await playDumpServer(page, {[beforeKey]: {body: fixture('spigot.json')}, [afterKey]: {body: fixture('spigot-later.json')}});
  await page.goto(comparePath);
  await expect(page.getByRole('heading', {name: 'What differs', level: 2})).toBeVisible();

  const versions = group(page, 'Geyser and platform versions');
  const geyserRow = versions.getByRole('row', {name: /Geyser version/});
  await expect(geyserRow).toContainText('2.11.0-b975 (git-master-d2bda1a)');
  await expect(geyserRow).toContainText('2.11.1-b1012 (git-master-0485160)');
  await expect(versions.getByRole('row', {name: /Build number/})).toContainText('9751012');
  // Unchanged values are left out.
  await expect(versions.getByRole('row', {name: /Server software/})).toHaveCount(0);
  await expect(group(page, 'Java and operating system')).toHaveCount(0);

  const plugins = group(page, 'Plugins');
  await expect(plugins.getByRole('row')).toHaveCount(2);
  await expect(plugins.getByRole('row', {name: /WaystoneMarkers/})).toContainText('Added');
  await expect(plugins.getByRole('row', {name: /WaystoneMarkers/})).toContainText('2.0.1');
  await expect(plugins).not.toContainText('HearthHomes');

  const config = group(page, 'Config values');
  const maxPlayers = config.getByRole('row', {name: /motd\.max-players/});
  await expect(maxPlayers.getByRole('cell')).toHaveText(['60', '80']);
  await expect(config.getByRole('row', {name: /advanced\.java\.use-haproxy-protocol/}).getByRole('cell')).toHaveText(['false', 'true']);
  await expect(config.getByRole('row')).toHaveCount(3);

  const diagnostics = group(page, 'Diagnostics');
  await expect(diagnostics.getByRole('heading', {name: 'New in the second dump'})).toBeVisible();
  await expect(diagnostics).toContainText('Geyser sends PROXY protocol to the Java server.');
  await expect(diagnostics.getByRole('link', {name: 'How to fix this'})).toHaveAttribute(
    'href',
    '/wiki/geyser/understanding-the-config/#advancedjava',
  );
  // Each dump is asked for once.
  expect(requests.map((request) => new URL(request.url()).pathname).sort()).toEqual([`/raw/${afterKey}`, `/raw/${beforeKey}`]);
});

test('from one dump to a comparison: the first is kept and the pair goes into the address', async ({page}) => {
  await playDumpServer(page, {[beforeKey]: {body: fixture('spigot.json')}, [afterKey]: {body: fixture('spigot-later.json')}});
  await page.goto(`${viewerPath}?id=${beforeKey}`);
  await expect(page.getByRole('heading', {name: 'Versions', level: 2, exact: true})).toBeVisible();
  await page.getByRole('button', {name: 'Compare two dumps'}).click();

  await expect(slot(page, 'First dump').getByLabel('ID or link of the first dump')).toHaveValue(beforeKey);
  await expect(slot(page, 'First dump')).toContainText(`Loaded ${beforeKey}: Geyser 2.11.0-b975 (git-master-d2bda1a) on Paper.`);
  const second = page.getByLabel('ID or link of the second dump');
  await second.fill(`https://dump.geysermc.org/${afterKey}`);
  await second.press('Enter');
  await expect(group(page, 'Plugins').getByRole('row', {name: /WaystoneMarkers/})).toBeVisible();
  await expectAddress(page, comparePath);

  // The link is shareable: a reload shows the same comparison.
  await page.reload();
  await expect(group(page, 'Config values').getByRole('row', {name: /motd\.max-players/})).toBeVisible();

  await page.getByRole('button', {name: 'Back to one dump'}).click();
  await expectAddress(page, `${viewerPath}?id=${beforeKey}`);
  await expect(page.getByRole('heading', {name: 'Versions', level: 2, exact: true})).toBeVisible();
});

test('a second dump that fails says which one, keeps the first, and Retry recovers', async ({page}) => {
  await playDumpServer(page, {
    [beforeKey]: {body: fixture('spigot.json')},
    [afterKey]: [{status: 503, body: 'busy'}, {body: fixture('spigot-later.json')}],
  });
  await page.goto(comparePath);
  const second = slot(page, 'Second dump');
  await expect(second.getByRole('alert')).toContainText('The second dump could not be loaded.');
  await expect(second.getByRole('alert')).toContainText('HTTP 503');
  await expect(slot(page, 'First dump')).toContainText(`Loaded ${beforeKey}`);
  await expect(slot(page, 'First dump').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Load both dumps to see what differs.')).toBeVisible();

  await second.getByRole('button', {name: 'Retry'}).click();
  await expect(second).toContainText(`Loaded ${afterKey}`);
  await expect(group(page, 'Plugins').getByRole('row', {name: /WaystoneMarkers/})).toBeVisible();
});

test('a first dump that does not exist is named, without a Retry, and the second still loads', async ({page}) => {
  await playDumpServer(page, {[afterKey]: {body: fixture('spigot-later.json')}});
  await page.goto(comparePath);
  const first = slot(page, 'First dump');
  await expect(first.getByRole('alert')).toContainText('The first dump could not be loaded.');
  await expect(first.getByRole('alert')).toContainText(`There is no dump with the ID ${beforeKey}`);
  await expect(first.getByRole('button', {name: 'Retry'})).toHaveCount(0);
  await expect(slot(page, 'Second dump')).toContainText(`Loaded ${afterKey}`);
});

test('a local file can be one side; a file over 10 MB is refused without losing the other side', async ({page}) => {
  const requests = await playDumpServer(page, {[beforeKey]: {body: fixture('spigot.json')}});
  await page.goto(`${viewerPath}?id=${beforeKey}&compare=`);
  await expect(slot(page, 'First dump')).toContainText(`Loaded ${beforeKey}`);

  await page.getByLabel('Or open a local dump.json as the second dump').setInputFiles({
    name: 'huge.json',
    mimeType: 'application/json',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
  });
  await expect(slot(page, 'Second dump').getByRole('alert')).toContainText('huge.json is larger than 10 MB');
  await expect(slot(page, 'First dump')).toContainText(`Loaded ${beforeKey}`);

  await page.getByLabel('Or open a local dump.json as the second dump').setInputFiles(dumpFixturePath('spigot-later.json'));
  await expect(group(page, 'Plugins').getByRole('row', {name: /WaystoneMarkers/})).toBeVisible();
  await expect(page.getByText("A local file is not part of this page's link.")).toBeVisible();
  expect(requests.map((request) => new URL(request.url()).pathname)).toEqual([`/raw/${beforeKey}`]);
});

test('markup in dump values is shown as text and never run', async ({page}) => {
  await playDumpServer(page, {[beforeKey]: {body: fixture('spigot.json')}, [afterKey]: {body: fixture('html-strings.json')}});
  await page.goto(comparePath);
  const versions = group(page, 'Geyser and platform versions');
  await expect(versions).toContainText('<script>window.__pwned = 1</script>2.11.1-b987');
  await expect(group(page, 'Java and operating system')).toContainText('<b>Linux</b>');
  await expect(page.locator('main img[src="x"], main svg[onload], main b:text("Linux")')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
});

// Each state gets every rule in one colour mode and the rules a mode can change in the other,
// switched with the reader's own switch (switchColourMode in axe.ts).
test('the comparison has no axe violations in light and dark mode, with one side failed and with a result', async ({page}) => {
  await playDumpServer(page, {
    [beforeKey]: {body: fixture('spigot.json')},
    [afterKey]: [{status: 503, body: 'busy'}, {body: fixture('spigot-later.json')}],
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(comparePath);
  const colours = () => axeViolations(page, 'main', {rules: colourModeRules});
  await expect(slot(page, 'Second dump').getByRole('alert')).toBeVisible();
  expect(await axeViolations(page, 'main'), 'one side failed, light mode').toEqual([]);
  await switchColourMode(page, 'dark');
  expect(await colours(), 'one side failed, dark mode').toEqual([]);
  await slot(page, 'Second dump').getByRole('button', {name: 'Retry'}).click();
  await expect(group(page, 'Diagnostics')).toBeVisible();
  expect(await axeViolations(page, 'main'), 'a result, dark mode').toEqual([]);
  await switchColourMode(page, 'light');
  expect(await colours(), 'a result, light mode').toEqual([]);
});
