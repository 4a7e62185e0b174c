import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
// Flags that keep headless Chromium from stalling on blocked network calls; shared with the benchmark.
import chromiumArgs from './scripts/chromium-args.json';

const port = Number(process.env.E2E_PORT ?? 4173);
// The built site under test: build/, or another build such as the one made with
// FRAMEWORK_INTERNALS=off (npm test runs the route and smoke tests against that too).
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium headless shell by default (Playwright's own browser download is not
// available everywhere): the same engine and version as Debian's chromium, without the desktop
// browser around it, as Playwright itself runs headless tests. On 2 cores a page opens and
// hydrates in about half the time it takes in the full browser (bench/results/test-time.md).
// Without the shell, Debian's full Chromium. CHROMIUM_PATH= (empty) uses Playwright's bundled
// browser instead.
const debianBrowsers = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.CHROMIUM_PATH ?? debianBrowsers.find((file) => existsSync(file)) ?? debianBrowsers[1];

// Offline: every host name but the local server's address fails to resolve, so no request
// leaves the machine. Done in the browser's resolver rather than by routing every request
// through Playwright (a catch-all page.route), which cost about 0.6 s a test on 2 cores.
export const offlineArgs = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // npm test also asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_FILE) to print one summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL,
    // Recording a trace slows every test; the retry of a failed test records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: executablePath || undefined,
      args: [...chromiumArgs, '--disable-quic', ...offlineArgs],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx docusaurus serve --dir ${buildDir} --host 127.0.0.1 --port ${port} --no-open`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
