/**
 * Where an element sits under a root, as the index of each element on the
 * way down (text and comments do not count). Two renderings of the same
 * markup give the same path to the same element, which is how a part of a
 * page that is swapped for an identical live copy (see
 * src/components/Island) finds the element a reader focused or clicked.
 */
export type ElementPath = readonly number[];

/** The path from `root` to `element`, or undefined when `element` is not inside `root` (or is `root`). */
export function elementPath(root: Element, element: Element): ElementPath | undefined {
  const path: number[] = [];
  let current: Element | null = element;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root && path.length > 0 ? path : undefined;
}

/** The element at `path` under `root`, or undefined when the markup has no such element. */
export function elementAtPath(root: Element, path: ElementPath): Element | undefined {
  let current: Element | undefined = root;
  for (const index of path) {
    current = current.children[index];
    if (!current) return undefined;
  }
  return current === root ? undefined : current;
}
