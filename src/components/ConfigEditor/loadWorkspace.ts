// The part of the editor that is needed only once a file is open (the YAML library, the option data
// and texts, the form, the checks) is a chunk of its own; see index.tsx for when it is asked for.
type WorkspaceModule = typeof import('./Workspace');
export type WorkspaceComponent = WorkspaceModule['default'];

let loaded: WorkspaceComponent | null = null;
let loading: Promise<WorkspaceComponent> | null = null;

/** The editor's code if it has already arrived (for example when the page is visited again). */
export function loadedWorkspace(): WorkspaceComponent | null {
  return loaded;
}

/** Loads the editor's code once; after a failure (offline) the next call tries again. */
export function loadWorkspace(): Promise<WorkspaceComponent> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import(/* webpackChunkName: "config-editor-workspace" */ './Workspace').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
