// Where the Markdown code element (./theme/MDXComponents/Code.tsx) finds the
// theme's code block: a page with fenced code blocks imports ./CodeBlockModule
// (./remark.ts adds the import), which registers it here when its code runs.
// Kept apart from ./loading.ts, which only the code block's own chunk needs.
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

let codeBlock: ComponentType<Props> | undefined;
let loading: Promise<unknown> | undefined;

/** Called by ./CodeBlockModule when its code runs. */
export function registerCodeBlock(component: ComponentType<Props>): void {
  codeBlock = component;
}

/** The theme's code block if a page that has code blocks brought it. */
export function loadedCodeBlock(): ComponentType<Props> | undefined {
  return codeBlock;
}

/** Loads the theme's code block; the same promise on every call, for React's `use`. */
export function loadCodeBlock(): Promise<unknown> {
  loading ??= import('./CodeBlockModule');
  return loading;
}
