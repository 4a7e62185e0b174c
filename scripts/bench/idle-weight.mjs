// The JavaScript a page has loaded once the network is idle, in a real browser
// at a desktop and a phone viewport (`npm run bench` reports both). Unlike
// Lighthouse's load, this waits for what a page fetches after it has loaded
// (parts that load when they come near the screen, prefetched routes), which
// is what a reader's browser has downloaded when the page sits still.
import fs from 'node:fs';
import path from 'node:path';

export const viewports = {
  desktop: {viewport: {width: 1440, height: 900}},
  mobile: {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true},
};

/** Strips a built file's content hash, so the same chunk has the same name in two builds. */
export function chunkName(url) {
  const file = new URL(url).pathname.split('/').pop() ?? url;
  return file.replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');
}

/**
 * Opens each of `urls` at each viewport and returns, per url and viewport, the
 * gzipped kilobytes of JavaScript received by network idle and the bytes of
 * each script by chunk name.
 */
export async function idleWeights(urls, {chromePath, chromeFlags, settleMs = 1000}) {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new')});
  const results = {};
  try {
    for (const url of urls) {
      results[url] = {};
      for (const [name, options] of Object.entries(viewports)) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const scripts = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() === 'script') scripts.push(request);
        });
        await page.goto(url, {waitUntil: 'networkidle'});
        // Whatever starts after the first idle moment (idle-time prefetches) gets its chance too.
        await page.waitForTimeout(settleMs);
        await page.waitForLoadState('networkidle');
        const chunks = {};
        for (const request of scripts) {
          const {responseBodySize, responseHeadersSize} = await request.sizes();
          const name = chunkName(request.url());
          chunks[name] = (chunks[name] ?? 0) + responseBodySize + responseHeadersSize;
        }
        const total = Object.values(chunks).reduce((sum, bytes) => sum + bytes, 0);
        results[url][name] = {jsKb: Math.round(total / 102.4) / 10, chunks};
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Reads a JSON file if it exists. */
export function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

export const resultsDir = (root) => path.join(root, 'bench/results');
