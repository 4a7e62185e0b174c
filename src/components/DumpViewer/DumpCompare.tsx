import '@site/src/i18n/groups/dumpViewer';
import {useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useFileDrop} from '@site/src/hooks/useFileDrop';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory, useLocation} from '@docusaurus/router';
import type {ServiceUrls} from '@site/src/lib/config/serviceUrls';
import {geyserVersions} from '@site/src/data/versions';
import {DumpFetchError, fetchDump, type DumpFetchErrorKind} from '@site/src/lib/dump/client';
import {compareDumps, dumpPairSearch, readDumpPair} from '@site/src/lib/dump/compare';
import {readDumpFile} from '@site/src/lib/dump/load';
import {isDumpId, parseDumpReference, type DumpReferenceProblem} from '@site/src/lib/dump/dumpId';
import type {DumpModel} from '@site/src/lib/dump/model';
import CompareReport from './CompareReport';
import {failureText, rejectionText} from './index';
import styles from './styles.module.css';
import compareStyles from './DumpCompare.module.css';

export type Slot = 'first' | 'second';
const slots: readonly Slot[] = ['first', 'second'];

type SlotState =
  | {kind: 'idle'}
  | {kind: 'rejected'; problem: 'empty' | DumpReferenceProblem}
  | {kind: 'loading'; id: string}
  | {kind: 'failed'; error: DumpFetchErrorKind; status?: number; id?: string; fileName?: string}
  | {kind: 'too-large'; fileName: string}
  | {kind: 'loaded'; dump: DumpModel; id?: string; fileName?: string};

type Pair = Record<Slot, SlotState>;

function isRetryable(error: DumpFetchErrorKind): boolean {
  return error === 'http' || error === 'network' || error === 'timeout';
}

function slotName(slot: Slot): ReactNode {
  return slot === 'first' ? (
    <Translate id="utilities.dumpViewer.compare.first">First dump</Translate>
  ) : (
    <Translate id="utilities.dumpViewer.compare.second">Second dump</Translate>
  );
}

function SlotStatus({slot, state, dumpServerHost, retry}: {slot: Slot; state: SlotState; dumpServerHost: string; retry: () => void}): ReactNode {
  const {i18n} = useDocusaurusContext();
  switch (state.kind) {
    case 'idle':
      return null;
    case 'rejected':
      return (
        <div className="alert alert--warning" role="alert">
          {rejectionText(state.problem, dumpServerHost)}
        </div>
      );
    case 'loading':
      return (
        <p className={styles.loading}>
          <Translate id="utilities.dumpViewer.loading" values={{id: <code>{state.id}</code>}}>
            {'Loading dump {id}…'}
          </Translate>
        </p>
      );
    case 'too-large':
      return (
        <div className="alert alert--danger" role="alert">
          <p className={styles.alertText}>
            <Translate id="utilities.dumpViewer.compare.tooLarge" values={{file: <code>{state.fileName}</code>}}>
              {'{file} is larger than 10 MB. A Geyser dump is much smaller, so this file was not opened.'}
            </Translate>
          </p>
        </div>
      );
    case 'failed':
      return (
        <div className="alert alert--danger" role="alert">
          <p className={styles.alertText}>
            <strong>
              {slot === 'first' ? (
                <Translate id="utilities.dumpViewer.compare.firstFailed">The first dump could not be loaded.</Translate>
              ) : (
                <Translate id="utilities.dumpViewer.compare.secondFailed">The second dump could not be loaded.</Translate>
              )}
            </strong>{' '}
            {failureText({kind: 'failed', error: state.error, status: state.status, id: state.id, fileName: state.fileName}, i18n.currentLocale)}
          </p>
          {isRetryable(state.error) && state.id && (
            <button type="button" className="button button--secondary button--sm" onClick={retry}>
              <Translate id="utilities.dumpViewer.retryButton">Retry</Translate>
            </button>
          )}
        </div>
      );
    case 'loaded':
      return (
        <p className={compareStyles.loaded}>
          <Translate
            id="utilities.dumpViewer.compare.loaded"
            values={{
              source: <code dir="auto">{state.id ?? state.fileName}</code>,
              version: <bdi>{state.dump.versions.geyserVersion ?? '?'}</bdi>,
              platform: <bdi>{state.dump.platform.name ?? state.dump.platform.platform ?? '?'}</bdi>,
            }}>
            {'Loaded {source}: Geyser {version} on {platform}.'}
          </Translate>
        </p>
      );
  }
}

function SlotLoader({
  slot,
  state,
  dumpServer,
  dumpServerHost,
  onId,
  onFile,
  onReject,
  retry,
}: {
  slot: Slot;
  state: SlotState;
  dumpServer: string;
  dumpServerHost: string;
  onId: (id: string) => void;
  onFile: (file: File) => void;
  onReject: (problem: 'empty' | DumpReferenceProblem) => void;
  retry: () => void;
}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const inputId = useId();
  const fileInputId = useId();
  const headingId = useId();
  const {dragging, dropProps, onInputChange} = useFileDrop(onFile);
  const shownId = state.kind === 'loading' || state.kind === 'loaded' || state.kind === 'failed' ? state.id : undefined;
  const [input, setInput] = useState(shownId ?? '');

  // Keep the box in step with an ID that came from the address.
  const [idBefore, setIdBefore] = useState(shownId);
  if (idBefore !== shownId) {
    setIdBefore(shownId);
    if (shownId) setInput(shownId);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reference = parseDumpReference(input, {dumpServer, viewerHosts: [new URL(siteConfig.url).host, window.location.host]});
    if (reference.kind === 'id') onId(reference.id);
    else onReject(reference.kind === 'empty' ? 'empty' : reference.problem);
  };

  return (
    <section className={clsx(styles.loader, compareStyles.slot, dragging && styles.dropZoneActive)} aria-labelledby={headingId} {...dropProps}>
      <h2 id={headingId} className={compareStyles.slotTitle}>
        {slotName(slot)}
      </h2>
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.inputLabel}>
          {slot === 'first' ? (
            <Translate id="utilities.dumpViewer.compare.firstInputLabel">ID or link of the first dump</Translate>
          ) : (
            <Translate id="utilities.dumpViewer.compare.secondInputLabel">ID or link of the second dump</Translate>
          )}
        </label>
        <div className={styles.inputRow}>
          <input
            id={inputId}
            type="text"
            className={clsx('text-input', styles.textInput)}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={`${dumpServer}/…`}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button button--primary">
            <Translate id="utilities.dumpViewer.loadButton">Load</Translate>
          </button>
        </div>
      </form>
      <label htmlFor={fileInputId} className={clsx(styles.inputLabel, compareStyles.fileLabel)}>
        {slot === 'first' ? (
          <Translate id="utilities.dumpViewer.compare.firstFileLabel">Or open a local dump.json as the first dump</Translate>
        ) : (
          <Translate id="utilities.dumpViewer.compare.secondFileLabel">Or open a local dump.json as the second dump</Translate>
        )}
      </label>
      <input id={fileInputId} type="file" accept=".json,application/json" className={styles.fileInput} onChange={onInputChange} />
      <div className={compareStyles.slotStatus} aria-live="polite">
        <SlotStatus slot={slot} state={state} dumpServerHost={dumpServerHost} retry={retry} />
      </div>
    </section>
  );
}

function errorDetails(error: unknown): {error: DumpFetchErrorKind; status?: number} {
  if (error instanceof DumpFetchError) return {error: error.kind, status: error.status};
  return {error: 'network'};
}

/**
 * Two dumps side by side, reduced to what differs. The pair of dump IDs is in the
 * page address (`?id=FIRST&compare=SECOND`); each side loads, fails and retries on its own.
 */
export default function DumpCompare({onClose}: {onClose: () => void}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const serviceUrls = siteConfig.customFields!.serviceUrls as ServiceUrls;
  const history = useHistory();
  const location = useLocation();
  const [pair, setPair] = useState<Pair>({first: {kind: 'idle'}, second: {kind: 'idle'}});
  const requests = useRef<Record<Slot, AbortController | null>>({first: null, second: null});
  /** The dump ID each side shows or loads (undefined for a local file), so our own address changes do not load twice. */
  const currentIds = useRef<Record<Slot, string | undefined>>({first: undefined, second: undefined});

  const dumpServerHost = useMemo(() => {
    try {
      return new URL(serviceUrls.dumpServer).host;
    } catch {
      return serviceUrls.dumpServer;
    }
  }, [serviceUrls.dumpServer]);

  const setSlot = (slot: Slot, state: SlotState) => setPair((previous) => ({...previous, [slot]: state}));

  const cancel = (slot: Slot) => {
    requests.current[slot]?.abort();
    requests.current[slot] = null;
  };

  /** Writes the IDs of both sides into the address; a local file has none and is left out. */
  const updateAddress = useCallback(() => {
    const search = dumpPairSearch({first: currentIds.current.first, second: currentIds.current.second});
    if (history.location.search !== search || history.location.hash) {
      history.replace({pathname: history.location.pathname, search});
    }
  }, [history]);

  const loadFromServer = useCallback(
    (slot: Slot, id: string) => {
      cancel(slot);
      const controller = new AbortController();
      requests.current[slot] = controller;
      currentIds.current[slot] = id;
      updateAddress();
      setSlot(slot, {kind: 'loading', id});
      fetchDump(serviceUrls.dumpServer, id, {signal: controller.signal}).then(
        (result) => {
          if (!controller.signal.aborted) setSlot(slot, {kind: 'loaded', dump: result.dump, id});
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const details = errorDetails(error);
          if (details.error !== 'aborted') setSlot(slot, {kind: 'failed', ...details, id});
        },
      );
    },
    [serviceUrls.dumpServer, updateAddress],
  );

  const openFile = async (slot: Slot, file: File) => {
    cancel(slot);
    currentIds.current[slot] = undefined;
    updateAddress();
    const read = await readDumpFile(file);
    if (read.ok) setSlot(slot, {kind: 'loaded', dump: read.dump, fileName: file.name});
    else if (read.error === 'too-large') setSlot(slot, {kind: 'too-large', fileName: file.name});
    else setSlot(slot, {kind: 'failed', error: read.error, fileName: file.name});
  };

  const reject = (slot: Slot, problem: 'empty' | DumpReferenceProblem) => {
    cancel(slot);
    setSlot(slot, {kind: 'rejected', problem});
  };

  // Load what the address names, on arrival and on back/forward.
  /* eslint-disable react-hooks/set-state-in-effect -- the address is known only after hydration (the server's HTML has none); it starts the fetches */
  useEffect(() => {
    const fromAddress = readDumpPair(location.search);
    if (!fromAddress) return;
    for (const slot of slots) {
      const id = fromAddress[slot];
      if (id === undefined || id === currentIds.current[slot]) continue;
      if (isDumpId(id)) {
        loadFromServer(slot, id);
      } else {
        currentIds.current[slot] = id;
        setSlot(slot, {kind: 'rejected', problem: 'malformed-id'});
      }
    }
  }, [location.search, loadFromServer]);
  /* eslint-enable react-hooks/set-state-in-effect */

  useEffect(
    () => () => {
      for (const slot of slots) requests.current[slot]?.abort();
      currentIds.current = {first: undefined, second: undefined};
    },
    [],
  );

  const {first, second} = pair;
  const compared = useMemo(
    () =>
      first.kind === 'loaded' && second.kind === 'loaded'
        ? {
            difference: compareDumps(first.dump, second.dump, {
              javaRuntime: geyserVersions.javaRuntime,
              moddedJavaRuntime: geyserVersions.moddedJavaRuntime,
            }),
            addonKind: second.dump.addonKind,
          }
        : undefined,
    [first, second],
  );
  const hasLocalFile = slots.some((slot) => pair[slot].kind === 'loaded' && pair[slot].fileName !== undefined);

  return (
    <div className={styles.viewer}>
      <div className={compareStyles.bar}>
        <p className={compareStyles.intro}>
          <Translate id="utilities.dumpViewer.compare.intro">
            Load two dumps of the same server, for example one from when it worked and one from now. Only what differs between them is shown.
          </Translate>
        </p>
        <button type="button" className="button button--secondary button--sm" onClick={onClose}>
          <Translate id="utilities.dumpViewer.compare.close">Back to one dump</Translate>
        </button>
      </div>
      <div className={compareStyles.slots}>
        {slots.map((slot) => (
          <SlotLoader
            key={slot}
            slot={slot}
            state={pair[slot]}
            dumpServer={serviceUrls.dumpServer}
            dumpServerHost={dumpServerHost}
            onId={(id) => loadFromServer(slot, id)}
            onFile={(file) => void openFile(slot, file)}
            onReject={(problem) => reject(slot, problem)}
            retry={() => {
              const state = pair[slot];
              if (state.kind === 'failed' && state.id) loadFromServer(slot, state.id);
            }}
          />
        ))}
      </div>
      {hasLocalFile && (
        <p className={styles.hint}>
          <Translate id="utilities.dumpViewer.compare.localNotShared">
            A local file is not part of this page's link. To share the comparison, use dumps uploaded with /geyser dump.
          </Translate>
        </p>
      )}
      {compared ? (
        <CompareReport difference={compared.difference} addonKind={compared.addonKind} />
      ) : (
        (first.kind === 'loaded' || second.kind === 'loaded') && (
          <p className={styles.hint}>
            <Translate id="utilities.dumpViewer.compare.waiting">Load both dumps to see what differs.</Translate>
          </p>
        )
      )}
    </div>
  );
}
