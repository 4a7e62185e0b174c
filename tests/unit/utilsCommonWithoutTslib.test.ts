// utilsCommonWithoutTslib (plugins/framework-internals): @docusaurus/utils-common's
// entry, in the browser's bundle, gets its one tslib helper inline instead of
// requiring the whole of tslib.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';

const requireHere = createRequire(import.meta.url);
type Loader = (this: {resourcePath: string}, source: string) => string;
const noTslib = requireHere('../../plugins/framework-internals/utils-common/no-tslib.cjs') as Loader;
const entry = requireHere.resolve('@docusaurus/utils-common');
const run = (source: string) => noTslib.call({resourcePath: entry}, source);

/** Runs a CommonJS module's source as Node would, with requires relative to the installed entry. */
function evaluate(source: string): Record<string, unknown> {
  const module = {exports: {} as Record<string, unknown>};
  const requireThere = createRequire(entry);
  vm.runInThisContext(`(function (exports, require, module) {${source}\n})`)(module.exports, requireThere, module);
  return module.exports;
}

describe("@docusaurus/utils-common's entry without tslib", () => {
  const installed = fs.readFileSync(entry, 'utf8');

  it('requires tslib for __importDefault only, in the installed version', () => {
    expect(installed).toMatch(/require\("tslib"\)/);
    const out = run(installed);
    expect(out).not.toMatch(/require\("tslib"\)/);
    expect(out).toMatch(/__importDefault: \(mod\) =>/);
  });

  it('exports the same functions, which give the same answers', () => {
    const original = requireHere('@docusaurus/utils-common') as Record<string, unknown>;
    const changed = evaluate(run(installed));
    expect(Object.keys(changed).sort()).toEqual(Object.keys(original).sort());
    type Apply = (path: string, options: {trailingSlash: boolean | undefined; baseUrl: string}) => string;
    for (const [route, trailingSlash] of [
      ['/wiki/geyser/setup', true],
      ['/wiki/geyser/setup/', false],
      ['/wiki/#top', true],
      ['/', false],
    ] as const) {
      const options = {trailingSlash, baseUrl: '/'};
      expect((changed.applyTrailingSlash as Apply)(route, options)).toBe((original.applyTrailingSlash as Apply)(route, options));
    }
    expect((changed.addTrailingSlash as (s: string) => string)('/a')).toBe('/a/');
    expect(changed.blogPostContainerID).toBe(original.blogPostContainerID);
  });

  it("gives a module's exports as tslib's __importDefault does", () => {
    const tslib = requireHere('tslib') as {__importDefault: (mod: unknown) => unknown};
    const out = run(installed);
    const helper = evaluate(
      `${/const (\w+) = \{__importDefault[^\n]*/.exec(out)![0]}\nmodule.exports = ${/const (\w+) = \{__importDefault/.exec(out)![1]};`,
    ) as {
      __importDefault: (mod: unknown) => unknown;
    };
    const commonJs = {run: () => 1};
    const esModule = {__esModule: true, default: () => 2};
    expect(helper.__importDefault(commonJs)).toEqual(tslib.__importDefault(commonJs));
    expect(helper.__importDefault(esModule)).toBe(esModule);
    expect(tslib.__importDefault(esModule)).toBe(esModule);
    expect(helper.__importDefault(undefined)).toEqual(tslib.__importDefault(undefined));
  });

  it('fails the build when the entry changes', () => {
    expect(() => run(installed.replace(/require\("tslib"\)/, 'require("other")'))).toThrow(/utilsCommonWithoutTslib.*no longer requires tslib/);
    const name = /const (\w+) = require\("tslib"\)/.exec(installed)![1];
    expect(() => run(`${installed}\nexports.x = ${name}.__awaiter;`)).toThrow(/uses tslib's __awaiter/);
  });

  it('is applied to the file the browser bundle reads', () => {
    // The rule names the package's entry as Node resolves it, which is what the bundler reads.
    expect(path.basename(entry)).toBe('index.js');
    expect(requireHere.resolve('@docusaurus/utils-common', {paths: [requireHere.resolve('@docusaurus/core/package.json')]})).toBe(entry);
  });
});
