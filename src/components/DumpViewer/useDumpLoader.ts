import {useCallback, useEffect, useRef, useState} from 'react';
import {DumpFetchError, fetchDump, type DumpFetchErrorKind} from '@site/src/lib/dump/client';
import type {DumpReferenceProblem} from '@site/src/lib/dump/dumpId';
import {readDumpFile} from '@site/src/lib/dump/load';
import type {DumpModel} from '@site/src/lib/dump/model';
import type {DumpSource} from './DumpReport';

/** One dump being chosen, loaded or shown: the single viewer has one, the comparison one per side. */
export type DumpLoadState =
  | {kind: 'idle'}
  | {kind: 'rejected'; problem: 'empty' | DumpReferenceProblem}
  | {kind: 'loading'; id: string}
  | {kind: 'failed'; error: DumpFetchErrorKind; status?: number; id?: string; fileName?: string}
  | {kind: 'loaded'; dump: DumpModel; source: DumpSource};

/** A failed download that may work a moment later (not a missing dump or one that is not a dump). */
export function canRetry(state: DumpLoadState): state is Extract<DumpLoadState, {kind: 'failed'}> & {id: string} {
  return state.kind === 'failed' && state.id !== undefined && (state.error === 'http' || state.error === 'network' || state.error === 'timeout');
}

function errorDetails(error: unknown): {error: DumpFetchErrorKind; status?: number} {
  if (error instanceof DumpFetchError) return {error: error.kind, status: error.status};
  return {error: 'network'};
}

export interface DumpLoader {
  state: DumpLoadState;
  /** Loads a dump by ID from the dump server, cancelling whatever this loader was doing. */
  load: (id: string) => void;
  /** Opens a local dump.json. */
  open: (file: File) => Promise<void>;
  /** Shows why an ID or link was refused. */
  reject: (problem: 'empty' | DumpReferenceProblem) => void;
  /** Loads the failed dump again (see canRetry). */
  retry: () => void;
}

/**
 * Loading one dump by ID, link or file, with retry: the state, the request in flight and its
 * cancelling. `onSource` hears which dump ID is now shown (undefined for a local file) so that the
 * page can write its address; it must be stable (useCallback).
 */
export function useDumpLoader(dumpServer: string, onSource: (id: string | undefined) => void): DumpLoader {
  const [state, setState] = useState<DumpLoadState>({kind: 'idle'});
  const request = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    request.current?.abort();
    request.current = null;
  }, []);

  const load = useCallback(
    (id: string) => {
      cancel();
      const controller = new AbortController();
      request.current = controller;
      onSource(id);
      setState({kind: 'loading', id});
      fetchDump(dumpServer, id, {signal: controller.signal}).then(
        (result) => {
          if (!controller.signal.aborted) setState({kind: 'loaded', dump: result.dump, source: {kind: 'server', id, url: result.sourceUrl}});
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const details = errorDetails(error);
          if (details.error !== 'aborted') setState({kind: 'failed', ...details, id});
        },
      );
    },
    [cancel, dumpServer, onSource],
  );

  const open = useCallback(
    async (file: File) => {
      cancel();
      onSource(undefined);
      const read = await readDumpFile(file);
      setState(
        read.ok
          ? {kind: 'loaded', dump: read.dump, source: {kind: 'file', name: file.name}}
          : {kind: 'failed', error: read.error, fileName: file.name},
      );
    },
    [cancel, onSource],
  );

  const reject = useCallback(
    (problem: 'empty' | DumpReferenceProblem) => {
      cancel();
      setState({kind: 'rejected', problem});
    },
    [cancel],
  );

  const retry = useCallback(() => {
    if (canRetry(state)) load(state.id);
  }, [state, load]);

  useEffect(() => () => request.current?.abort(), []);

  return {state, load, open, reject, retry};
}
