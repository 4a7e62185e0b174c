import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as slim from '../../plugins/slim-client/utils-common.mjs';

const requireHere = createRequire(import.meta.url);

describe('the slim @docusaurus/utils-common', () => {
  it('exports what the package exports, with the same values', () => {
    const original = requireHere('@docusaurus/utils-common') as Record<string, unknown>;
    const names = Object.keys(original)
      .filter((name) => name !== '__esModule')
      .sort();
    expect(Object.keys(slim).sort()).toEqual(names);
    for (const name of names) {
      const value = original[name];
      const mine = (slim as Record<string, unknown>)[name];
      if (typeof value === 'function') expect((mine as () => unknown).toString()).toBe(value.toString());
      else expect(mine).toEqual(value);
    }
    expect(slim.applyTrailingSlash('/wiki', {trailingSlash: true, baseUrl: '/'})).toBe('/wiki/');
  });
});

describe('the loaders that trim generated data', () => {
  const stripBuildSettings = requireHere('../../plugins/slim-client/strip-build-settings.cjs') as (source: string) => string;
  const stripDocDescriptions = requireHere('../../plugins/slim-client/strip-doc-descriptions.cjs') as (source: string) => string;

  it('leave the build-only plugin settings out of the site config', () => {
    const source = `/* generated */\nexport default ${JSON.stringify({title: 'GeyserMC', themeConfig: {navbar: {}}, presets: [['classic', {}]], plugins: [['x', {}]], themes: []}, null, 2)};\n`;
    const out = stripBuildSettings(source);
    expect(JSON.parse(out.replace(/^export default /, '').replace(/;$/, ''))).toEqual({title: 'GeyserMC', themeConfig: {navbar: {}}});
  });

  it('leave the doc descriptions out of the docs version data, and nothing else', () => {
    const version = {
      pluginId: 'default',
      docsSidebars: {s: [{type: 'link', label: 'Setup'}]},
      docs: {setup: {id: 'setup', title: 'Setup', description: 'How to set up', sidebar: 's'}},
    };
    expect(JSON.parse(stripDocDescriptions(JSON.stringify({version})))).toEqual({
      version: {...version, docs: {setup: {id: 'setup', title: 'Setup', sidebar: 's'}}},
    });
  });

  it('are safe because no wiki page shows doc cards, which would need the descriptions', () => {
    const fs = requireHere('node:fs') as typeof import('node:fs');
    const path = requireHere('node:path') as typeof import('node:path');
    const root = path.resolve(__dirname, '../..');
    const files = ['docs', 'src'].flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), {recursive: true}) as string[])
        .filter((file) => /\.(mdx?|tsx?)$/.test(file))
        .map((file) => path.join(root, dir, file)),
    );
    files.push(path.join(root, 'sidebars.ts'));
    const using = files.filter((file) => /DocCardList|DocCard\b|useDocById|generated-index/.test(fs.readFileSync(file, 'utf8')));
    // If this fails, remove the description loader from plugins/slim-client.
    expect(using.map((file) => path.relative(root, file))).toEqual([]);
  });
});

describe('the client entry that lets the page paint first', () => {
  const paintFirst = requireHere('../../plugins/slim-client/paint-first.cjs') as ((source: string) => string) & {afterFirstPaint: string};
  const entrySource = () => fs.readFileSync(requireHere.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8');

  it('waits for a painted frame before asking for the page’s chunks in the installed Docusaurus', () => {
    const out = paintFirst(entrySource());
    expect(out).toContain(`${paintFirst.afterFirstPaint}.then(() => preload(window.location.pathname)).then(`);
    expect(out.match(/preload\(window\.location\.pathname\)/g)).toHaveLength(1);
  });

  it('fails the build when the entry no longer has the call it delays', () => {
    expect(() => paintFirst('preload(location.pathname).then(render);')).toThrow(/client entry/);
  });

  type Timer = {callback: () => void; ms: number};
  /** Runs the loader's wait with fake timers and frames. */
  function wait() {
    const timers: Timer[] = [];
    const frames: (() => void)[] = [];
    const setTimeoutFake = (callback: () => void, ms: number) => timers.push({callback, ms});
    const requestAnimationFrameFake = (callback: () => void) => frames.push(callback);
    const promise = new Function('setTimeout', 'requestAnimationFrame', `return ${paintFirst.afterFirstPaint};`)(
      setTimeoutFake,
      requestAnimationFrameFake,
    ) as Promise<void>;
    let resolved = false;
    void promise.then(() => (resolved = true));
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    return {timers, frames, settle, isResolved: () => resolved};
  }

  it('goes on right after the first frame is painted', async () => {
    const run = wait();
    await run.settle();
    expect(run.isResolved()).toBe(false);
    run.frames.shift()!();
    // The frame's callback runs before the paint; the timer it sets, after.
    const afterPaint = run.timers.find((timer) => timer.ms === 0)!;
    await run.settle();
    expect(run.isResolved()).toBe(false);
    afterPaint.callback();
    await run.settle();
    expect(run.isResolved()).toBe(true);
  });

  it('goes on after a short wait in a hidden tab, which paints no frames', async () => {
    const run = wait();
    const fallback = run.timers.find((timer) => timer.ms > 0)!;
    expect(fallback.ms).toBeLessThanOrEqual(100);
    fallback.callback();
    await run.settle();
    expect(run.isResolved()).toBe(true);
  });
});
