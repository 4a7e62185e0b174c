import {afterEach, describe, expect, it, vi} from 'vitest';
import {createElement, Suspense} from 'react';
import {renderToString} from 'react-dom/server';
import {elementAtPath, elementPath} from '@site/src/lib/island/domPath';
import {routerTarget, type LinkClick} from '@site/src/lib/island/linkClick';
import {lazyPart} from '@site/src/lib/island/lazyPart';
import {nearMargin, whenNearScreen} from '@site/src/lib/island/nearScreen';

/** Just enough of an element for the path helpers: a parent and element children. */
interface FakeElement {
  name: string;
  parentElement: FakeElement | null;
  children: FakeElement[];
}

function tree(name: string, ...children: FakeElement[]): FakeElement {
  const element: FakeElement = {name, parentElement: null, children};
  children.forEach((child) => {
    child.parentElement = element;
  });
  return element;
}

const asElement = (fake: FakeElement) => fake as unknown as Element;

describe('element paths', () => {
  const target = tree('summary');
  const other = tree('p');
  const root = tree('root', tree('h1'), tree('section', other, tree('details', target)));
  const copy = tree('root', tree('h1'), tree('section', tree('p'), tree('details', tree('summary'))));

  it('lead from the root to the element, one element index per level', () => {
    expect(elementPath(asElement(root), asElement(target))).toEqual([1, 1, 0]);
    expect(elementPath(asElement(root), asElement(other))).toEqual([1, 0]);
  });

  it('find the same element in an identical copy', () => {
    const found = elementAtPath(asElement(copy), [1, 1, 0]) as unknown as FakeElement;
    expect(found.name).toBe('summary');
    expect(found.parentElement?.name).toBe('details');
  });

  it('give nothing for an element outside the root, the root itself, or markup that differs', () => {
    expect(elementPath(asElement(root), asElement(tree('elsewhere')))).toBeUndefined();
    expect(elementPath(asElement(root), asElement(root))).toBeUndefined();
    expect(elementAtPath(asElement(copy), [1, 5])).toBeUndefined();
    expect(elementAtPath(asElement(copy), [])).toBeUndefined();
  });
});

describe('links clicked in a sleeping part of the page', () => {
  const plain: LinkClick = {button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false};
  const link = (href: string, extra: {target?: string; download?: boolean} = {}) => ({
    href,
    target: extra.target ?? '',
    download: extra.download ?? false,
  });
  const here = {href: 'https://geysermc.org/wiki/api/downloads.geysermc.org/build-specific/'};

  it('open pages of the site through the router, with their query and fragment', () => {
    expect(routerTarget(link('https://geysermc.org/wiki/api/downloads.geysermc.org/builds/'), plain, here)).toBe(
      '/wiki/api/downloads.geysermc.org/builds/',
    );
    expect(routerTarget(link('https://geysermc.org/wiki/geyser/setup/?host=x#ports'), plain, here)).toBe('/wiki/geyser/setup/?host=x#ports');
    expect(routerTarget(link('https://geysermc.org/wiki/api/', {target: '_self'}), plain, here)).toBe('/wiki/api/');
  });

  it('leave everything else to the browser', () => {
    const leave = [
      routerTarget(link('https://github.com/GeyserMC/Geyser'), plain, here),
      routerTarget(link('https://geysermc.org/wiki/api/', {target: '_blank'}), plain, here),
      routerTarget(link('https://geysermc.org/openapi/downloads.yaml'), plain, here),
      routerTarget(link('https://geysermc.org/wiki/api/', {download: true}), plain, here),
      routerTarget(link(`${here.href}#request`), plain, here),
      routerTarget(link('https://geysermc.org/wiki/api/'), {...plain, ctrlKey: true}, here),
      routerTarget(link('https://geysermc.org/wiki/api/'), {...plain, metaKey: true}, here),
      routerTarget(link('https://geysermc.org/wiki/api/'), {...plain, shiftKey: true}, here),
      routerTarget(link('https://geysermc.org/wiki/api/'), {...plain, button: 1}, here),
      routerTarget(link('https://geysermc.org/wiki/api/'), {...plain, defaultPrevented: true}, here),
      routerTarget(link('not a url'), plain, here),
    ];
    expect(leave).toEqual(leave.map(() => undefined));
  });
});

describe('parts loaded on demand', () => {
  const Greeting = ({name}: {name: string}) => createElement('b', null, `hello ${name}`);

  it('suspend until their code is in, then render it at once', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      return {default: Greeting};
    });
    const page = () => renderToString(createElement(Suspense, {fallback: createElement('i', null, 'waiting')}, createElement(Part, {name: 'Steve'})));
    expect(page()).toContain('waiting');
    await Part.preload();
    expect(page()).toContain('<b>hello Steve</b>');
    expect(page()).not.toContain('waiting');
    // Without a boundary to fall back on: rendered in one pass, so nothing suspended.
    expect(renderToString(createElement(Part, {name: 'Alex'}))).toBe('<b>hello Alex</b>');
    expect(Part.preload()).toBe(Part.preload());
    expect(loads).toBe(1);
  });

  it('try again after a failed load', async () => {
    let attempts = 0;
    const Part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return {default: Greeting};
    });
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    expect(attempts).toBe(2);
    expect(renderToString(createElement(Part, {name: 'Steve'}))).toBe('<b>hello Steve</b>');
  });
});

describe('watching for elements near the screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A stand-in IntersectionObserver that the test drives by hand. */
  function fakeObserver() {
    const made: {callback: (entries: {isIntersecting: boolean}[]) => void; margin?: string; watched: unknown[]; disconnected: boolean}[] = [];
    class FakeObserver {
      record: (typeof made)[number];
      constructor(callback: (entries: {isIntersecting: boolean}[]) => void, options?: {rootMargin?: string}) {
        this.record = {callback, margin: options?.rootMargin, watched: [], disconnected: false};
        made.push(this.record);
      }
      observe(element: unknown) {
        this.record.watched.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    return made;
  }

  it('calls back once, when one of the elements comes within the margin, and stops watching', () => {
    const made = fakeObserver();
    const elements = [{}, {}] as unknown as Element[];
    let calls = 0;
    whenNearScreen(elements, () => (calls += 1));
    expect(made).toHaveLength(1);
    expect(made[0].margin).toBe(nearMargin);
    expect(made[0].watched).toEqual(elements);
    made[0].callback([{isIntersecting: false}]);
    expect(calls).toBe(0);
    made[0].callback([{isIntersecting: false}, {isIntersecting: true}]);
    expect(calls).toBe(1);
    expect(made[0].disconnected).toBe(true);
  });

  it('can be stopped, and watches nothing when given nothing', () => {
    const made = fakeObserver();
    const stop = whenNearScreen([{}] as unknown as Element[], () => undefined);
    stop();
    expect(made[0].disconnected).toBe(true);
    whenNearScreen([], () => undefined);
    expect(made).toHaveLength(1);
  });

  it('calls back at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    let calls = 0;
    whenNearScreen([{}] as unknown as Element[], () => (calls += 1));
    expect(calls).toBe(1);
  });
});
