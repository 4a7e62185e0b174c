// prefetchWhenIdle (plugins/framework-internals): Docusaurus prefetches the pages a link leads
// to when the browser is idle, a few routes at a time, instead of in the task that shows the link.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';

const requireHere = createRequire(import.meta.url);
type Loader = (this: {resourcePath: string}, source: string) => string;
const whenIdle = requireHere('../../plugins/framework-internals/prefetch-when-idle/when-idle.cjs') as Loader;
const apiFile = requireHere.resolve('@docusaurus/core/lib/client/docusaurus.js');
const installed = fs.readFileSync(apiFile, 'utf8');
const run = (source: string) => whenIdle.call({resourcePath: apiFile}, source);

type IdleDeadline = {didTimeout: boolean; timeRemaining: () => number};
type Docusaurus = {prefetch: (routePath: string) => false | Promise<unknown>};

/**
 * Runs the (ES module) client API's source with its imports played by stand-ins: each route has
 * one chunk, each prefetched file takes `msPerFile` of a clock the test moves, and idle
 * callbacks wait until the test runs them.
 */
function inPage(source: string, {msPerFile = 1, saveData = false, idleCallbacks = true} = {}) {
  let now = 0;
  const prefetched: string[] = [];
  const idle: {callback: (deadline: IdleDeadline) => void; options: unknown}[] = [];
  const timers: (() => void)[] = [];
  const deps = {
    matchRoutes: (_routes: unknown, routePath: string) => [{route: {path: routePath}}],
    routesChunkNames: Object.fromEntries(
      ['/a/', '/b/', '/c/', '/d/', '/e/'].map((path, index) => [`${path}-${index}f3`, {content: `content${index}`}]),
    ),
    routes: [],
    prefetchHelper: (file: string) => {
      now += msPerFile;
      prefetched.push(file);
      return Promise.resolve();
    },
    preloadHelper: () => Promise.resolve(),
    flat: (chunks: Record<string, string>) => chunks,
  };
  const names: Record<string, string> = {
    'react-router-config': 'matchRoutes',
    '@generated/routesChunkNames': 'routesChunkNames',
    '@generated/routes': 'routes',
    './prefetch': 'prefetchHelper',
    './preload': 'preloadHelper',
    './flat': 'flat',
  };
  const script = source
    .replace(/^import (?:\{ (\w+) \}|(\w+)) from '([^']+)';$/gm, (_line, named: string, local: string, from: string) => {
      if (!(from in names)) throw new Error(`unexpected import ${from}`);
      return `const ${named ?? local} = deps.${names[from]};`;
    })
    .replace('export default Object.freeze(docusaurus);', 'exports.docusaurus = Object.freeze(docusaurus);');
  const exports: {docusaurus?: Docusaurus} = {};
  vm.runInNewContext(script, {
    deps,
    exports,
    Promise,
    Object,
    Set,
    navigator: {connection: saveData ? {effectiveType: '4g', saveData: true} : undefined},
    __webpack_require__: {gca: (chunk: string) => `/assets/js/${chunk}.js`},
    performance: {now: () => now},
    ...(idleCallbacks ? {requestIdleCallback: (callback: (deadline: IdleDeadline) => void, options: unknown) => idle.push({callback, options})} : {}),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  /** Runs the next idle callback with this much idle time left, or as timed out; the files it prefetched. */
  const idlePeriod = ({remaining = 50, didTimeout = false} = {}) => {
    const next = idle.shift();
    if (!next) throw new Error('no idle callback waiting');
    const start = now;
    const before = prefetched.length;
    next.callback({didTimeout, timeRemaining: () => Math.max(0, remaining - (now - start))});
    return prefetched.slice(before);
  };
  return {docusaurus: exports.docusaurus!, prefetched, idle, timers, idlePeriod};
}

describe("Docusaurus's prefetching, in idle time", () => {
  it('prefetches nothing in the task that asks, and everything once the browser is idle', async () => {
    const page = inPage(run(installed));
    const requests = ['/a/', '/b/', '/c/'].map((route) => page.docusaurus.prefetch(route));
    expect(page.prefetched).toEqual([]);
    expect(page.idle).toHaveLength(1);
    // The browser runs it within five seconds even when it is never idle.
    expect(page.idle[0].options).toEqual({timeout: 5000});
    expect(page.idlePeriod()).toEqual(['/assets/js/content0.js', '/assets/js/content1.js', '/assets/js/content2.js']);
    await expect(Promise.all(requests)).resolves.toHaveLength(3);
    expect(page.idle).toHaveLength(0);
  });

  it('stops after about 8 ms of work and goes on in the next idle period', () => {
    const page = inPage(run(installed), {msPerFile: 5});
    for (const route of ['/a/', '/b/', '/c/', '/d/', '/e/']) page.docusaurus.prefetch(route);
    expect(page.idlePeriod()).toHaveLength(2);
    expect(page.idlePeriod()).toHaveLength(2);
    expect(page.idlePeriod()).toHaveLength(1);
    expect(page.idle).toHaveLength(0);
  });

  it('does one route when the idle period is over or the wait timed out', () => {
    const page = inPage(run(installed));
    for (const route of ['/a/', '/b/', '/c/']) page.docusaurus.prefetch(route);
    expect(page.idlePeriod({remaining: 0})).toHaveLength(1);
    expect(page.idlePeriod({didTimeout: true})).toHaveLength(1);
    expect(page.idlePeriod()).toHaveLength(1);
  });

  it('asks for a route once, and not at all for a reader who saves data', async () => {
    const page = inPage(run(installed));
    const first = page.docusaurus.prefetch('/a/');
    expect(page.docusaurus.prefetch('/a/')).toBeInstanceOf(Promise);
    page.idlePeriod();
    await first;
    expect(page.prefetched).toEqual(['/assets/js/content0.js']);
    expect(page.docusaurus.prefetch('/a/')).toBe(false);

    const saving = inPage(run(installed), {saveData: true});
    expect(saving.docusaurus.prefetch('/a/')).toBe(false);
    expect(saving.idle).toHaveLength(0);
  });

  it('waits on a timer in a browser without idle callbacks', () => {
    const page = inPage(run(installed), {idleCallbacks: false});
    page.docusaurus.prefetch('/a/');
    expect(page.prefetched).toEqual([]);
    expect(page.timers).toHaveLength(1);
    page.timers[0]();
    expect(page.prefetched).toEqual(['/assets/js/content0.js']);
  });

  it('is needed: the installed client API prefetches in the task that asks', () => {
    const page = inPage(installed);
    page.docusaurus.prefetch('/a/');
    expect(page.prefetched).toEqual(['/assets/js/content0.js']);
  });

  it('fails the build when the client API changes shape', () => {
    expect(() => run(installed.replace('const prefetch = (routePath) => {', 'function prefetch(routePath) {'))).toThrow(
      /prefetchWhenIdle.*no longer defines its prefetch function/,
    );
  });
});
