import {createElement, use, type ComponentType, type ReactElement} from 'react';

/** A component whose code loads on demand, and can be asked to load ahead. */
export interface LazyPart<P extends object> {
  (props: P): ReactElement;
  /** Loads the code; the same promise on every call. */
  preload: () => Promise<void>;
}

/**
 * A component whose code is loaded by `load` when first rendered, or ahead of
 * that by `preload()`. Unlike React.lazy, a part whose code is in renders at
 * once, even the first time: the parts of a page that wakes up (see
 * src/components/Island) are all loaded before it wakes, and must not send
 * it back to its fallback when one of them first renders later, in a tab
 * opened afterwards say. Until the code is in, rendering it suspends.
 */
export function lazyPart<P extends object>(load: () => Promise<{default: ComponentType<P>}>): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (module) => {
        component = module.default;
      },
      (error: unknown) => {
        // Let a later call try again (after a failed download, say).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Part(props: P): ReactElement {
    if (!component) use(preload());
    return createElement(component as ComponentType<P>, props);
  }
  return Object.assign(Part, {preload});
}
