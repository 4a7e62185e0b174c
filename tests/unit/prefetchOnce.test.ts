// prefetchOnce (plugins/framework-internals): Docusaurus's prefetch helper asks for each
// file once, however many routes of a page share it.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';

const requireHere = createRequire(import.meta.url);
type Loader = (this: {resourcePath: string}, source: string) => string;
const once = requireHere('../../plugins/framework-internals/prefetch-once/once.cjs') as Loader;
const helperFile = requireHere.resolve('@docusaurus/core/lib/client/prefetch.js');
const run = (source: string) => once.call({resourcePath: helperFile}, source);

/** Runs the (ES module) helper's source in a page with a `<head>`, recording what it appends. */
function inPage(source: string) {
  const appended: {rel: string | null; href: string | null}[] = [];
  const element = () => {
    const attributes = new Map<string, string>();
    return {
      relList: {supports: (feature: string) => feature === 'prefetch'},
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      attributes,
      onload: undefined as undefined | (() => void),
      onerror: undefined as undefined | (() => void),
    };
  };
  const head = {
    appendChild(link: ReturnType<typeof element>) {
      appended.push({rel: link.attributes.get('rel') ?? null, href: link.attributes.get('href') ?? null});
      queueMicrotask(() => link.onload?.());
    },
  };
  const document = {createElement: element, getElementsByTagName: (name: string) => (name === 'head' ? [head] : []), getElementsByName: () => []};
  const exports: {prefetch?: (url: string) => Promise<void>} = {};
  const script = source.replace('export default function prefetch(', 'exports.prefetch = function prefetch(');
  vm.runInNewContext(script, {document, exports, Promise, queueMicrotask, Map, XMLHttpRequest: undefined});
  return {prefetch: exports.prefetch!, appended};
}

describe("Docusaurus's prefetch helper, asking for each file once", () => {
  const installed = fs.readFileSync(helperFile, 'utf8');

  it('appends one prefetch link for each file, however often it is asked for', async () => {
    const {prefetch, appended} = inPage(run(installed));
    await Promise.all(['/assets/js/a.1.js', '/assets/js/b.2.js', '/assets/js/a.1.js', '/assets/js/a.1.js'].map((url) => prefetch(url)));
    await prefetch('/assets/js/b.2.js');
    expect(appended).toEqual([
      {rel: 'prefetch', href: '/assets/js/a.1.js'},
      {rel: 'prefetch', href: '/assets/js/b.2.js'},
    ]);
  });

  it('is needed: the installed helper appends a link every time', async () => {
    const {prefetch, appended} = inPage(installed);
    await Promise.all(['/assets/js/a.1.js', '/assets/js/a.1.js'].map((url) => prefetch(url)));
    expect(appended).toHaveLength(2);
  });

  it('fails the build when the helper changes shape', () => {
    expect(() => run(installed.replace('export default function prefetch(url) {', 'export default (url) => {'))).toThrow(
      /prefetchOnce.*no longer exports/,
    );
  });
});
