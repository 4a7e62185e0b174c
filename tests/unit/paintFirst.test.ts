// paintFirst (plugins/framework-internals): Docusaurus's client entry asks for the page's own
// chunks after the browser has painted a frame, or after 100 ms in a tab that paints none.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';

const requireHere = createRequire(import.meta.url);
type Loader = (this: {resourcePath: string}, source: string) => string;
const paintFirst = requireHere('../../plugins/framework-internals/paint-first/paint-first.cjs') as Loader;
const entryFile = requireHere.resolve('@docusaurus/core/lib/client/clientEntry.js');
const installed = fs.readFileSync(entryFile, 'utf8');
const run = (source: string) => paintFirst.call({resourcePath: entryFile}, source);

/** The entry's own preload call, cut out of the (loaded) entry, with a browser the test drives. */
function preloadCall(source: string) {
  const promiseAt = source.indexOf('new Promise((resolve)');
  const start = promiseAt !== -1 ? promiseAt : source.indexOf('preload(window.location.pathname)');
  const end = source.indexOf('startTransition(renderApp);', start);
  const snippet = `${source.slice(start, end)}render(); });`;
  const frames: (() => void)[] = [];
  const timers: {callback: () => void; ms: number}[] = [];
  const events: string[] = [];
  vm.runInNewContext(snippet, {
    window: {location: {pathname: '/wiki/'}},
    preload: (path: string) => {
      events.push(`preload ${path}`);
      return Promise.resolve();
    },
    render: () => events.push('render'),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({callback, ms}),
    Promise,
  });
  return {frames, timers, events};
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("Docusaurus's client entry, painting first", () => {
  it("asks for the page's chunks only once a frame has been painted", async () => {
    const page = preloadCall(run(installed));
    await settle();
    expect(page.events).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    // The frame's callback runs before it is painted: the request waits for a task after it.
    await settle();
    expect(page.events).toEqual([]);
    page.timers.find((timer) => timer.ms === 0)!.callback();
    await settle();
    expect(page.events).toEqual(['preload /wiki/', 'render']);
  });

  it('goes on after 100 ms in a tab that paints no frames, once', async () => {
    const page = preloadCall(run(installed));
    page.timers.find((timer) => timer.ms === 100)!.callback();
    await settle();
    expect(page.events).toEqual(['preload /wiki/', 'render']);
    page.frames[0]!();
    page.timers.find((timer) => timer.ms === 0)!.callback();
    await settle();
    expect(page.events).toEqual(['preload /wiki/', 'render']);
  });

  it('is needed: the installed entry asks at once', async () => {
    const page = preloadCall(installed);
    await settle();
    expect(page.events).toEqual(['preload /wiki/', 'render']);
  });

  it('fails the build when the entry no longer calls preload that way', () => {
    expect(() => run(installed.replace('preload(window.location.pathname).then(', 'preload(location.pathname).then('))).toThrow(
      /paintFirst.*no longer calls preload/,
    );
  });
});
