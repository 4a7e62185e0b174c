// The project's test command, in phases:
//   1. API page generation, then the type check, lint and format check side by side;
//   2. unit tests;
//   3. a production build of the locales the tests need (with the test-only routes);
//   4. build checks: Node tests that read the built HTML and search index (tests/build);
//   5. browser tests against that build (behaviour only);
//   6. an English build with every framework internal turned off (FRAMEWORK_INTERNALS=off,
//      plugins/framework-internals), its route checks, and the route and smoke browser tests.
// Each phase's time is printed at the end.
//
//   npm test -- --all-locales   build all twelve locales (CI runs this after npm test:
//                               npm run test:locales adds the others to build/ and checks them)
//   LOCALES=en,ar,de npm test   build only these locales
//   SKIP_BUILD=1 npm test       reuse the existing build/ and build-stock/ folders
//   SKIP_STOCK=1 npm test       leave out the build without framework internals
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import {testLocales} from './test-locales.mjs';

const reports = 'reports';
mkdirSync(reports, {recursive: true});
const phases = [];

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

/** Runs commands side by side; their output is printed, each in one piece, as they end. */
async function runTogether(label, commands) {
  console.log(`\n▶ ${label}: ${commands.map((c) => c.name).join(', ')}`);
  const started = Date.now();
  const results = await Promise.all(
    commands.map(
      ({name, command, args}) =>
        new Promise((resolve) => {
          const child = spawn(command, args, {env: process.env});
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            console.log(`── ${name} (${status === 0 ? 'passed' : `failed, exit ${status}`})${output.trim() ? `\n${output.trimEnd()}` : ''}`);
            resolve(status);
          });
        }),
    ),
  );
  finish(label, started, results.find((status) => status !== 0) ?? 0);
}

function printPhases() {
  console.log('\nphase times:');
  for (const {label, seconds} of phases) console.log(`  ${label.padEnd(58)} ${seconds.toFixed(1).padStart(7)} s`);
  console.log(
    `  ${'total'.padEnd(58)} ${phases
      .reduce((sum, p) => sum + p.seconds, 0)
      .toFixed(1)
      .padStart(7)} s`,
  );
}

const allLocales = process.argv.includes('--all-locales');
const locales = allLocales ? [] : (process.env.LOCALES?.split(',') ?? testLocales).map((l) => l.trim()).filter(Boolean);

run('generate API pages', 'npm', ['run', '--silent', 'gen-api']);
await runTogether('type check, lint, format check', [
  {name: 'type check', command: 'npx', args: ['tsc']},
  {name: 'lint', command: 'npm', args: ['run', '--silent', 'lint']},
  {name: 'format check', command: 'npm', args: ['run', '--silent', 'format:check']},
]);
run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/unit.json`]);
if (process.env.SKIP_BUILD !== '1') {
  const localeArgs = locales.flatMap((l) => ['--locale', l]);
  run(`production build (${allLocales ? 'all locales' : locales.join(', ')})`, 'npx', ['docusaurus', 'build', ...localeArgs], {
    E2E_TEST_ROUTES: '1',
  });
}
run('build checks', 'npx', [
  'vitest',
  'run',
  '--config',
  'vitest.build.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${reports}/build.json`,
]);
run('browser tests', 'npx', ['playwright', 'test'], {PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/browser.json`});

// The same site on stock framework components: what an upgrade can ship with first.
if (process.env.SKIP_STOCK !== '1') {
  const stock = {FRAMEWORK_INTERNALS: 'off', E2E_TEST_ROUTES: '1'};
  if (process.env.SKIP_BUILD !== '1') {
    run('production build without framework internals (en)', 'npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', 'build-stock'], stock);
  }
  run(
    'build checks without framework internals',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.build.config.ts',
      'tests/build/routes.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reports}/build-stock.json`,
    ],
    {BUILD_DIR: 'build-stock'},
  );
  run('route and smoke browser tests without framework internals', 'npx', ['playwright', 'test', '--grep', '@routes|@smoke'], {
    ...stock,
    E2E_BUILD_DIR: 'build-stock',
    E2E_PORT: '4174',
    PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/browser-stock.json`,
  });
}

// One plain summary for whoever reads the log last.
function counts(file, read) {
  if (!existsSync(file)) return {passed: 0, failed: 0};
  return read(JSON.parse(readFileSync(file, 'utf8')));
}
const readVitest = (r) => ({passed: r.numPassedTests, failed: r.numFailedTests});
const readBrowser = (r) => ({passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected});
const skipStock = process.env.SKIP_STOCK === '1';
const lines = [
  ['unit', counts(`${reports}/unit.json`, readVitest)],
  ['build checks', counts(`${reports}/build.json`, readVitest)],
  ['browser', counts(`${reports}/browser.json`, readBrowser)],
  ['build checks, framework internals off', skipStock ? {passed: 0, failed: 0} : counts(`${reports}/build-stock.json`, readVitest)],
  ['browser, framework internals off', skipStock ? {passed: 0, failed: 0} : counts(`${reports}/browser-stock.json`, readBrowser)],
];
console.log('');
for (const [name, c] of lines) console.log(`${name}: ${c.passed} passed, ${c.failed} failed`);
console.log(`tests: ${lines.reduce((s, [, c]) => s + c.passed, 0)} passed, ${lines.reduce((s, [, c]) => s + c.failed, 0)} failed`);
printPhases();
