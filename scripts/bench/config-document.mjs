// How long the config editor's document layer blocks the page on the files that hurt it
// (`npm run bench:config-document`): readConfig (open, and the draft restore on every later visit)
// and setOptionValue (one edit), in headless Chromium with a long-task observer, for 256 KB files of
// many short keys, realistic `key: value` lines, long lines and deep nesting. The layer is bundled
// with esbuild and run on a blank page, so no site build is needed. Writes
// bench/results/config-document.md and .json; it reports, it never fails.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {deepNesting, fill} from './config-cases.mjs';

/* global ConfigDocument -- the bundle's global on the benchmark page */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// --entry another copy of configDocument.ts (an older version, to compare); --out where to write the JSON.
const {values: options} = parseArgs({options: {entry: {type: 'string'}, out: {type: 'string'}}});

const cases = [
  {name: 'many short keys (`kXXX: 1`)', text: fill((index) => `k${index.toString(36)}: 1`)},
  {name: 'realistic `key: value` lines', text: fill((index) => `extra-option-${index}: value number ${index} and some words`)},
  {name: 'long lines (2 KB values)', text: fill((index) => `long-${index}: ${'x'.repeat(2048)}`)},
  {name: 'deep nesting', text: deepNesting()},
];

const bundle = await build({
  entryPoints: [path.resolve(options.entry ?? path.join(root, 'src/lib/config-editor/configDocument.ts'))],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'ConfigDocument',
  platform: 'browser',
  alias: {'@site': root},
  define: {'process.env.LOG_TOKENS': 'undefined', 'process.env.LOG_STREAM': 'undefined'},
  logLevel: 'error',
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: JSON.parse(fs.readFileSync(path.join(root, 'scripts/chromium-args.json'), 'utf8')),
});
const results = [];
try {
  for (const sample of cases) {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    await page.addScriptTag({content: bundle.outputFiles[0].text});
    const measured = await page.evaluate(async (text) => {
      const tasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({type: 'longtask'});
      const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
      const longest = async (action) => {
        tasks.length = 0;
        setTimeout(action, 0);
        await settle();
        await settle();
        return Math.round(Math.max(0, ...tasks));
      };
      let read;
      const open = await longest(() => (read = ConfigDocument.readConfig(text)));
      let edit;
      const editMs = await longest(() => (edit = ConfigDocument.setOptionValue(text, 'bedrock.port', 19133)));
      return {open, edit: editMs, readOk: read.ok, editOk: edit.ok};
    }, sample.text);
    results.push({name: sample.name, bytes: Buffer.byteLength(sample.text), ...measured});
    console.log(sample.name, measured);
    await page.close();
  }
} finally {
  await browser.close();
}

const out = options.out ?? path.join(root, 'bench/results/config-document.json');
fs.writeFileSync(out, `${JSON.stringify({measured: new Date().toISOString().slice(0, 10), results}, null, 2)}\n`);
console.log(`Wrote ${out}`);
