// What each feature of plugins/framework-internals buys (`npm run bench:internals`).
//
// Builds the site once with every feature on, once with all off
// (FRAMEWORK_INTERNALS=off) and once with each feature that is kept for speed
// turned off alone (FRAMEWORK_INTERNALS=-name), then measures the same pages of
// each build with Lighthouse through scripts/bench/run.mjs. Writes
// bench/results/framework-internals.md and .json. About 30 minutes on 2 cores.
//
// Features kept for the weight they save are measured with one Lighthouse run
// (the bytes do not vary); the builds whose score matters get --runs (default 3).
//
//   npm run bench:internals -- --runs 5                 Lighthouse runs per page where the score matters
//   npm run bench:internals -- --only off,apiStyles     some variants only; prints, writes nothing
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
  ar: ['/ar/wiki/geyser/setup/'],
};
const only = options.only?.split(',');
/** Each variant: its FRAMEWORK_INTERNALS value, the locale it is built and measured in, and whether its score matters. */
const variants = [
  {name: 'all', value: '', locale: 'en', score: true},
  {name: 'off', value: 'off', locale: 'en', score: true},
  ...['apiServerRender', 'apiHydrateOnce'].map((name) => ({name, value: `-${name}`, locale: 'en', score: true})),
  ...['buildTimeHighlighting', 'apiStyles', 'apiDependencies'].map((name) => ({name, value: `-${name}`, locale: 'en', score: false})),
  {name: 'all (ar)', value: '', locale: 'ar', score: false},
  {name: 'translationGroups', value: '-translationGroups', locale: 'ar', score: false},
].filter((variant) => !only || only.includes(variant.name));

// Another locale is built with English, so that it lands in its own folder under the build.
const localeArgs = (locale) => (locale === 'en' ? ['--locale', 'en'] : ['--locale', 'en', '--locale', locale]);

function measure(variant) {
  console.log(`internals: ${variant.name}: building`);
  const env = {
    ...process.env,
    SITE_URL: origin,
    DOWNLOADS_API_URL: `${origin}/__fixtures/downloads`,
    E2E_TEST_ROUTES: '',
    FRAMEWORK_INTERNALS: variant.value,
  };
  const build = spawnSync('npx', ['docusaurus', 'build', ...localeArgs(variant.locale), '--out-dir', outDir], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`build for ${variant.name} failed`);
  const rowsFile = path.join(os.tmpdir(), `internals-${process.pid}.json`);
  const args = [
    'scripts/bench/run.mjs',
    '--reuse-build',
    '--build-dir',
    outDir,
    '--no-axe',
    // Its report is in Lighthouse's mobile preset.
    '--presets',
    'mobile',
    '--runs',
    String(variant.score ? runs : 1),
    '--pages',
    pages[variant.locale].join(','),
    '--rows',
    rowsFile,
  ];
  const bench = spawnSync('node', args, {cwd: root, stdio: ['ignore', 'inherit', 'inherit']});
  if (bench.status !== 0) throw new Error(`measuring ${variant.name} failed`);
  return JSON.parse(fs.readFileSync(rowsFile, 'utf8'));
}

const results = variants.map((variant) => ({...variant, rows: measure(variant)}));
fs.rmSync(path.join(root, outDir), {recursive: true, force: true});

const baseline = (result) => results.find((r) => r.name === (result.locale === 'ar' ? 'all (ar)' : 'all'));
const delta = (value, base) => (base === undefined ? '' : ` (${value - base >= 0 ? '+' : ''}${Math.round((value - base) * 10) / 10})`);
const lines = [
  '# What each framework internal buys',
  '',
  `Written by \`npm run bench:internals\` on ${new Date().toISOString()}: ${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} at the end.`,
  `Each row is a production build with one feature turned off (FRAMEWORK_INTERNALS=-name), all of them on ("all") or none ("off"),`,
  `measured with Lighthouse (mobile, simulated throttling; median of ${runs} runs for the builds whose score matters, one run for those kept for their weight).`,
  'In brackets: the difference from the build with all of them on (for ar, from "all (ar)").',
  '',
  '| build | runs | page | perf | LCP ms | TBT ms | JS KB gz | CSS KB gz |',
  '|---|---|---|---|---|---|---|---|',
];
for (const result of results) {
  const base = baseline(result);
  for (const row of result.rows) {
    const ref = base && base !== result ? base.rows.find((r) => r.path === row.path) : undefined;
    lines.push(
      `| ${result.name} | ${result.score ? runs : 1} | ${row.path} | ${row.performance}${delta(row.performance, ref?.performance)} | ${row.lcpMs}${delta(row.lcpMs, ref?.lcpMs)} | ${row.tbtMs}${delta(row.tbtMs, ref?.tbtMs)} | ${row.jsKb}${delta(row.jsKb, ref?.jsKb)} | ${row.cssKb}${delta(row.cssKb, ref?.cssKb)} |`,
    );
  }
}
if (!only) {
  fs.writeFileSync(
    path.join(root, 'bench/results/framework-internals.json'),
    `${JSON.stringify({date: new Date().toISOString(), runs, results}, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(root, 'bench/results/framework-internals.md'), `${lines.join('\n')}\n`);
}
console.log(lines.join('\n'));
