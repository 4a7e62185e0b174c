// A component that a module registers when its code runs, and that can also be
// loaded on demand: the shape shared by ./loading.ts and ./codeBlockRegistry.ts.

export interface Registry<T> {
  /** Called by the module that brings the component, when its code runs. */
  register(value: T): void;
  /** The component if its module has run already. */
  loaded(): T | undefined;
  /** Loads the module; the same promise on every call, for React's `use`. */
  load(): Promise<unknown>;
}

export function createRegistry<T>(importModule: () => Promise<unknown>): Registry<T> {
  let value: T | undefined;
  let loading: Promise<unknown> | undefined;
  return {
    register: (registered) => {
      value = registered;
    },
    loaded: () => value,
    load: () => (loading ??= importModule()),
  };
}
