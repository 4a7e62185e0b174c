// Where the highlighted code block (./Highlighted: Prism and its grammars)
// comes from, loaded or not.
import {lazy, type ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
// ./Highlighted in the server bundle, nothing in the browser's (plugins/lazy-prism).
import highlightedOnServer from '@lazy-prism/highlighted-on-server';

declare const __webpack_modules__: Record<string | number, unknown>;
declare const __webpack_require__: (id: string | number) => {default: ComponentType<Props>};
declare const require: {resolveWeak(request: string): string | number};

// The bundler's id of the highlighted block, without bundling it here.
const highlightedId = require.resolveWeak('./Highlighted');

/** The highlighted block if its code has loaded (always on the server). */
export function loadedHighlighted(): ComponentType<Props> | undefined {
  if (highlightedOnServer) return highlightedOnServer;
  return __webpack_modules__[highlightedId] ? __webpack_require__(highlightedId).default : undefined;
}

/** Loads the highlighted block (once; later calls share the first). */
export function loadHighlighted(): Promise<{default: ComponentType<Props>}> {
  return import('./Highlighted');
}

export const LazyHighlighted = lazy(loadHighlighted);
