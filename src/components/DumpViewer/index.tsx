import '@site/src/i18n/groups/dumpViewer';
import {useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory, useLocation} from '@docusaurus/router';
import type {ServiceUrls} from '@site/src/lib/config/serviceUrls';
import {geyserVersions} from '@site/src/data/versions';
import {fetchLatestBuild} from '@site/src/lib/downloads/client';
import {runDiagnostics} from '@site/src/lib/dump/diagnostics';
import {isDumpId, parseDumpReference, readDumpIdFromLocation, type DumpReferenceProblem} from '@site/src/lib/dump/dumpId';
import {formatMegabytes} from '@site/src/lib/dump/format';
import {maxDumpMegabytes} from '@site/src/lib/dump/load';
import type {DumpModel} from '@site/src/lib/dump/model';
import FileDropZone from '@site/src/components/FileDropZone';
import DumpReport, {type DumpSource} from './DumpReport';
import DumpErrorBoundary from './DumpErrorBoundary';
import {canRetry, useDumpLoader, type DumpLoadState} from './useDumpLoader';
import styles from './styles.module.css';

type LatestGeyser = {build: number; version: string};

export function rejectionText(problem: 'empty' | DumpReferenceProblem, dumpServerHost: string): ReactNode {
  switch (problem) {
    case 'empty':
      return <Translate id="utilities.dumpViewer.error.empty">Enter a dump ID or the link that /geyser dump printed, then press Load.</Translate>;
    case 'malformed-id':
      return (
        <Translate id="utilities.dumpViewer.error.malformedId">
          That is not a valid dump ID. A dump ID is 32 letters and digits, the last part of the link that /geyser dump prints.
        </Translate>
      );
    case 'foreign-host':
      return (
        <Translate id="utilities.dumpViewer.error.foreignHost" values={{host: <code>{dumpServerHost}</code>}}>
          {'Only dumps stored on {host} can be opened here. Paste the link that /geyser dump printed, or open a local dump.json file.'}
        </Translate>
      );
    case 'unrecognised':
      return (
        <Translate id="utilities.dumpViewer.error.unrecognised">
          No dump ID found in that text. Paste the whole link that /geyser dump printed, or just the ID.
        </Translate>
      );
  }
}

export function failureText(state: Extract<DumpLoadState, {kind: 'failed'}>, locale: string): ReactNode {
  const file = state.fileName ? <code>{state.fileName}</code> : undefined;
  switch (state.error) {
    case 'too-large': {
      const limit = formatMegabytes(maxDumpMegabytes, locale);
      return file ? (
        <Translate id="utilities.dumpViewer.error.fileTooLarge" values={{file, limit}}>
          {'{file} is larger than {limit}, far more than any Geyser dump, so it was not opened. Open the dump.json that /geyser dump offline wrote.'}
        </Translate>
      ) : (
        <Translate id="utilities.dumpViewer.error.tooLarge" values={{limit}}>
          {'The dump server sent more than {limit}, far more than any Geyser dump, so it was not opened.'}
        </Translate>
      );
    }
    case 'not-found':
      return (
        <Translate id="utilities.dumpViewer.error.notFound" values={{id: <code>{state.id}</code>}}>
          {'There is no dump with the ID {id}. Check the link, or run /geyser dump again to make a new one.'}
        </Translate>
      );
    case 'http':
      return (
        <Translate id="utilities.dumpViewer.error.http" values={{status: state.status ?? '?'}}>
          {'The dump server answered with an error (HTTP {status}). Try again in a moment.'}
        </Translate>
      );
    case 'network':
      return (
        <Translate id="utilities.dumpViewer.error.network">The dump server could not be reached. Check your connection and try again.</Translate>
      );
    case 'timeout':
      return <Translate id="utilities.dumpViewer.error.timeout">The dump server took too long to answer. Try again.</Translate>;
    case 'invalid-json':
      return file ? (
        <Translate id="utilities.dumpViewer.error.fileNotJson" values={{file}}>
          {'{file} is not a JSON file, so it cannot be a Geyser dump. Open the dump.json that /geyser dump offline wrote.'}
        </Translate>
      ) : (
        <Translate id="utilities.dumpViewer.error.notJson">
          The dump server sent something that is not JSON, so it cannot be shown as a Geyser dump.
        </Translate>
      );
    case 'not-a-dump':
      return file ? (
        <Translate id="utilities.dumpViewer.error.fileNotDump" values={{file}}>
          {'{file} contains JSON, but not a Geyser dump.'}
        </Translate>
      ) : (
        <Translate id="utilities.dumpViewer.error.notDump">This JSON is not a Geyser dump.</Translate>
      );
    case 'invalid-id':
      return rejectionText('malformed-id', '');
    case 'aborted':
      return null;
  }
}

/** The report of a loaded dump; its diagnostics run inside the error boundary with it. */
function LoadedDump({dump, source, latest, locale}: {dump: DumpModel; source: DumpSource; latest?: LatestGeyser; locale: string}): ReactNode {
  const findings = useMemo(
    () => runDiagnostics(dump, {latest, javaRuntime: geyserVersions.javaRuntime, moddedJavaRuntime: geyserVersions.moddedJavaRuntime}),
    [dump, latest],
  );
  return <DumpReport dump={dump} findings={findings} source={source} locale={locale} />;
}

export default function DumpViewer(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const serviceUrls = siteConfig.customFields!.serviceUrls as ServiceUrls;
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const history = useHistory();
  const location = useLocation();
  const inputId = useId();
  const hintId = useId();

  const [input, setInput] = useState('');
  const [latest, setLatest] = useState<LatestGeyser | undefined>();
  /** The dump ID the page shows or is loading, so URL changes we make ourselves do not load twice. */
  const currentIdRef = useRef<string | undefined>(undefined);

  const writeAddress = useCallback(
    (id: string | undefined) => {
      currentIdRef.current = id;
      if (id === undefined) {
        // A local dump has no shareable address; drop a stale ?id= so a reload does not show another dump.
        if (history.location.search || history.location.hash) history.replace({pathname: history.location.pathname});
      } else if (new URLSearchParams(history.location.search).get('id') !== id || history.location.hash) {
        // A shareable address: ?id= survives reloads; the hash form the dump server redirects to is dropped.
        history.replace({pathname: history.location.pathname, search: `?id=${encodeURIComponent(id)}`});
      }
    },
    [history],
  );
  const loader = useDumpLoader(serviceUrls.dumpServer, writeAddress);
  const {state, load: loadFromServer, reject} = loader;

  const dumpServerHost = useMemo(() => {
    try {
      return new URL(serviceUrls.dumpServer).host;
    } catch {
      return serviceUrls.dumpServer;
    }
  }, [serviceUrls.dumpServer]);

  // Load the dump named by ?id= or #ID, on arrival and on back/forward (the address is known only after hydration).
  useEffect(() => {
    // A pair in the address belongs to the comparison (DumpTools), which replaces this view after hydration.
    if (new URLSearchParams(location.search).has('compare')) return;
    const fromAddress = readDumpIdFromLocation(location.search, location.hash);
    if (fromAddress === undefined || fromAddress === currentIdRef.current) return;
    setInput(fromAddress);
    if (isDumpId(fromAddress)) {
      loadFromServer(fromAddress);
    } else {
      currentIdRef.current = fromAddress;
      reject('malformed-id');
    }
  }, [location.search, location.hash, loadFromServer, reject]);

  useEffect(
    () => () => {
      // forget the ID too, so a remount (React's strict mode does one) loads it again
      currentIdRef.current = undefined;
    },
    [],
  );

  // The newest build, for the "outdated" finding; asked once, and silence if it fails.
  const wantsLatest = state.kind === 'loaded' && latest === undefined;
  useEffect(() => {
    if (!wantsLatest) return;
    const controller = new AbortController();
    fetchLatestBuild(serviceUrls.downloadsApi, 'geyser', {signal: controller.signal}).then(
      (build) => {
        if (!controller.signal.aborted) setLatest({build: build.build, version: build.version});
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [wantsLatest, serviceUrls.downloadsApi]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reference = parseDumpReference(input, {
      dumpServer: serviceUrls.dumpServer,
      viewerHosts: [new URL(siteConfig.url).host, window.location.host],
    });
    if (reference.kind === 'id') {
      loadFromServer(reference.id);
      return;
    }
    reject(reference.kind === 'empty' ? 'empty' : reference.problem);
  };

  return (
    <div className={styles.viewer}>
      <form className={styles.loader} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.inputLabel}>
          <Translate id="utilities.dumpViewer.inputLabel">Dump ID or link</Translate>
        </label>
        <div className={styles.inputRow}>
          <input
            id={inputId}
            type="text"
            className={clsx('text-input', styles.textInput)}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={`${serviceUrls.dumpServer}/…`}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button button--primary">
            <Translate id="utilities.dumpViewer.loadButton">Load</Translate>
          </button>
        </div>
        <p id={hintId} className={styles.hint}>
          <Translate id="utilities.dumpViewer.inputHint">
            Paste the link from /geyser dump, a link to this page, or the 32-character ID alone.
          </Translate>
        </p>
      </form>

      <FileDropZone
        label={<Translate id="utilities.dumpViewer.fileLabel">Open a local dump.json</Translate>}
        accept=".json,application/json"
        onFile={(file) => void loader.open(file)}>
        <p className={styles.hint}>
          <Translate id="utilities.dumpViewer.fileHint">
            Or drop the file here. For servers that cannot upload: /geyser dump offline writes dump.json into the Geyser folder. The file stays in
            your browser.
          </Translate>
        </p>
      </FileDropZone>

      <div className={styles.state}>
        {state.kind === 'rejected' && (
          <div className="alert alert--warning" role="alert">
            {rejectionText(state.problem, dumpServerHost)}
          </div>
        )}
        {state.kind === 'loading' && (
          <p role="status" className={styles.loading}>
            <Translate id="utilities.dumpViewer.loading" values={{id: <code>{state.id}</code>}}>
              {'Loading dump {id}…'}
            </Translate>
          </p>
        )}
        {state.kind === 'failed' && (
          <div className="alert alert--danger" role="alert">
            <p className={styles.alertText}>{failureText(state, locale)}</p>
            {canRetry(state) && (
              <button type="button" className="button button--secondary button--sm" onClick={loader.retry}>
                <Translate id="utilities.dumpViewer.retryButton">Retry</Translate>
              </button>
            )}
          </div>
        )}
      </div>

      {state.kind === 'loaded' && (
        <DumpErrorBoundary sources={[state.source]}>
          <LoadedDump dump={state.dump} source={state.source} latest={latest} locale={locale} />
        </DumpErrorBoundary>
      )}
    </div>
  );
}
