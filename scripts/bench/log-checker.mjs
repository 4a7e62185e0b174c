// Checks a 100,000-line server log with the log checker in a real browser on this machine
// (`npm run bench:log-checker`) and measures how long the page's main thread stood still
// meanwhile: every long task (a stretch of main-thread work over 50 ms) that Chromium's
// PerformanceObserver reports from choosing the file until the report is on screen, for a plain
// file, a gzip file and the same text pasted. The check itself runs in a Web Worker
// (src/components/LogChecker/checkLog.worker.ts). Needs an existing build/
// (npm run build -- --locale en). Writes bench/results/log-checker.md and .json; the goal is no
// long task over 100 ms. It reports, it never fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {serveBuild} from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const {values: options} = parseArgs({options: {runs: {type: 'string'}, 'build-dir': {type: 'string'}}});
const buildDir = path.resolve(root, options['build-dir'] ?? 'build');
const runs = Number(options.runs) || 5;
const port = 4192;
const lineCount = 100_000;

/** A log of ordinary plugin lines with a few known problems spread through it. */
function bigLog() {
  const lines = [];
  for (let index = 0; index < lineCount; index++) {
    lines.push(
      `[12:${String(Math.floor(index / 3600) % 60).padStart(2, '0')}:${String(index % 60).padStart(2, '0')} INFO]: [SomePlugin] Saved chunk batch ${index} of region r.${index % 32}.${index % 17}.mca in ${index % 97} ms`,
    );
  }
  lines[10] = '[12:00:10 INFO]: [Geyser-Spigot] Loading Geyser version 2.9.0-b912 (git-master-1a2b3c4)';
  lines[40_000] = '[12:11:06 INFO]: Geyser-Floodgate (/203.0.113.5:51234) lost connection: Please connect through the official Geyser';
  lines[99_990] = '[13:46:30 WARN]: [Geyser-Spigot] Failed to load locale asset cache: java.net.ConnectException: Network is unreachable';
  return `${lines.join('\n')}\n`;
}

const text = bigLog();
const plain = Buffer.from(text);
const gzip = gzipSync(plain);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await serveBuild(buildDir, port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: JSON.parse(fs.readFileSync(path.join(root, 'scripts/chromium-args.json'), 'utf8')),
});
const chromiumVersion = browser.version();
// The files are given to the page from disk, as a reader picks them: handing Playwright a buffer
// would have it build the file inside the page with its own script on the main thread (seconds
// of base64 decoding for 8 MB), which the long-task observer would count against the checker.
const fileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-checker-bench-'));
const plainFile = path.join(fileDir, 'latest.log');
const gzipFile = path.join(fileDir, 'latest.log.gz');
fs.writeFileSync(plainFile, plain);
fs.writeFileSync(gzipFile, gzip);
const cases = [
  {
    name: `latest.log (${lineCount.toLocaleString('en')} lines, ${(plain.byteLength / 1024 / 1024).toFixed(1)} MB)`,
    file: plainFile,
  },
  {
    name: `latest.log.gz (${(gzip.byteLength / 1024).toFixed(0)} KB packed)`,
    file: gzipFile,
  },
  {name: 'the same text pasted into the box', paste: true},
];
const results = [];
try {
  const page = await browser.newPage();
  for (const entry of cases) {
    const measured = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`http://127.0.0.1:${port}/utilities/log-checker/`);
      await page.waitForFunction(() => document.querySelector('button[type="submit"]') !== null);
      if (entry.paste) {
        // Hand the page the text outside the measured time: it travels from this script to the
        // page, which a reader's clipboard does not.
        await page.evaluate((value) => {
          window.__log = value;
        }, text);
      }
      await page.evaluate(() => {
        window.__longTasks = [];
        window.__observer = new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((task) => task.duration)));
        window.__observer.observe({type: 'longtask'});
        window.__start = performance.now();
      });
      if (entry.paste) {
        // The reader pastes into the box (a paste event carrying the clipboard's text, as the
        // browser sends it) and presses Check the log; both are measured.
        await page.locator('textarea').evaluate((box) => {
          const data = new DataTransfer();
          data.setData('text/plain', window.__log);
          box.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
        });
        await page.getByRole('button', {name: 'Check the log'}).click();
      } else await page.locator('input[type="file"]').setInputFiles(entry.file);
      await page.getByText(/Known problems found: 2\./).waitFor({timeout: 120_000});
      const result = await page.evaluate(async () => {
        const totalMs = performance.now() - window.__start;
        // let the observer deliver the last entries
        await new Promise((resolve) => setTimeout(resolve, 200));
        window.__observer.disconnect();
        return {totalMs, longTasks: window.__longTasks};
      });
      measured.push({totalMs: result.totalMs, longest: Math.max(0, ...result.longTasks), count: result.longTasks.length});
      console.log(`${entry.name} run ${run + 1}: ${result.totalMs.toFixed(0)} ms, long tasks ${JSON.stringify(result.longTasks.map(Math.round))}`);
    }
    results.push({
      name: entry.name,
      runs: measured.length,
      medianTotalMs: median(measured.map((run) => run.totalMs)),
      medianLongestTaskMs: median(measured.map((run) => run.longest)),
      worstLongestTaskMs: Math.max(...measured.map((run) => run.longest)),
      longTasksPerRun: median(measured.map((run) => run.count)),
    });
  }
} finally {
  await browser.close();
  server.close();
  fs.rmSync(fileDir, {recursive: true, force: true});
}

const load = os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(', ');
const lines = [
  '# Log checker: a 100,000-line log',
  '',
  `Written by \`npm run bench:log-checker\` (\`scripts/bench/log-checker.mjs\`) against \`${path.relative(root, buildDir) || '.'}/\`. Each run`,
  'loads `/utilities/log-checker/`, starts a long-task observer, gives the page the log (a file from',
  'disk through the file input, as a reader picks one, or a paste into the box and a press on Check',
  'the log) and waits for the report. A long task is main-thread work of more than 50 ms with no turn for input or',
  'painting; the goal is none over 100 ms.',
  '',
  `- Date: ${new Date().toISOString()}`,
  `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, Chromium ${chromiumVersion}`,
  `- Load average (1, 5, 15 min) at the end: ${load} (the machine is shared; busy runs are slower)`,
  '',
  '| log | runs | median time to report | longest long task (median) | longest long task (worst run) | long tasks per run (median) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (result) =>
      `| ${result.name} | ${result.runs} | ${(result.medianTotalMs / 1000).toFixed(2)} s | ${result.medianLongestTaskMs.toFixed(0)} ms | ${result.worstLongestTaskMs.toFixed(0)} ms | ${result.longTasksPerRun} |`,
  ),
  '',
  '0 ms means no long task at all. Reading, unpacking and matching run in a Web Worker; the page',
  'only renders the report, which holds at most five lines per problem.',
  '',
];
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/log-checker.md'), lines.join('\n'));
fs.writeFileSync(path.join(root, 'bench/results/log-checker.json'), `${JSON.stringify({date: new Date().toISOString(), load, results}, null, 2)}\n`);
console.log(lines.join('\n'));
