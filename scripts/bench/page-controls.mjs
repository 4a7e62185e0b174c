// What the wiki page controls ("Copy page", "View as Markdown", "Was this page
// helpful?") add to a page's JavaScript: the same page of two builds, one with
// the controls and one without (src/theme/DocItem/Footer rendering only the
// theme's footer), opened in a real browser; gzipped bytes by chunk.
//
//   node scripts/bench/page-controls.mjs <build with> <build without> [route]
//
// Results: bench/results/page-controls.md.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {serveBuild} from './static-server.mjs';
import {idleWeights} from './idle-weight.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [withControls, withoutControls, route = '/wiki/geyser/setup/'] = process.argv.slice(2);
if (!withControls || !withoutControls) throw new Error('usage: page-controls.mjs <build with> <build without> [route]');
const port = Number(process.env.E2E_PORT ?? 4173);
const chromeFlags = JSON.parse(fs.readFileSync(path.join(root, 'scripts/chromium-args.json'), 'utf8'));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function measure(dir) {
  const server = await serveBuild(path.resolve(dir), port);
  try {
    const results = await idleWeights([`http://127.0.0.1:${port}${route}`], {chromePath, chromeFlags});
    return Object.values(results)[0].desktop;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const a = await measure(withControls);
const b = await measure(withoutControls);
const sum = (chunks) => Object.values(chunks).reduce((s, n) => s + n, 0);
const changed = {};
for (const name of new Set([...Object.keys(a.chunks), ...Object.keys(b.chunks)])) {
  const delta = (a.chunks[name] ?? 0) - (b.chunks[name] ?? 0);
  if (delta !== 0) changed[name] = delta;
}
console.log(
  JSON.stringify({route, withBytes: sum(a.chunks), withoutBytes: sum(b.chunks), addedBytes: sum(a.chunks) - sum(b.chunks), changed}, null, 2),
);
