// The project's test command: type check, unit tests, a production build with
// the test-only routes, then browser tests against that build.
//   LOCALES=en,ar,de npm test   build only these locales (default: all)
//   SKIP_BUILD=1 npm test       reuse the existing build/ folder
import {spawnSync} from 'node:child_process';

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
run('unit tests', 'npx', ['vitest', 'run']);
if (process.env.SKIP_BUILD !== '1') {
  const locales = (process.env.LOCALES ?? '').split(',').map((l) => l.trim()).filter(Boolean);
  const localeArgs = locales.flatMap((l) => ['--locale', l]);
  run('production build', 'npx', ['docusaurus', 'build', ...localeArgs], {E2E_TEST_ROUTES: '1'});
}
run('browser tests', 'npx', ['playwright', 'test']);
