// The project's tests, in phases.
//
//   npm test                    the daily run, side by side where nothing waits (daily below):
//     1. API page generation, then the type check, lint, format check, unit tests and a
//        production build of the locales the tests need (testLocales below), with the test-only
//        routes;
//     2. once the build is made: the build checks, Node tests that read the built HTML and
//        search index (tests/build), and the browser tests against that build (behaviour).
//   npm run test:extended       after npm test (CI runs both): what only a wider build shows.
//     3. the other nine locales added to build/, the build checks over all twelve, and the
//        browser tests tagged @all-locales (the Crowdin pseudo-locale, Chinese search);
//     4. an English build with every framework internal turned off (FRAMEWORK_INTERNALS=off,
//        plugins/framework-internals), its route checks, and the route and smoke browser tests.
//   npm run test:all            both, one after the other.
// Each run ends with its phases' times.
//
//   LOCALES=en,ar,de npm test   build only these locales
//   SKIP_BUILD=1 npm test       reuse the existing build/ (and build-stock/) folders
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * The locales `npm test` builds: the default (en), a right-to-left one (ar) and a translated
 * left-to-right one (de). Each more locale costs about 30 s of build; browser tests that need
 * another locale (Crowdin's crp, Chinese search) are tagged @all-locales and run in
 * `npm run test:extended`, against the build of every locale.
 */
export const testLocales = ['en', 'ar', 'de'];
/** Every locale of the site (src/data/locales.ts; tests/unit/testLocales.test.ts keeps the two equal). */
export const allLocales = ['en', 'ar', 'crp', 'cs', 'de', 'fr', 'it', 'ja', 'ru', 'tr', 'uk', 'zh-CN'];

const reports = 'reports';
const phases = [];
const summaries = [];

function finish(label, started, status) {
  const seconds = (Date.now() - started) / 1000;
  phases.push({label, seconds});
  if (status !== 0) {
    console.error(`✖ ${label} failed after ${seconds.toFixed(1)}s`);
    printPhases();
    process.exit(status ?? 1);
  }
  console.log(`✔ ${label} (${seconds.toFixed(1)}s)`);
}

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  finish(label, started, result.status);
}

/**
 * Runs commands side by side; their output is printed, each in one piece, as they end (or as it
 * comes, for the one marked `live`), with their own times. A command with `after` starts when the
 * command of that name has passed. The first to fail stops the others, and what waited for it
 * does not start (each runs in a process group of its own).
 */
async function runTogether(label, commands) {
  console.log(`\n▶ ${label}: ${commands.map((c) => c.name).join(', ')}`);
  const started = Date.now();
  const children = new Set();
  const own = [];
  let stopped = false;
  const stopOthers = () => {
    stopped = true;
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  const start = ({name, command, args, env = {}, live}) =>
    new Promise((resolve) => {
      const from = (Date.now() - started) / 1000;
      if (live) console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
      const child = spawn(command, args, {
        env: {...process.env, ...env},
        detached: true,
        stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      });
      children.add(child);
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      child.on('close', (status, signal) => {
        children.delete(child);
        const seconds = (Date.now() - started) / 1000;
        own.push({label: `  ${name}${from >= 1 ? ` (from ${from.toFixed(1)} s)` : ''}`, seconds, detail: true});
        const outcome = status === 0 ? 'passed' : signal ? 'stopped' : `failed, exit ${status}`;
        console.log(`── ${name} (${outcome}, ${seconds.toFixed(1)}s)${output.trim() ? `\n${output.trimEnd()}` : ''}`);
        if (status !== 0 && !signal) stopOthers();
        resolve(signal ? 1 : status);
      });
    });
  const runs = new Map();
  const runOf = (command) => {
    if (!runs.has(command.name)) {
      const before = commands.find((c) => c.name === command.after);
      runs.set(command.name, before ? runOf(before).then((status) => (status === 0 && !stopped ? start(command) : 1)) : start(command));
    }
    return runs.get(command.name);
  };
  const results = await Promise.all(commands.map(runOf));
  finish(label, started, results.find((status) => status !== 0) ?? 0);
  phases.push(...own.sort((a, b) => a.seconds - b.seconds));
}

function printPhases() {
  console.log('\nphase times (the indented lines ran side by side: when each ended, counted from the start of its phase):');
  for (const {label, seconds} of phases) console.log(`  ${label.padEnd(62)} ${seconds.toFixed(1).padStart(7)} s`);
  console.log(
    `  ${'total'.padEnd(62)} ${phases
      .filter((p) => !p.detail)
      .reduce((sum, p) => sum + p.seconds, 0)
      .toFixed(1)
      .padStart(7)} s`,
  );
}

const build = (label, args, env = {}) => {
  if (process.env.SKIP_BUILD !== '1') run(label, 'npx', ['docusaurus', 'build', ...args], {E2E_TEST_ROUTES: '1', ...env});
};
const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile=${reports}/${name}.json`];
const buildChecks = (label, name, files = [], env = {}) => {
  run(label, 'npx', ['vitest', 'run', '--config', 'vitest.build.config.ts', ...files, ...vitestReport(name)], env);
  summaries.push([label, `${reports}/${name}.json`, 'vitest']);
};
const browserTests = (label, name, args = [], env = {}) => {
  run(label, 'npx', ['playwright', 'test', ...args], {PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/${name}.json`, ...env});
  summaries.push([label, `${reports}/${name}.json`, 'playwright']);
};

async function daily() {
  const locales = (process.env.LOCALES?.split(',') ?? testLocales).map((l) => l.trim()).filter(Boolean);
  // One graph rather than phases one after the other, so that no core idles while there is work
  // (bench/results/test-time.md): the API pages (docs-api/: pages the unit tests and the build
  // read, sidebars the type check reads) come first; the build checks and browser tests start as
  // soon as the build is made. Every command gets an even share of the CPU: a lower priority for
  // the checks without time limits had no effect under the kernel's autogroup (each command runs
  // in a session of its own) and was taken out (bench/results/test-time.md).
  const apiPages = 'generate API pages';
  const buildName = `production build (${locales.join(', ')})`;
  const buildStep =
    process.env.SKIP_BUILD === '1'
      ? []
      : [
          {
            name: buildName,
            command: 'npx',
            args: ['docusaurus', 'build', ...locales.flatMap((l) => ['--locale', l])],
            env: {E2E_TEST_ROUTES: '1'},
            after: apiPages,
          },
        ];
  const built = buildStep.length ? buildName : apiPages;
  await runTogether('npm test', [
    {name: apiPages, command: 'npm', args: ['run', '--silent', 'gen-api']},
    {name: 'lint', command: 'npm', args: ['run', '--silent', 'lint']},
    {name: 'format check', command: 'npm', args: ['run', '--silent', 'format:check']},
    {name: 'type check', command: 'npx', args: ['tsc'], after: apiPages},
    {name: 'unit tests', command: 'npx', args: ['vitest', 'run', ...vitestReport('unit')], after: apiPages},
    ...buildStep,
    {
      name: 'build checks',
      command: 'npx',
      args: ['vitest', 'run', '--config', 'vitest.build.config.ts', ...vitestReport('build')],
      after: built,
    },
    {
      name: 'browser tests',
      command: 'npx',
      args: ['playwright', 'test', '--grep-invert', '@all-locales'],
      env: {PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/browser.json`},
      after: built,
      live: true,
    },
  ]);
  summaries.push(
    ['unit tests', `${reports}/unit.json`, 'vitest'],
    ['build checks', `${reports}/build.json`, 'vitest'],
    ['browser tests', `${reports}/browser.json`, 'playwright'],
  );
}

function extended() {
  if (!existsSync('build/index.html')) {
    console.error('No build/ yet: run npm test first.');
    process.exit(1);
  }
  // The other locales join build/ (a locale's build writes only its own folder).
  const missing = allLocales.filter((l) => l !== 'en' && !existsSync(`build/${l}/index.html`));
  if (missing.length) {
    build(
      `production build (${missing.join(', ')})`,
      missing.flatMap((l) => ['--locale', l]),
    );
  }
  buildChecks('build checks, all locales', 'build-all', [], {ALL_LOCALES: '1'});
  browserTests('browser tests that need every locale', 'browser-all', ['--grep', '@all-locales']);
  // The same site on stock framework components: what an upgrade can ship with first.
  const stock = {FRAMEWORK_INTERNALS: 'off', E2E_TEST_ROUTES: '1'};
  build('production build without framework internals (en)', ['--locale', 'en', '--out-dir', 'build-stock'], stock);
  buildChecks('route checks without framework internals', 'build-stock', ['tests/build/routes.test.ts'], {BUILD_DIR: 'build-stock'});
  browserTests('route and smoke browser tests without framework internals', 'browser-stock', ['--grep', '@routes|@smoke'], {
    ...stock,
    E2E_BUILD_DIR: 'build-stock',
    E2E_PORT: '4174',
  });
}

/** One plain line a kind of test, and the total, for whoever reads the log last. */
function printSummary() {
  console.log('');
  let passed = 0;
  let failed = 0;
  for (const [label, file, kind] of summaries) {
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const c =
      kind === 'vitest'
        ? {passed: r.numPassedTests, failed: r.numFailedTests}
        : {passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected};
    passed += c.passed;
    failed += c.failed;
    console.log(`${label}: ${c.passed} passed, ${c.failed} failed`);
  }
  console.log(`tests: ${passed} passed, ${failed} failed`);
  printPhases();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  mkdirSync(reports, {recursive: true});
  const mode = process.argv.includes('--extended') ? 'extended' : process.argv.includes('--all') ? 'all' : 'daily';
  if (mode !== 'extended') await daily();
  if (mode !== 'daily') extended();
  printSummary();
}
