import '@site/src/i18n/groups/dumpViewer';
import {useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useFileDrop} from '@site/src/hooks/useFileDrop';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DumpJarCheck from '@site/src/components/DumpJarCheck';
import {useHistory, useLocation} from '@docusaurus/router';
import type {ServiceUrls} from '@site/src/lib/config/serviceUrls';
import {geyserVersions} from '@site/src/data/versions';
import {compareDumps, dumpPairSearch, readDumpPair} from '@site/src/lib/dump/compare';
import {isDumpId, parseDumpReference, type DumpReferenceProblem} from '@site/src/lib/dump/dumpId';
import CompareReport from './CompareReport';
import DumpErrorBoundary from './DumpErrorBoundary';
import type {DumpModel} from '@site/src/lib/dump/model';
import {canRetry, useDumpLoader, type DumpLoader, type DumpLoadState} from './useDumpLoader';
import {failureText, rejectionText} from './index';
import styles from './styles.module.css';
import compareStyles from './DumpCompare.module.css';

export type Slot = 'first' | 'second';
const slots: readonly Slot[] = ['first', 'second'];

function slotName(slot: Slot): ReactNode {
  return slot === 'first' ? (
    <Translate id="utilities.dumpViewer.compare.first">First dump</Translate>
  ) : (
    <Translate id="utilities.dumpViewer.compare.second">Second dump</Translate>
  );
}

function SlotStatus({slot, state, dumpServerHost, retry}: {slot: Slot; state: DumpLoadState; dumpServerHost: string; retry: () => void}): ReactNode {
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
            {failureText(state, i18n.currentLocale)}
          </p>
          {canRetry(state) && (
            <button type="button" className="button button--secondary button--sm" onClick={retry}>
              <Translate id="utilities.dumpViewer.retryButton">Retry</Translate>
            </button>
          )}
        </div>
      );
    case 'loaded':
      return (
        <>
          <p className={compareStyles.loaded}>
            <Translate
              id="utilities.dumpViewer.compare.loaded"
              values={{
                source: <code dir="auto">{state.source.kind === 'server' ? state.source.id : state.source.name}</code>,
                version: <bdi>{state.dump.versions.geyserVersion ?? '?'}</bdi>,
                platform: <bdi>{state.dump.platform.name ?? state.dump.platform.platform ?? '?'}</bdi>,
              }}>
              {'Loaded {source}: Geyser {version} on {platform}.'}
            </Translate>
          </p>
          <DumpJarCheck dump={state.dump} />
        </>
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
  state: DumpLoadState;
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
  const shownId =
    state.kind === 'loading' || state.kind === 'failed'
      ? state.id
      : state.kind === 'loaded' && state.source.kind === 'server'
        ? state.source.id
        : undefined;
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

/** What differs between two loaded dumps; worked out inside the error boundary with its report. */
function Comparison({first, second}: {first: DumpModel; second: DumpModel}): ReactNode {
  const difference = useMemo(
    () => compareDumps(first, second, {javaRuntime: geyserVersions.javaRuntime, moddedJavaRuntime: geyserVersions.moddedJavaRuntime}),
    [first, second],
  );
  return <CompareReport difference={difference} addonKind={second.addonKind} />;
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
  /** The dump ID each side shows or loads (undefined for a local file), so our own address changes do not load twice. */
  const currentIds = useRef<Record<Slot, string | undefined>>({first: undefined, second: undefined});

  const dumpServerHost = useMemo(() => {
    try {
      return new URL(serviceUrls.dumpServer).host;
    } catch {
      return serviceUrls.dumpServer;
    }
  }, [serviceUrls.dumpServer]);

  /** Writes the IDs of both sides into the address; a local file has none and is left out. */
  const updateAddress = useCallback(() => {
    const search = dumpPairSearch({first: currentIds.current.first, second: currentIds.current.second});
    if (history.location.search !== search || history.location.hash) {
      history.replace({pathname: history.location.pathname, search});
    }
  }, [history]);
  const firstSource = useCallback(
    (id: string | undefined) => {
      currentIds.current.first = id;
      updateAddress();
    },
    [updateAddress],
  );
  const secondSource = useCallback(
    (id: string | undefined) => {
      currentIds.current.second = id;
      updateAddress();
    },
    [updateAddress],
  );
  const loaders: Record<Slot, DumpLoader> = {
    first: useDumpLoader(serviceUrls.dumpServer, firstSource),
    second: useDumpLoader(serviceUrls.dumpServer, secondSource),
  };
  const loadFirst = loaders.first.load;
  const loadSecond = loaders.second.load;
  const rejectFirst = loaders.first.reject;
  const rejectSecond = loaders.second.reject;

  // Load what the address names, on arrival and on back/forward (the address is known only after hydration).
  useEffect(() => {
    const fromAddress = readDumpPair(location.search);
    if (!fromAddress) return;
    for (const slot of slots) {
      const id = fromAddress[slot];
      if (id === undefined || id === currentIds.current[slot]) continue;
      if (isDumpId(id)) {
        (slot === 'first' ? loadFirst : loadSecond)(id);
      } else {
        currentIds.current[slot] = id;
        (slot === 'first' ? rejectFirst : rejectSecond)('malformed-id');
      }
    }
  }, [location.search, loadFirst, loadSecond, rejectFirst, rejectSecond]);

  useEffect(
    () => () => {
      currentIds.current = {first: undefined, second: undefined};
    },
    [],
  );

  const first = loaders.first.state;
  const second = loaders.second.state;
  const hasLocalFile = [first, second].some((state) => state.kind === 'loaded' && state.source.kind === 'file');

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
            state={loaders[slot].state}
            dumpServer={serviceUrls.dumpServer}
            dumpServerHost={dumpServerHost}
            onId={loaders[slot].load}
            onFile={(file) => void loaders[slot].open(file)}
            onReject={loaders[slot].reject}
            retry={loaders[slot].retry}
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
      {first.kind === 'loaded' && second.kind === 'loaded' ? (
        <DumpErrorBoundary sources={[first.source, second.source]}>
          <Comparison first={first.dump} second={second.dump} />
        </DumpErrorBoundary>
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
