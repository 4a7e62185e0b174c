// Whether hostile or careless input freezes a page (`npm run bench:responsiveness`): for each case
// the longest main-thread task (Chromium's long-task observer) from the reader's action until the
// page has been quiet for a while, on the production build in headless Chromium on this machine.
// Cases: the config editor opening 256 KB files of several shapes, an edit in the largest, and the
// draft restore on a later visit; the dump viewer and comparison with a 200,000-character value, a
// config nested 10,000 levels and 100,000 plugins (the dump server is played by the script). Needs
// an existing build/ (npm run build -- --locale en). Where a case names what the reader waits for
// (`shown`), it also reports how long that took. Writes bench/results/responsiveness.json; the
// before/after table is bench/results/responsiveness.md. It reports, it never fails.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {deepNesting, fill} from './config-cases.mjs';
import {serveBuild} from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const {values: options} = parseArgs({options: {only: {type: 'string'}, out: {type: 'string'}, build: {type: 'string'}}});
const port = 4192;
const origin = `http://127.0.0.1:${port}`;
/** The page counts as settled when no long task came for this long. */
const QUIET_MS = 3000;
const CASE_TIMEOUT_MS = 240_000;

const configs = {
  shortKeys: fill((index) => `k${index.toString(36)}: 1`),
  realistic: fill((index) => `extra-option-${index}: value ${index}`),
  longLines: fill((index) => `long-${index}: ${'x'.repeat(2048)}`),
  deep: deepNesting(),
};
const keysOf = (text) => text.split('\n').length;
const maxPlayers = (page) => page.locator('[data-config-key$="max-players"] input');
/** The file is open (its form is on screen) or refused (the message says why: long lines take it over the size cap). */
const formShown = (page) => page.locator('[data-config-key$="max-players"] input, main [role="alert"]').first().waitFor({timeout: CASE_TIMEOUT_MS});

const dumpServer = 'https://dump.geysermc.org';
const firstKey = 'LongValueKey00000000000000000001';
const secondKey = 'DeepConfigKey0000000000000000002';
const dump = (extra) =>
  JSON.stringify({versionInfo: {version: '2.9.0-b700'}, gitInfo: {buildNumber: '700'}, bootstrapInfo: {platform: 'SPIGOT'}, ...extra});
const plugins = (prefix) => Array.from({length: 50_000}, (_, index) => ({name: `${prefix}${index}`, version: '1.0', enabled: true}));
const longValue = dump({cpuName: 'X'.repeat(200_000)});
const deepConfig = dump({config: 'DEEP'}).replace('"DEEP"', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);

/** Opens a config file through the editor's file input. */
async function upload(page, text) {
  await page.goto(`${origin}/utilities/config-editor/`);
  await page.locator('main').getByRole('button').first().hover();
  await page.waitForLoadState('networkidle');
  await page.locator('input[type="file"]').setInputFiles({name: 'bench.yml', mimeType: 'application/yaml', buffer: Buffer.from(text)});
}

const cases = [
  ...Object.entries({
    shortKeys: 'config editor: open 256 KB of short keys',
    realistic: 'config editor: open 256 KB of realistic lines',
    longLines: 'config editor: open 256 KB of long lines',
    deep: 'config editor: open 256 KB of deep nesting',
  }).map(([shape, name]) => ({
    id: `open-${shape}`,
    name: `${name} (${keysOf(configs[shape])} lines)`,
    run: (page) => upload(page, configs[shape]),
    shown: formShown,
  })),
  {
    id: 'edit-shortKeys',
    name: 'config editor: one edit in 256 KB of short keys',
    prepare: async (page) => {
      await upload(page, configs.shortKeys);
      await formShown(page);
    },
    run: (page) => maxPlayers(page).fill('77'),
    // The edit is made and read back: Export is offered again.
    shown: (page) => page.locator('button:has-text("Export config.yml"):enabled').waitFor({timeout: CASE_TIMEOUT_MS}),
  },
  {
    id: 'restore-shortKeys',
    name: 'config editor: draft restore of 256 KB of short keys',
    prepare: async (page) => {
      await page.goto(`${origin}/utilities/config-editor/`);
      await page.evaluate(
        (text) => localStorage.setItem('configEditor.draft', JSON.stringify({version: 2, text, original: text})),
        configs.shortKeys,
      );
    },
    run: (page) => page.reload(),
    shown: formShown,
  },
  {
    id: 'viewer-longValue',
    name: 'dump viewer: a 200,000-character value',
    dumps: {[firstKey]: longValue},
    run: (page) => page.goto(`${origin}/utilities/dump-viewer/?id=${firstKey}`),
  },
  {
    id: 'compare-longValue',
    name: 'dump comparison: a 200,000-character value',
    dumps: {[firstKey]: longValue, [secondKey]: dump({cpuName: 'Y'})},
    run: (page) => page.goto(`${origin}/utilities/dump-viewer/?id=${firstKey}&compare=${secondKey}`),
  },
  {
    id: 'compare-deepConfig',
    name: 'dump comparison: a config nested 10,000 levels',
    dumps: {[firstKey]: deepConfig, [secondKey]: dump({config: {a: 2}})},
    run: (page) => page.goto(`${origin}/utilities/dump-viewer/?id=${firstKey}&compare=${secondKey}`),
  },
  {
    id: 'compare-plugins',
    name: 'dump comparison: 100,000 plugins',
    dumps: {
      [firstKey]: dump({bootstrapInfo: {platform: 'SPIGOT', plugins: plugins('a')}}),
      [secondKey]: dump({bootstrapInfo: {platform: 'SPIGOT', plugins: plugins('b')}}),
    },
    run: (page) => page.goto(`${origin}/utilities/dump-viewer/?id=${firstKey}&compare=${secondKey}`),
  },
].filter((entry) => !options.only || options.only.split(',').includes(entry.id));

const server = await serveBuild(path.resolve(root, options.build ?? 'build'), port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: JSON.parse(fs.readFileSync(path.join(root, 'scripts/chromium-args.json'), 'utf8')),
});
const results = [];
try {
  for (const entry of cases) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      window.benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) tasks.push({end: task.startTime + task.duration + performance.timeOrigin, duration: task.duration});
      }).observe({type: 'longtask', buffered: true});
    });
    await page.route(`${dumpServer}/**`, (route) => {
      const key = new URL(route.request().url()).pathname.split('/').pop();
      const body = entry.dumps?.[key];
      return route.fulfill({
        status: body ? 200 : 404,
        headers: {'access-control-allow-origin': '*', 'content-type': 'application/json'},
        body: body ?? '',
      });
    });
    await page.route(
      (url) => !url.href.startsWith(origin) && !url.href.startsWith(dumpServer),
      (route) => route.abort(),
    );
    try {
      await entry.prepare?.(page);
      if (entry.prepare) await page.waitForTimeout(QUIET_MS);
      // Tasks before the action (this page's earlier loads) are not counted; a reload starts a new list.
      await page.evaluate(() => (window.benchLongTasks.length = 0)).catch(() => undefined);
      const started = Date.now();
      await entry.run(page);
      let shownMs;
      if (entry.shown) {
        await entry.shown(page);
        shownMs = Date.now() - started;
      }
      // Settled: no long task for QUIET_MS (or the case's time is up).
      let longest = 0;
      let total = 0;
      let last = started;
      for (;;) {
        await page.waitForTimeout(500);
        const tasks = await page.evaluate(() => window.benchLongTasks.splice(0));
        for (const task of tasks) {
          longest = Math.max(longest, task.duration);
          total += Math.max(0, task.duration - 50);
          last = Math.max(last, task.end);
        }
        if (Date.now() - last > QUIET_MS || Date.now() - started > CASE_TIMEOUT_MS) break;
      }
      const crashed = await page.getByText('This page crashed').count();
      const row = {id: entry.id, name: entry.name, longestMs: Math.round(longest), blockingMs: Math.round(total), shownMs, crashed: crashed > 0};
      results.push(row);
      const shownText = shownMs === undefined ? '' : `, shown after ${shownMs} ms`;
      console.log(`${row.name}: longest task ${row.longestMs} ms, total blocking ${row.blockingMs} ms${shownText}${row.crashed ? ', CRASHED' : ''}`);
    } catch (error) {
      results.push({id: entry.id, name: entry.name, error: String(error).split('\n')[0]});
      console.log(`${entry.name}: ${String(error).split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

const out = path.resolve(root, options.out ?? 'bench/results/responsiveness.json');
fs.writeFileSync(out, `${JSON.stringify({measured: new Date().toISOString().slice(0, 10), quietMs: QUIET_MS, results}, null, 2)}\n`);
console.log(`Wrote ${path.relative(root, out)}`);
