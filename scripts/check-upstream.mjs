// Compares the data files that mirror upstream facts (src/data) with the upstream files
// themselves: raw files of the GeyserMC repositories (branch master) and the Downloads API.
// Prints, per data file, what differs and what to edit (Markdown, so the weekly workflow can
// post it as an issue). The comparisons are in src/lib/upstream.
//
//   npm run check:upstream
//   UPSTREAM_RAW_URL=http://127.0.0.1:8080 DOWNLOADS_API_URL=http://127.0.0.1:8080 npm run check:upstream
//
// Exit code: 0 in line, 1 drift, 2 a source could not be fetched or no longer parses.
import createJiti from 'jiti';

const TIMEOUT_MS = Number(process.env.UPSTREAM_TIMEOUT_MS ?? 20000);

const jiti = createJiti(import.meta.url, {interopDefault: true});
const {defaultBases, exitCodeOf, formatReport, runUpstreamChecks} = jiti('../src/lib/upstream/checks.ts');

const bases = {
  raw: process.env.UPSTREAM_RAW_URL || defaultBases.raw,
  downloads: process.env.DOWNLOADS_API_URL || defaultBases.downloads,
};

async function fetchText(url) {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: {'user-agent': 'geysermc-website upstream check'},
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

const results = await runUpstreamChecks(fetchText, bases);
const code = exitCodeOf(results);
process.stdout.write(formatReport(results));
const summary = {
  0: 'Every data file is in line with upstream.',
  1: 'Upstream has changed: edit the data files listed above.',
  2: 'A source could not be fetched or no longer parses (see ✖ above); the check is incomplete.',
}[code];
process.stderr.write(`\n${summary}\n`);
process.exitCode = code;
