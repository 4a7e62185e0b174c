// What each feature of plugins/framework-internals buys (`npm run bench:internals`).
//
// Builds the site once with every feature on, once with all off
// (FRAMEWORK_INTERNALS=off) and once with each feature that is kept for speed
// turned off alone (FRAMEWORK_INTERNALS=-name), then measures the same pages of
// each build with Lighthouse through scripts/bench/run.mjs. Writes
// bench/results/framework-internals.md and .json. About 30 minutes on 2 cores.
//
//   npm run bench:internals -- --runs 3      Lighthouse runs per page (default 3)
//   npm run bench:internals -- --only off    one variant (all, off, or a feature name)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const {values: options} = parseArgs({options: {runs: {type: 'string'}, only: {type: 'string'}}});
const runs = Number(options.runs) || 3;
const origin = 'http://127.0.0.1:4190';
const outDir = 'build-internals';

const pages = {
  en: ['/', '/wiki/floodgate/linking/', '/blog/geyser-1-20-5/', '/wiki/api/downloads.geysermc.org/build-specific/'],
  de: ['/de/wiki/geyser/setup/'],
};
/** Each variant: its FRAMEWORK_INTERNALS value and the locale it is built and measured in. */
const variants = [
  {name: 'all', value: '', locale: 'en'},
  {name: 'off', value: 'off', locale: 'en'},
  ...['paintFirst', 'buildTimeHighlighting', 'apiStyles', 'apiDependencies', 'apiServerRender', 'apiHydrateOnce'].map((name) => ({name, value: `-${name}`, locale: 'en'})),
  {name: 'all (de)', value: '', locale: 'de'},
  {name: 'translationGroups', value: '-translationGroups', locale: 'de'},
].filter((variant) => !options.only || variant.name === options.only);

function measure(variant) {
  console.log(`internals: ${variant.name}: building`);
  const env = {...process.env, SITE_URL: origin, DOWNLOADS_API_URL: `${origin}/__fixtures/downloads`, E2E_TEST_ROUTES: '', FRAMEWORK_INTERNALS: variant.value};
  const build = spawnSync('npx', ['docusaurus', 'build', '--locale', variant.locale, '--out-dir', outDir], {cwd: root, env, stdio: ['ignore', 'ignore', 'inherit']});
  if (build.status !== 0) throw new Error(`build for ${variant.name} failed`);
  const rowsFile = path.join(os.tmpdir(), `internals-${process.pid}.json`);
  const args = ['scripts/bench/run.mjs', '--reuse-build', '--build-dir', outDir, '--no-axe', '--runs', String(runs), '--pages', pages[variant.locale].join(','), '--rows', rowsFile];
  const bench = spawnSync('node', args, {cwd: root, stdio: ['ignore', 'inherit', 'inherit']});
  if (bench.status !== 0) throw new Error(`measuring ${variant.name} failed`);
  return JSON.parse(fs.readFileSync(rowsFile, 'utf8'));
}

const results = variants.map((variant) => ({...variant, rows: measure(variant)}));
fs.rmSync(path.join(root, outDir), {recursive: true, force: true});

const baseline = (result) => results.find((r) => r.name === (result.locale === 'de' ? 'all (de)' : 'all'));
const delta = (value, base) => (base === undefined ? '' : ` (${value - base >= 0 ? '+' : ''}${Math.round((value - base) * 10) / 10})`);
const lines = [
  '# What each framework internal buys',
  '',
  `Written by \`npm run bench:internals\` on ${new Date().toISOString()}: ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((n) => n.toFixed(1)).join(', ')} at the end.`,
  `Each row is a production build with one feature turned off (FRAMEWORK_INTERNALS=-name), all of them on ("all") or none ("off"),`,
  `measured with Lighthouse (mobile, simulated throttling, median of ${runs} runs). In brackets: the difference from the build with all of them on.`,
  '',
  '| build | page | perf | LCP ms | TBT ms | JS KB gz | CSS KB gz |',
  '|---|---|---|---|---|---|---|',
];
for (const result of results) {
  const base = baseline(result);
  for (const row of result.rows) {
    const ref = base && base !== result ? base.rows.find((r) => r.path === row.path) : undefined;
    lines.push(
      `| ${result.name} | ${row.path} | ${row.performance}${delta(row.performance, ref?.performance)} | ${row.lcpMs}${delta(row.lcpMs, ref?.lcpMs)} | ${row.tbtMs}${delta(row.tbtMs, ref?.tbtMs)} | ${row.jsKb}${delta(row.jsKb, ref?.jsKb)} | ${row.cssKb}${delta(row.cssKb, ref?.cssKb)} |`,
    );
  }
}
if (!options.only) {
  fs.writeFileSync(path.join(root, 'bench/results/framework-internals.json'), `${JSON.stringify({date: new Date().toISOString(), runs, results}, null, 2)}\n`);
  fs.writeFileSync(path.join(root, 'bench/results/framework-internals.md'), `${lines.join('\n')}\n`);
}
console.log(lines.join('\n'));
