import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {playDumpServer, viewerPath} from './dumpServer';
import {test, expect} from './fixtures';

// Shared dumps are chosen by whoever uploaded them: none may freeze the page of the person who opens
// the link. A long-task observer (Chromium) records every stretch the main thread was blocked; the
// limits are generous for a shared test machine (the aim is 200 ms, see bench/results/responsiveness.md).
const LIMIT_MS = 1500;

const firstKey = 'LongValueKey00000000000000000001';
const secondKey = 'DeepConfigKey0000000000000000002';

/** Starts recording long tasks before the page's own scripts run. */
async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as {longTasks: number[]}).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({type: 'longtask', buffered: true});
  });
}

/** The longest task since the last call (0 when none was long). */
async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tasks = (window as unknown as {longTasks: number[]}).longTasks;
    const longest = Math.max(0, ...tasks);
    tasks.length = 0;
    return longest;
  });
}

function dump(extra: Record<string, unknown>): string {
  return JSON.stringify({versionInfo: {version: '2.9.0-b700'}, gitInfo: {buildNumber: '700'}, bootstrapInfo: {platform: 'SPIGOT'}, ...extra});
}

test.describe('the page stays responsive', () => {
  test('a dump with a 200,000-character value: cut with Show all and Copy', async ({page}) => {
    await observeLongTasks(page);
    await playDumpServer(page, {[firstKey]: {body: dump({cpuName: 'X'.repeat(200_000)})}});
    await page.goto(`${viewerPath}?id=${firstKey}`);
    const cpu = page.getByRole('button', {name: 'Show all (200,000 characters)'});
    await expect(cpu).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy', exact: true})).toBeVisible();
    expect(await longestTask(page)).toBeLessThan(LIMIT_MS);
    await cpu.click();
    await expect(page.getByRole('button', {name: 'Show less'})).toBeVisible();
    expect(await longestTask(page)).toBeLessThan(LIMIT_MS);
  });

  test('a comparison with a config nested 10,000 levels: shown, not crashed', async ({page}) => {
    await observeLongTasks(page);
    // Written as text: JSON.stringify in Node itself overflows its stack on 10,000 levels.
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const first = dump({config: 'DEEP'}).replace('"DEEP"', deep);
    await playDumpServer(page, {[firstKey]: {body: first}, [secondKey]: {body: dump({config: {a: 2}})}});
    await page.goto(`${viewerPath}?id=${firstKey}&compare=${secondKey}`);
    await expect(page.getByRole('region', {name: 'Config values', exact: true})).toBeVisible();
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    expect(await longestTask(page)).toBeLessThan(LIMIT_MS);
  });

  test('a comparison of 100,000 plugins: one page of the table at a time', async ({page}) => {
    await observeLongTasks(page);
    const plugins = (prefix: string) => Array.from({length: 50_000}, (_, index) => ({name: `${prefix}${index}`, version: '1.0', enabled: true}));
    await playDumpServer(page, {
      [firstKey]: {body: dump({bootstrapInfo: {platform: 'SPIGOT', plugins: plugins('a')}})},
      [secondKey]: {body: dump({bootstrapInfo: {platform: 'SPIGOT', plugins: plugins('b')}})},
    });
    await page.goto(`${viewerPath}?id=${firstKey}&compare=${secondKey}`);
    const table = page.getByRole('region', {name: 'Plugins', exact: true});
    await expect(table.getByText('Page 1 of 2000 (entries 1 to 50 of 100000)')).toBeVisible({timeout: 30_000});
    await expect(table.getByRole('row')).toHaveCount(51);
    expect(await longestTask(page)).toBeLessThan(3 * LIMIT_MS);
  });
});

// A 256 KB config of 31,000 short keys (`kXXX: 1`), as a careless or hostile file can be. The editor
// reads and edits it in a Web Worker, so the page's own tasks stay short (see
// bench/results/responsiveness.md); the limit is the generous one above.

function manyShortKeys(): string {
  const base = fs.readFileSync(path.resolve(__dirname, '../fixtures/config/geyser-fabric-v7.yml'), 'utf8').trimEnd();
  const lines = [base];
  let size = base.length;
  for (let index = 0; size < 255 * 1024; index++) {
    const line = `k${index.toString(36)}: 1`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

test.describe('the config editor stays usable with a 256 KB file of short keys', () => {
  test.describe.configure({timeout: 120_000});
  const maxPlayers = (page: Page) => page.locator('[data-config-key$="max-players"] input');
  const storedDraft = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('configEditor.draft') ?? '{}') as {text?: string});

  test('opening it, typing in it, and restoring it as the draft on the next visit', async ({page}) => {
    await observeLongTasks(page);
    const text = manyShortKeys();
    await page.goto('/utilities/config-editor/');
    await page.locator('input[type="file"]').setInputFiles({name: 'config.yml', mimeType: 'application/yaml', buffer: Buffer.from(text)});
    await expect(maxPlayers(page)).toBeVisible({timeout: 60_000});
    await expect(page.getByRole('button', {name: /^Show all \d+ keys$/})).toBeVisible();
    expect(await longestTask(page)).toBeLessThan(LIMIT_MS);
    // The parsing happened off the page's main thread.
    expect(page.workers()).toHaveLength(1);

    // Typed key by key: the field shows every key at once, and every edit reaches the file in order.
    await maxPlayers(page).selectText();
    await page.keyboard.type('2501', {delay: 30});
    await expect(maxPlayers(page)).toHaveValue('2501');
    // Export waits until the last edit is made and read back.
    await expect(page.getByRole('button', {name: 'Export config.yml'})).toBeEnabled({timeout: 60_000});
    const saved = (await storedDraft(page)).text ?? '';
    expect(saved).toMatch(/\bmax-players: 2501\n/);
    expect(saved.length).toBeGreaterThan(255 * 1024);
    expect(await longestTask(page)).toBeLessThan(LIMIT_MS);

    await page.reload();
    await expect(maxPlayers(page)).toHaveValue('2501', {timeout: 60_000});
    await expect(page.getByText('Your unfinished work was restored from this browser.')).toBeVisible();
    expect(await longestTask(page)).toBeLessThan(LIMIT_MS);
  });
});
