// translateWithoutDescriptions (plugins/framework-internals): the browser's bundle leaves the
// translator notes (`description`) out of translate() calls and <Translate> elements.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const requireHere = createRequire(import.meta.url);
type Strip = (source: string) => {out: string; removed: number};
const {strip} = requireHere('../../plugins/framework-internals/translate-descriptions/strip.cjs') as {strip: Strip};
const lib = (name: string) => path.dirname(requireHere.resolve(name));
const themeClassic = lib('@docusaurus/theme-classic');
const themeCommon = lib('@docusaurus/theme-common');
const core = path.join(path.dirname(requireHere.resolve('@docusaurus/core/package.json')), 'lib');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(js|tsx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each translation's id and message, as `npm run write-translations` would read them. */
const ids = (source: string) => [...source.matchAll(/\bid(?::\s*|=)(['"])([\w.-]+)\1/g)].map((m) => m[2]);

describe('translation descriptions left out of the browser bundle', () => {
  it("the installed theme's components lose their descriptions and keep every id and message", () => {
    const file = path.join(themeClassic, 'theme/DocPaginator/index.js');
    const source = fs.readFileSync(file, 'utf8');
    const {out, removed} = strip(source);
    expect(removed).toBe(3);
    expect(out).not.toMatch(/description/);
    expect(ids(out)).toEqual(ids(source));
    expect(out).toContain("message: 'Docs pages',");
    expect(out).toMatch(/<Translate\s+id="theme\.docs\.paginator\.previous">\s*Previous\s*<\/Translate>/);
  });

  it('finds most of them in the installed themes (a new way of writing them would show here)', () => {
    let removed = 0;
    let left = 0;
    for (const file of [...filesUnder(path.join(themeClassic, 'theme')), ...filesUnder(themeCommon)]) {
      const result = strip(fs.readFileSync(file, 'utf8'));
      removed += result.removed;
      left += (result.out.match(/\bdescription(?::\s*'|=")/g) ?? []).length;
    }
    expect(removed).toBeGreaterThan(60);
    expect(left).toBeLessThan(removed / 5);
  });

  it("is safe because Docusaurus's translate and Translate never read a description", () => {
    const client = fs.readFileSync(path.join(core, 'client/exports/Translate.js'), 'utf8');
    expect(client).toMatch(/export function translate\(\{ message, id \}, values\)/);
    expect(client).toMatch(/export default function Translate\(\{ children, id, values, \}\)/);
    expect(client).not.toMatch(/description/);
  });

  it('leaves alone what it cannot remove safely', () => {
    const nested = "translate({id: 'a', message: '{n} items', description: 'x', values: {n: 1}})";
    expect(strip(nested).out).toBe(nested);
    const computed = 'translate({id: "a", message: "b", description: `x ${y}`})';
    expect(strip(computed).out).toBe(computed);
    const other = "const option = {id: 'port', description: 'The port'};";
    expect(strip(other).out).toBe(other);
    expect(strip("translate({\n  id: 'a',\n  description: 'x',\n  message: 'b',\n})").out).toBe("translate({\n  id: 'a',\n  message: 'b',\n})");
  });
});
