// Hostile config files for the config editor's benchmarks: a real config followed by lines up to
// the editor's 256 KB cap (scripts/bench/config-document.mjs, scripts/bench/responsiveness.mjs).
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = fs.readFileSync(path.join(root, 'tests/fixtures/config/geyser-fabric-v7.yml'), 'utf8').trimEnd();
const LIMIT = 255 * 1024;
/** The editor's cap (MAX_CONFIG_BYTES): a file over it is refused before it is read. */
const CAP = 256 * 1024;

/** A real config followed by lines from `line(index)` up to the editor's 256 KB cap, never over it. */
export function fill(line) {
  const lines = [base];
  let size = base.length;
  for (let index = 0; size < LIMIT; index++) {
    const next = line(index);
    if (size + next.length + 2 > CAP) break;
    lines.push(next);
    size += next.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

/** A real config followed by one key nested a level deeper on each line, up to the cap. */
export function deepNesting() {
  return fill((depth) => `${' '.repeat(depth)}n${depth}:`).replace(/\n$/, ' 1\n');
}
