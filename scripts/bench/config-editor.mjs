// Times the config editor in a real browser on this machine (`npm run bench:config-editor`):
// for each sample file, from choosing the file to the finished form (read, detect, validate, first
// render), and one edit (typing a number into a field until the summary of changes shows it: the
// edit is made in the editor's Web Worker and read back).
// Needs an existing build/ (npm run build -- --locale en). Writes bench/results/config-editor.md
// and .json. Median of --runs (default 15) fresh page loads per file; it reports, it never fails.
// The editor's own code loads when the pointer reaches the toolbar (src/components/ConfigEditor);
// each run hovers it and lets that code arrive before the file is chosen, as for a mouse user.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {serveBuild} from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const {values: options} = parseArgs({options: {runs: {type: 'string'}}});
const runs = Number(options.runs) || 15;
const port = 4191;
const fixture = (name) => fs.readFileSync(path.join(root, 'tests/fixtures/config', name), 'utf8');

/** A file at the editor's size limit: a real config followed by unknown keys and comment lines. */
function largestAccepted() {
  const lines = [fixture('geyser-fabric-v7.yml').trimEnd()];
  let size = lines[0].length;
  for (let index = 0; size < 255 * 1024; index++) {
    const line = index % 2 === 0 ? `extra-option-${index}: value number ${index}` : `# note ${index}: ${'x'.repeat(60)}`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

const samples = [
  {name: 'geyser-paper-v7.yml', text: fixture('geyser-paper-v7.yml'), edit: 'max-players'},
  {name: 'geyser-fabric-v7.yml', text: fixture('geyser-fabric-v7.yml'), edit: 'max-players'},
  {name: 'geyser-standalone-v7-crlf.yml', text: fixture('geyser-standalone-v7-crlf.yml'), edit: 'max-players'},
  {name: 'hand-edited.yml (version 4)', text: fixture('hand-edited.yml'), edit: 'max-players'},
  {name: 'floodgate-proxy.yml', text: fixture('floodgate-proxy.yml'), edit: 'link-code-timeout'},
  {name: '256 KB file', text: largestAccepted(), edit: 'max-players'},
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await serveBuild(path.join(root, 'build'), port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: JSON.parse(fs.readFileSync(path.join(root, 'scripts/chromium-args.json'), 'utf8')),
});
const results = [];
try {
  const page = await browser.newPage();
  for (const sample of samples) {
    const load = [];
    const edit = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`http://127.0.0.1:${port}/utilities/config-editor/`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.waitForFunction(() => document.querySelector('input[type="file"]') && !document.querySelector('[aria-hidden="true"] .card__body'));
      await page.locator('main').getByRole('button').first().hover();
      await page.waitForLoadState('networkidle');
      const measured = await page.evaluate(
        async ({text, key}) => {
          const input = document.querySelector('input[type="file"]');
          const transfer = new DataTransfer();
          transfer.items.add(new File([text], 'bench.yml', {type: 'application/yaml'}));
          const formReady = () => document.querySelector(`[data-config-key$="${key}"] input`);
          /** Resolves as soon as the page changes so that `ready()` holds. */
          const until = (ready) =>
            new Promise((resolve) => {
              if (ready()) return resolve();
              const observer = new MutationObserver(() => {
                if (ready()) {
                  observer.disconnect();
                  resolve();
                }
              });
              observer.observe(document.body, {childList: true, subtree: true, characterData: true});
            });
          const started = performance.now();
          input.files = transfer.files;
          input.dispatchEvent(new Event('change', {bubbles: true}));
          await until(formReady);
          const loaded = performance.now() - started;

          // One edit: the field shows the typed value as soon as the event returns; the edit counts
          // as done when the summary of changes shows it.
          const field = formReady();
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          const next = String(Number(field.value) + 1);
          const summarised = () => document.querySelector('[data-summary="since-loaded"]')?.textContent?.includes(`→ ${next}`) ?? false;
          const editStarted = performance.now();
          setValue.call(field, next);
          field.dispatchEvent(new Event('input', {bubbles: true}));
          const shownAtOnce = formReady()?.value === next;
          await until(summarised);
          const edited = performance.now() - editStarted;
          return {loaded, edited, committed: shownAtOnce};
        },
        {text: sample.text, key: sample.edit},
      );
      if (!measured.committed) throw new Error(`${sample.name}: the typed value was not in the field when the event returned`);
      load.push(measured.loaded);
      edit.push(measured.edited);
    }
    const row = {
      file: sample.name,
      bytes: Buffer.byteLength(sample.text),
      loadMs: Number(median(load).toFixed(1)),
      editMs: Number(median(edit).toFixed(1)),
    };
    results.push(row);
    console.log(`${row.file}: ${row.bytes} bytes, load and first render ${row.loadMs} ms, one edit ${row.editMs} ms`);
  }
} finally {
  await browser.close();
  server.close();
}

const budget = (row) => (row.bytes > 100 * 1024 ? 500 : 50);
const lines = [
  '# Config editor speed',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:config-editor\` on the production build, in headless Chromium on this machine (2 cores), median of ${runs} fresh page loads per file. "Load" runs from choosing the file to the finished form; "edit" is one typed number until the summary of changes shows it (the field shows it at once; files over 32 KB are read and edited in the editor's Web Worker). Until 2026-11-27 "edit" stopped when the input event returned, because the edit was made inside it.`,
  '',
  '| file | size | load + first render | one edit | budget |',
  '|---|---|---|---|---|',
  ...results.map(
    (row) =>
      `| ${row.file} | ${(row.bytes / 1024).toFixed(1)} KB | ${row.loadMs} ms | ${row.editMs} ms | ${budget(row)} ms ${row.loadMs <= budget(row) && row.editMs <= budget(row) ? '✓' : '✗'} |`,
  ),
  '',
];
fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
fs.writeFileSync(path.join(root, 'bench/results/config-editor.md'), lines.join('\n'));
fs.writeFileSync(path.join(root, 'bench/results/config-editor.json'), `${JSON.stringify({runs, results}, null, 2)}\n`);
