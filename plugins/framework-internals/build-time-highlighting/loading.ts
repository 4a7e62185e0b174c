// Where the highlighted code block (./Highlighted: Prism and its grammars) comes
// from. A page whose Markdown needs Prism imports ./Highlighted itself (see
// ./remark.ts), which registers here when it runs; any other block loads it on demand.
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';

let loaded: ComponentType<Props> | undefined;
let loading: Promise<unknown> | undefined;

/** Called by ./Highlighted when its code runs. */
export function registerHighlighted(component: ComponentType<Props>): void {
  loaded = component;
}

/** The highlighted block if its code has run already. */
export function loadedHighlighted(): ComponentType<Props> | undefined {
  return loaded;
}

/** Loads the highlighted block; the same promise on every call, for React's `use`. */
export function loadHighlighted(): Promise<unknown> {
  loading ??= import('./Highlighted');
  return loading;
}
