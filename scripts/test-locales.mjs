// The locales `npm test` builds: the default (en), a right-to-left one (ar), a translated
// left-to-right one (de), one whose words are not separated by spaces (zh-CN, for search)
// and Crowdin's in-context pseudo-locale (crp). Each more locale costs about 30 s of build.
//
// Run directly (`npm run test:locales`, CI does after `npm test`), it adds every other locale
// to build/ and runs the build checks over all twelve: translated pages, hreflang, routes and
// search in every language.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

export const testLocales = ['en', 'ar', 'de', 'zh-CN', 'crp'];
/** Every locale of the site (src/data/locales.ts; tests/unit/testLocales.test.ts keeps the two equal). */
export const allLocales = ['en', 'ar', 'crp', 'cs', 'de', 'fr', 'it', 'ja', 'ru', 'tr', 'uk', 'zh-CN'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync('build/index.html')) {
    console.error('No build/ yet: run npm test (or npm run build) first.');
    process.exit(1);
  }
  const missing = allLocales.filter((l) => l !== 'en' && !existsSync(`build/${l}/index.html`));
  const step = (label, args, env = {}) => {
    console.log(`\n▶ ${label}`);
    const started = Date.now();
    const result = spawnSync('npx', args, {stdio: 'inherit', env: {...process.env, ...env}});
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status !== 0) {
      console.error(`✖ ${label} failed after ${seconds}s`);
      process.exit(result.status ?? 1);
    }
    console.log(`✔ ${label} (${seconds}s)`);
  };
  if (missing.length)
    step(`production build (${missing.join(', ')})`, ['docusaurus', 'build', ...missing.flatMap((l) => ['--locale', l])], {E2E_TEST_ROUTES: '1'});
  step('build checks, all locales', ['vitest', 'run', '--config', 'vitest.build.config.ts']);
}
