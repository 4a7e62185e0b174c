import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {axeViolations} from './axe';

const checkerPath = '/utilities/log-checker/';

const mixedLog = [
  '[10:00:00 INFO]: Starting minecraft server version 1.21.4',
  '[10:00:00 INFO]: Starting Minecraft server on *:25565',
  '[10:00:01 INFO]: This server is running Paper version 1.21.4-211-main@a1b2c3d (2025-02-01T10:00:00Z) (Implementing API version 1.21.4-R0.1-SNAPSHOT)',
  '[10:00:03 INFO]: [Geyser-Spigot] Loading Geyser version 2.9.0-b912 (git-master-1a2b3c4)',
  '[10:00:04 WARN]: [Geyser-Spigot] Failed to load locale asset cache: java.net.ConnectException: Network is unreachable',
  '[10:00:05 ERROR]: [Geyser-Spigot] Failed to start Geyser on 0.0.0.0:19132',
  'java.net.BindException: Address already in use',
  '[10:02:11 INFO]: Geyser-Floodgate (/203.0.113.5:51234) lost connection: Please connect through the official Geyser',
].join('\n');

const pasteBox = (page: Page) => page.getByLabel('Paste your server log');
const fileInput = (page: Page) => page.getByLabel('Or choose a log file (latest.log or .log.gz), or drop it here');
const problems = (page: Page) => page.getByRole('region', {name: 'Known problems'});

async function paste(page: Page, text: string) {
  await pasteBox(page).fill(text);
  await page.getByRole('button', {name: 'Check the log'}).click();
}

test('a pasted log with several known problems lists each, most serious first, with its lines and entry', async ({page}) => {
  await page.goto(checkerPath);
  await paste(page, mixedLog);
  await expect(page.getByText('Checked the pasted log (8 lines). Known problems found: 3.')).toBeVisible();

  const found = problems(page)
    .getByRole('listitem')
    .filter({has: page.getByRole('link', {name: 'How to fix it'})});
  await expect(found).toHaveCount(3);
  await expect(found.nth(0)).toContainText('Geyser could not open its Bedrock port');
  await expect(found.nth(0)).toContainText('Line 6');
  await expect(found.nth(0)).toContainText('Failed to start Geyser on 0.0.0.0:19132');
  await expect(found.nth(0)).toContainText('Line 7');
  await expect(found.nth(0).getByRole('link', {name: 'How to fix it'})).toHaveAttribute(
    'href',
    '/wiki/geyser/common-issues/#failed-to-start-geyser-and-address-already-in-use',
  );
  await expect(found.nth(1)).toContainText('Floodgate could not decrypt the login Geyser sent');
  await expect(found.nth(1)).toContainText('Line 8');
  await expect(found.nth(2)).toContainText("Geyser could not download Minecraft's language files");
  await expect(problems(page).getByRole('heading', {level: 3})).toHaveText([
    'Geyser or Floodgate cannot start: nobody can join from Bedrock',
    'Bedrock players are refused when they join',
    'Warnings: players can still join',
  ]);

  const setup = page.getByRole('region', {name: 'What the log says about the setup'});
  await expect(setup).toContainText('Geyser version');
  await expect(setup).toContainText('2.9.0-b912 (git-master-1a2b3c4)');
  await expect(setup).toContainText('Geyser build');
  await expect(setup).toContainText('912');
  await expect(setup).toContainText('Paper');
  await expect(setup).toContainText('25565');

  // The entry link leads to the wiki entry.
  await found.nth(0).getByRole('link', {name: 'How to fix it'}).click();
  await expect(page).toHaveURL(/\/wiki\/geyser\/common-issues\/#failed-to-start-geyser-and-address-already-in-use$/);
  await expect(page.getByRole('heading', {name: /Failed to start Geyser/})).toBeVisible();
});

test('a log with no known problem says so, where to ask and to share a dump', async ({page}) => {
  await page.goto(checkerPath);
  await paste(page, '[10:00:00 INFO]: Starting minecraft server version 1.21.4\n[10:00:03 INFO]: Done (3.512s)! For help, type "help"');
  await expect(page.getByText('Known problems found: 0.')).toBeVisible();
  await expect(page.getByText('No known problem was recognised in this log.')).toBeVisible();
  await expect(page.getByRole('link', {name: 'GeyserMC Discord'})).toHaveAttribute('href', 'https://discord.gg/geysermc');
  await expect(problems(page).locator('code', {hasText: 'geyser dump'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Dump Viewer', exact: true}).last()).toHaveAttribute('href', '/utilities/dump-viewer/');
});

test('a hostile log stays text, and very long lines are cut', async ({page}) => {
  await page.goto(checkerPath);
  const hostile = [
    '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> Please connect through the official Geyser',
    `[10:00:01 ERROR]: Auth-type set to Floodgate but Floodgate is not installed! ${'<b>x</b>'.repeat(2000)}`,
  ].join('\n');
  await paste(page, hostile);
  const found = problems(page)
    .getByRole('listitem')
    .filter({has: page.getByRole('link', {name: 'How to fix it'})});
  await expect(found).toHaveCount(2);
  await expect(found.nth(1)).toContainText('<img src=x onerror="window.__pwned=1"><script>');
  await expect(found.nth(0)).toContainText('(line shortened)');
  const shown = await found.nth(0).locator('code').first().textContent();
  expect(shown!.length).toBeLessThan(500);
  await expect(page.locator('main img[src="x"], main b, main script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: unknown}).__pwned)).toBeUndefined();
});

test('a file over 10 MB is refused with a message, and the pasted text stays', async ({page}) => {
  await page.goto(checkerPath);
  await pasteBox(page).fill('my notes and a pasted log');
  await fileInput(page).setInputFiles({name: 'latest.log', mimeType: 'text/plain', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 'a')});
  await expect(page.getByRole('alert')).toHaveText(/latest\.log is larger than 10 MB, so it was not opened\./);
  await expect(pasteBox(page)).toHaveValue('my notes and a pasted log');
});

/** Pastes `text` into the box as the browser does, with the clipboard's text on the event. */
async function pasteFromClipboard(page: Page, text: {line: string; times: number}) {
  await pasteBox(page).evaluate((box, {line, times}) => {
    const data = new DataTransfer();
    data.setData('text/plain', line.repeat(times));
    box.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, text);
}

test('a long paste is kept aside instead of filling the box, checked as a whole, and what was typed stays', async ({page}) => {
  await page.goto(checkerPath);
  await pasteBox(page).fill('my notes');
  // 3,000 lines of about 100 characters: past the 256 KB the box takes
  await pasteFromClipboard(page, {line: `${mixedLog.split('\n')[5]} and more words to make a long line\n`, times: 3_000});
  const held = page.getByRole('group', {name: 'Paste your server log'});
  await expect(held).toContainText('A pasted log of 3000 lines is ready.');
  await expect(page.getByRole('textbox', {name: 'Paste your server log'})).toBeHidden();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', {name: 'Check the log'}).click();
  await expect(page.getByText('Checked the pasted log (3000 lines). Known problems found: 1.')).toBeVisible();
  await expect(problems(page)).toContainText('The same problem shows on 2995 more lines.');
  await held.getByRole('button', {name: 'Remove the pasted log'}).click();
  await expect(held).toBeHidden();
  await expect(pasteBox(page)).toHaveValue('my notes');
  await expect(pasteBox(page)).toBeFocused();
});

test('a paste over 10 MB is refused with a message, and the box keeps its text', async ({page}) => {
  await page.goto(checkerPath);
  await pasteBox(page).fill('my notes');
  await pasteFromClipboard(page, {line: 'a'.repeat(1024), times: 10 * 1024 + 1});
  await expect(page.getByRole('alert')).toHaveText(/The pasted text is larger than 10 MB, so it was not checked\./);
  await expect(pasteBox(page)).toHaveValue('my notes');
  await expect(pasteBox(page)).toBeVisible();
});

test('a gzip log file is unpacked and checked in the browser', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.method()));
  await page.goto(checkerPath);
  await fileInput(page).setInputFiles({name: '2026-11-27-1.log.gz', mimeType: 'application/gzip', buffer: gzipSync(mixedLog)});
  await expect(page.getByText('Checked 2026-11-27-1.log.gz (8 lines). Known problems found: 3.')).toBeVisible();
  await expect(problems(page)).toContainText('Failed to start Geyser on 0.0.0.0:19132');
  expect(requests.filter((method) => method !== 'GET')).toEqual([]);
});

test('the checker is keyboard usable and has no accessibility violations', async ({page}) => {
  await page.goto(checkerPath);
  await pasteBox(page).focus();
  await page.keyboard.insertText(mixedLog);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Check the log'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Known problems found: 3.')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('the Utilities menu and the troubleshooting pages link to the checker', async ({page}) => {
  await page.goto('/wiki/geyser/common-issues/');
  await expect(page.locator('article').getByRole('link', {name: 'Log Checker'})).toHaveAttribute('href', '/utilities/log-checker/');
  await page.getByRole('button', {name: 'Utilities'}).hover();
  await expect(page.getByRole('link', {name: 'Log Checker'}).first()).toBeVisible();
});
