// The project's test command: type check, lint, format check, unit tests, a
// production build with the test-only routes, then browser tests against that
// build; then an English build with every framework internal turned off
// (FRAMEWORK_INTERNALS=off, plugins/framework-internals), and the route and
// smoke browser tests against it.
//   LOCALES=en,ar,de npm test   build only these locales (default: all)
//   SKIP_BUILD=1 npm test       reuse the existing build/ and build-stock/ folders
//   SKIP_STOCK=1 npm test       leave out the build without framework internals
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';

const reports = 'reports';
mkdirSync(reports, {recursive: true});

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}

run('generate API pages', 'npm', ['run', '--silent', 'gen-api']);
run('type check', 'npx', ['tsc']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('format check', 'npm', ['run', '--silent', 'format:check']);
run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/unit.json`]);
if (process.env.SKIP_BUILD !== '1') {
  const locales = (process.env.LOCALES ?? '')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  const localeArgs = locales.flatMap((l) => ['--locale', l]);
  run('production build', 'npx', ['docusaurus', 'build', ...localeArgs], {E2E_TEST_ROUTES: '1'});
}
run('browser tests', 'npx', ['playwright', 'test'], {PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/browser.json`});

// The same site on stock framework components: what an upgrade can ship with first.
if (process.env.SKIP_STOCK !== '1') {
  const stock = {FRAMEWORK_INTERNALS: 'off', E2E_TEST_ROUTES: '1'};
  if (process.env.SKIP_BUILD !== '1') {
    run('production build without framework internals (en)', 'npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', 'build-stock'], stock);
  }
  run('route and smoke browser tests without framework internals', 'npx', ['playwright', 'test', '--grep', '@routes|@smoke'], {
    ...stock,
    E2E_BUILD_DIR: 'build-stock',
    E2E_PORT: '4174',
    PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/browser-stock.json`,
  });
}

// One plain summary line for whoever reads the log last.
function counts(file, read) {
  if (!existsSync(file)) return {passed: 0, failed: 0};
  return read(JSON.parse(readFileSync(file, 'utf8')));
}
const unit = counts(`${reports}/unit.json`, (r) => ({passed: r.numPassedTests, failed: r.numFailedTests}));
const readBrowser = (r) => ({passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected});
const browser = counts(`${reports}/browser.json`, readBrowser);
const stockBrowser = process.env.SKIP_STOCK === '1' ? {passed: 0, failed: 0} : counts(`${reports}/browser-stock.json`, readBrowser);
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`browser: ${browser.passed} passed, ${browser.failed} failed`);
console.log(`browser, framework internals off: ${stockBrowser.passed} passed, ${stockBrowser.failed} failed`);
const passed = unit.passed + browser.passed + stockBrowser.passed;
const failed = unit.failed + browser.failed + stockBrowser.failed;
console.log(`tests: ${passed} passed, ${failed} failed`);
