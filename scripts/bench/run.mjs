// The site's performance and accessibility benchmark (`npm run bench`).
//
// 1. Builds the site (English only, then all locales; each cold and warm) and
//    times the builds, unless --reuse-build is given.
// 2. Serves the production build with gzip, with the Downloads API played by
//    the test fixture so no request leaves the machine.
// 3. Runs Lighthouse (mobile and desktop presets, 3 runs each, median) and
//    axe-core (light and dark mode) on each page, and measures first-load JS and
//    CSS, and the JS loaded by network idle at 1440×900 and on a phone
//    (./idle-weight.mjs).
// 4. Measures what one more wiki page costs every page: an English build with
//    25 generated pages, compared with the first (./page-cost.mjs).
// 5. Writes bench/results/report.json and bench/results/report.md.
//
// It reports; it does not fail on a missed budget (noise is not a test failure).
// The axe check that does fail lives in tests/e2e/accessibility.spec.ts.
//
//   npm run bench                       full run (about 30 minutes on 2 cores)
//   npm run bench -- --reuse-build      measure the existing build/ (built with bench settings)
//   npm run bench -- --runs 1           one Lighthouse run per page
//   npm run bench -- --reuse-build --pages /wiki/,/blog/
//                                       only these pages; prints the table, leaves the report alone
//   --build-dir DIR   measure another build (with --reuse-build), e.g. one made with FRAMEWORK_INTERNALS=off
//   --rows FILE       also write the measured rows as JSON (with --pages), for scripts/bench/internals.mjs
//   --no-axe          leave out the axe check (with --pages)
//   --presets mobile  Lighthouse presets to run (default mobile,desktop)
//   --page-cost N     also build with N extra wiki pages and report the cost per page (default 25 in a
//                     full run; 0 leaves it out); with --pages, only that, for those pages
//   --cpu-slowdown N  the mobile preset's CPU slowdown (Lighthouse's default 4 assumes a high-end desktop
//                     host, benchmark index 1500 to 2000; its throttling guide gives 2 for a host of 1000 to
//                     1500, where the reports say this machine is); the desktop preset has none
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {serveBuild} from './static-server.mjs';
import {idleWeights} from './idle-weight.mjs';
import {buildWithExtraPages, comparePageCost, firstViewSummary, firstViewTable, firstViewWeights, pageCostTable} from './page-cost.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const usage =
  'usage: npm run bench [-- --reuse-build] [--runs N] [--pages /a/,/b/] [--build-dir DIR] [--rows FILE] [--no-axe] [--presets mobile,desktop] [--page-cost N]';
let options;
try {
  // Strict: an unknown or misspelt option stops here, before half an hour of building.
  ({values: options} = parseArgs({
    options: {
      'reuse-build': {type: 'boolean'},
      runs: {type: 'string'},
      pages: {type: 'string'},
      'build-dir': {type: 'string'},
      rows: {type: 'string'},
      'no-axe': {type: 'boolean'},
      presets: {type: 'string'},
      'page-cost': {type: 'string'},
      'cpu-slowdown': {type: 'string'},
      help: {type: 'boolean'},
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const reuseBuild = options['reuse-build'] === true;
const runs = Number(options.runs) || 3;
const onlyPages = options.pages?.split(',');
const buildDir = path.resolve(root, options['build-dir'] ?? 'build');
if (options['build-dir'] && !reuseBuild) throw new Error('--build-dir measures an existing build: add --reuse-build');
if ((options.rows || options['no-axe']) && !onlyPages) throw new Error('--rows and --no-axe go with --pages');
const presets = (options.presets ?? 'mobile,desktop').split(',');
if (presets.some((preset) => !['mobile', 'desktop'].includes(preset))) throw new Error(`--presets: mobile and/or desktop, not ${options.presets}`);
// In a full run the cost of one more page is measured with 25 extra pages; with --pages only when asked.
const pageCostCount = options['page-cost'] !== undefined ? Number(options['page-cost']) : onlyPages ? 0 : 25;
if (!Number.isInteger(pageCostCount) || pageCostCount < 0) throw new Error(`--page-cost: a number of pages, not ${options['page-cost']}`);
const cpuSlowdown = options['cpu-slowdown'] === undefined ? undefined : Number(options['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown: a multiplier of 1 or more, not ${options['cpu-slowdown']}`);
const port = 4190;
const origin = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// The same flags as the browser tests (scripts/chromium-args.json), headless for Lighthouse.
const chromeFlags = [
  '--headless=new',
  ...JSON.parse(fs.readFileSync(path.join(root, 'scripts/chromium-args.json'), 'utf8')),
  '--disable-dev-shm-usage',
];

// The pages measured; tests/e2e/accessibility.spec.ts checks the same list.
const allPages = JSON.parse(fs.readFileSync(path.join(root, 'bench/pages.json'), 'utf8'));
const pages = onlyPages ? allPages.filter((page) => onlyPages.includes(page.path)) : allPages;
if (pages.length === 0) throw new Error(`--pages matches none of bench/pages.json: ${onlyPages}`);

export const budgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  // Gzipped JavaScript a page loads, by kind of page (bench/pages.json). API
  // operation pages carry the API theme; their request panel loads when reached.
  jsKb: {home: 160, content: 160, utility: 160, api: 300},
  cssKb: 30,
  cls: 0.02,
  axeViolations: 0,
};

// The build the benchmark measures: production settings, served from this machine.
const buildEnv = {
  ...process.env,
  SITE_URL: origin,
  DOWNLOADS_API_URL: `${origin}/__fixtures/downloads`,
  E2E_TEST_ROUTES: '',
};

function timeBuild(label, localeArgs, clean) {
  if (clean) {
    for (const dir of ['.docusaurus', 'node_modules/.cache', 'build']) fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  console.log(`bench: ${label}`);
  const started = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build', ...localeArgs], {cwd: root, env: buildEnv, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`${label} failed`);
  return Math.round((Date.now() - started) / 100) / 10;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Plays the Downloads API for the download page and the dump viewer's version check. */
function fixtureHandler() {
  const builds = JSON.parse(fs.readFileSync(path.join(root, 'tests/e2e/fixtures/downloads-latest-builds.json'), 'utf8'));
  return (pathname) => {
    const match = /^\/__fixtures\/downloads\/v2\/projects\/([a-z]+)\/versions\/latest\/builds\/latest$/.exec(pathname);
    return match && builds[match[1]] ? JSON.stringify(builds[match[1]]) : undefined;
  };
}

async function lighthouseRuns(url, preset = 'mobile') {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // Lighthouse's desktop preset: 1350×940, desktop throttling.
  const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  // The mobile preset's throttling, with another CPU slowdown when asked for.
  const {throttling} = await import('lighthouse/core/config/constants.js');
  const mobileThrottling = cpuSlowdown === undefined ? {} : {throttling: {...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown}};
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({chromePath, chromeFlags});
    try {
      const {lhr} = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(preset === 'mobile' ? mobileThrottling : {}),
        },
        config,
      );
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const bytes = (type) => requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        jsKb: Math.round(bytes('Script') / 102.4) / 10,
        cssKb: Math.round(bytes('Stylesheet') / 102.4) / 10,
        // Lighthouse's measure of this host's CPU (its throttling guide: 1500 to 2000 a high-end desktop).
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        failedAudits: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsKb: pick('jsKb'),
    cssKb: pick('cssKb'),
    benchmarkIndex: pick('benchmarkIndex'),
    cpuSlowdown: pick('cpuSlowdown'),
    failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
  };
}

async function axeViolations(url) {
  const {chromium} = await import('@playwright/test');
  const {default: AxeBuilder} = await import('@axe-core/playwright');
  const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new')});
  const found = {};
  try {
    for (const mode of ['light', 'dark']) {
      const context = await browser.newContext();
      await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const page = await context.newPage();
      await page.goto(url, {waitUntil: 'networkidle'});
      const result = await new AxeBuilder({page}).analyze();
      found[mode] = result.violations.map((v) => `${v.id} (${v.nodes.length})`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return found;
}

/** Desktop preset and network-idle weights, by page. */
function desktopTable(report) {
  const ok = (value, good) => (good ? `${value}` : `**${value} ✗**`);
  const lines = [
    '| page | perf desktop | LCP ms | TBT ms | CLS | JS KB gz (desktop load) | JS KB gz at idle, 1440×900 | JS KB gz at idle, phone |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of report.pages) {
    const jsBudget = budgets.jsKb[row.kind];
    const d = row.desktop;
    const cells = d
      ? [ok(d.performance, d.performance >= budgets.performance), d.lcpMs, d.tbtMs, ok(d.cls, d.cls < budgets.cls), ok(d.jsKb, d.jsKb <= jsBudget)]
      : ['–', '–', '–', '–', '–'];
    const idle = row.idle ?? {};
    const idleCell = (v) => (v ? ok(v.jsKb, v.jsKb <= jsBudget) : '–');
    lines.push(`| ${row.path} | ${cells.join(' | ')} | ${idleCell(idle.desktop)} | ${idleCell(idle.mobile)} |`);
  }
  return lines.join('\n');
}

function table(report) {
  const ok = (value, good) => (good ? `${value}` : `**${value} ✗**`);
  const lines = [
    '| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB gz | CSS KB gz | axe light/dark |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of report.pages) {
    const jsBudget = budgets.jsKb[row.kind];
    if (jsBudget === undefined) throw new Error(`bench/pages.json: unknown kind ${row.kind}`);
    if (row.performance === undefined) continue;
    const axe = `${row.axe.light.length}/${row.axe.dark.length}`;
    lines.push(
      `| ${row.path} | ${ok(row.performance, row.performance >= budgets.performance)} | ${ok(row.accessibility, row.accessibility >= budgets.accessibility)} | ${ok(row.bestPractices, row.bestPractices >= budgets.bestPractices)} | ${ok(row.seo, row.seo >= budgets.seo)} | ${row.lcpMs} | ${row.tbtMs} | ${ok(row.cls, row.cls < budgets.cls)} | ${ok(row.jsKb, row.jsKb <= jsBudget)} | ${ok(row.cssKb, row.cssKb <= budgets.cssKb)} | ${ok(axe, axe === '0/0')} |`,
    );
  }
  return lines.join('\n');
}

/** The host's benchmark index and the mobile preset's CPU slowdown over the measured rows, as a sentence. */
function hostLine(rows) {
  const indexes = rows.flatMap((row) => [row.benchmarkIndex, row.desktop?.benchmarkIndex]).filter((v) => v !== undefined);
  if (indexes.length === 0) return '';
  const slowdowns = [...new Set(rows.map((row) => row.cpuSlowdown).filter((v) => v !== undefined))];
  return (
    `Lighthouse's benchmark index of this host: ${Math.min(...indexes)} to ${Math.max(...indexes)} (medians by page and preset); ` +
    `mobile preset CPU slowdown: ${slowdowns.join(', ') || '–'}.`
  );
}

async function main() {
  const buildTimes = {};
  if (!reuseBuild) {
    buildTimes.englishCold = timeBuild('English build, cold', ['--locale', 'en'], true);
    buildTimes.englishWarm = timeBuild('English build, warm', ['--locale', 'en'], false);
    buildTimes.allLocalesCold = timeBuild('12-locale build, cold', [], true);
    buildTimes.allLocalesWarm = timeBuild('12-locale build, warm', [], false);
  } else if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No ${path.relative(root, buildDir)}/ to reuse: run npm run bench without --reuse-build first`);
  }

  const fixture = fixtureHandler();
  const rows = [];
  // With --pages and --page-cost, only the page cost is measured.
  const onlyPageCost = onlyPages && pageCostCount > 0;
  if (!onlyPageCost) {
    const server = await serveBuild(buildDir, port, fixture);
    try {
      const idle = await idleWeights(
        pages.map((page) => origin + page.path),
        {chromePath, chromeFlags},
      );
      for (const page of pages) {
        console.log(`bench: ${page.path}`);
        const url = origin + page.path;
        const axe = options['no-axe'] ? {light: [], dark: []} : await axeViolations(url);
        const mobile = presets.includes('mobile') ? await lighthouseRuns(url, 'mobile') : {};
        const desktop = presets.includes('desktop') ? await lighthouseRuns(url, 'desktop') : undefined;
        const {desktop: idleDesktop, mobile: idleMobile} = idle[url];
        rows.push({
          ...page,
          ...mobile,
          ...(desktop ? {desktop} : {}),
          idle: {desktop: {jsKb: idleDesktop.jsKb}, mobile: {jsKb: idleMobile.jsKb}},
          axe,
        });
      }
    } finally {
      server.close();
    }
  }

  let pageCost;
  if (pageCostCount > 0) {
    const extraDir = path.join(root, 'build-page-cost');
    buildWithExtraPages(root, pageCostCount, 'build-page-cost', buildEnv);
    // The same origin for both builds (the site's URL is built into each), one after the other.
    const costPages = (onlyPages ?? ['/', '/wiki/', '/wiki/geyser/setup/', '/blog/', '/download/']).filter((p) => !p.startsWith('/ar/'));
    const measureBuild = async (dir) => {
      const server = await serveBuild(dir, port, fixture);
      try {
        return await idleWeights(
          costPages.map((p) => origin + p),
          {chromePath, chromeFlags},
        );
      } finally {
        server.close();
      }
    };
    const base = await measureBuild(buildDir);
    const extra = await measureBuild(extraDir);
    // Every English page of both builds, from their files: the first view of each (the budget's measure).
    const firstView = firstViewSummary(firstViewWeights(buildDir), firstViewWeights(extraDir));
    pageCost = {extraPages: pageCostCount, pages: comparePageCost({pages: costPages, count: pageCostCount, origin, base, extra}), firstView};
    fs.rmSync(extraDir, {recursive: true, force: true});
  }

  if (onlyPages) {
    if (rows.length > 0) console.log(`${hostLine(rows)}\n\n${table({pages: rows})}\n\n${desktopTable({pages: rows})}`);
    if (pageCost)
      console.log(`\n${pageCostTable(pageCost.pages, pageCost.extraPages)}\n\n${firstViewTable(pageCost.firstView, pageCost.extraPages)}`);
    if (options.rows) fs.writeFileSync(path.resolve(root, options.rows), `${JSON.stringify(rows, null, 2)}\n`);
    return;
  }

  const chromeVersion = execFileSync(chromePath, ['--version']).toString().trim();
  const report = {
    date: new Date().toISOString(),
    machine: {cpus: (await import('node:os')).cpus().length, node: process.version, chromium: chromeVersion},
    lighthouse: {presets: presets.map((p) => `${p} (simulated throttling)`), runsPerPage: runs, mobileCpuSlowdown: cpuSlowdown ?? 4},
    budgets,
    buildTimesSeconds: buildTimes,
    pages: rows,
    pageCost,
  };
  const out = path.join(root, 'bench/results');
  fs.mkdirSync(out, {recursive: true});
  fs.writeFileSync(path.join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const times =
    Object.entries(buildTimes)
      .map(([k, v]) => `- ${k}: ${v} s`)
      .join('\n') || '- not measured (--reuse-build)';
  fs.writeFileSync(
    path.join(out, 'report.md'),
    `# Benchmark report\n\n${report.date}, ${report.machine.cpus} cores, Node ${report.machine.node}, ${chromeVersion}.\n` +
      `Lighthouse ${report.lighthouse.presets.join(' and ')}, median of ${runs} runs each; production build served with gzip.\n` +
      `Budgets: performance ≥ ${budgets.performance}, accessibility ${budgets.accessibility}, best practices ${budgets.bestPractices}, SEO ${budgets.seo}, ` +
      `JS loaded (gzipped) ≤ ${budgets.jsKb.home} KB on home, wiki, blog, download and utility pages and ≤ ${budgets.jsKb.api} KB on API operation pages, ` +
      `CSS ≤ ${budgets.cssKb} KB, CLS < ${budgets.cls}, no axe violations.\n${hostLine(rows)}\n\n` +
      `## Mobile\n\n${table(report)}\n\n` +
      `## Desktop, and JavaScript at network idle\n\n` +
      `Lighthouse's desktop preset; then the JavaScript each page has loaded once the network is idle, ` +
      `at 1440×900 and at 412×823 (a phone), measured in Chromium (scripts/bench/idle-weight.mjs).\n\n${desktopTable(report)}\n\n` +
      (pageCost
        ? `## What one more wiki page costs\n\nJavaScript at network idle (phone) of an English build, and of the same build with ` +
          `${pageCost.extraPages} generated wiki pages in the Geyser sidebar (scripts/bench/page-cost.mjs).\n\n${pageCostTable(pageCost.pages, pageCost.extraPages)}\n\n` +
          `Every English page of both builds, by the JavaScript of its first view worked out from the build's files ` +
          `(scripts/bench/first-view-js.mjs, as tests/build/page-weight.test.ts checks it):\n\n${firstViewTable(pageCost.firstView, pageCost.extraPages)}\n\n`
        : '') +
      `## Build times\n\n${times}\n`,
  );
  console.log(`${table(report)}\n\n${desktopTable(report)}`);
}

await main();
