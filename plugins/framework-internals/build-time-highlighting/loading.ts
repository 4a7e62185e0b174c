// Where the highlighted code block (./Highlighted: Prism and its grammars) comes
// from. A page whose Markdown needs Prism imports ./Highlighted itself (see
// ./remark.ts), which registers here when it runs; any other block loads it on demand.
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';

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

let codeBlock: ComponentType<CodeBlockProps> | undefined;
let loadingCodeBlock: Promise<unknown> | undefined;

/** Called by ./CodeBlockModule when its code runs: a page with fenced code blocks imports it (./remark.ts). */
export function registerCodeBlock(component: ComponentType<CodeBlockProps>): void {
  codeBlock = component;
}

/** The theme's code block if a page that has code blocks brought it. */
export function loadedCodeBlock(): ComponentType<CodeBlockProps> | undefined {
  return codeBlock;
}

/** Loads the theme's code block; the same promise on every call, for React's `use`. */
export function loadCodeBlock(): Promise<unknown> {
  loadingCodeBlock ??= import('./CodeBlockModule');
  return loadingCodeBlock;
}
