import '@site/src/i18n/groups/configEditor';
import React, {useCallback, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {
  DRAFT_STORAGE_KEY,
  HANDOVER_STORAGE_KEY,
  KEPT_DRAFTS_STORAGE_KEY,
  LEGACY_DAMAGED_DRAFT_STORAGE_KEY,
} from '@site/src/lib/config-editor/storageKeys';
import EmptyState from './EmptyState';
import {loadWorkspace, loadedWorkspace, type WorkspaceComponent} from './loadWorkspace';
import {DEFAULT_CHOICES, choiceLabel, type OpenRequest, type OpenWish} from './requests';
import {downloadText, EXPORT_FILE_NAME} from './download';
import styles from './styles.module.css';

function draftWaiting(): boolean {
  try {
    // A draft to restore, or unreadable ones kept aside that the workspace lists.
    return [DRAFT_STORAGE_KEY, KEPT_DRAFTS_STORAGE_KEY, LEGACY_DAMAGED_DRAFT_STORAGE_KEY].some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/** A file handed over by another page, taken out of session storage so that it opens once. */
function takeHandover(): string | null {
  try {
    const stored = window.sessionStorage.getItem(HANDOVER_STORAGE_KEY);
    if (stored !== null) window.sessionStorage.removeItem(HANDOVER_STORAGE_KEY);
    return stored;
  } catch {
    return null;
  }
}

/** The editor's code: asked for on demand, kept once it is here, asked for again after a failure. */
function useWorkspace() {
  // Already here when the page is visited again in the same tab; never during the first render of a
  // page load, which must match the server's markup.
  const [workspace, setWorkspace] = useState<WorkspaceComponent | null>(loadedWorkspace);
  const [failed, setFailed] = useState(false);
  const load = useCallback((reportFailure: boolean) => {
    if (reportFailure) setFailed(false);
    loadWorkspace().then(
      (component) => setWorkspace(() => component),
      (error: unknown) => {
        console.warn('Config editor: could not load the editor', error);
        if (reportFailure) setFailed(true);
      },
    );
  }, []);
  return {workspace, failed, load};
}

/**
 * The config editor. Until a file is open the page only needs this toolbar and the empty box, so
 * the rest (Workspace.tsx) is loaded when the user opens a file, or earlier when they reach for the
 * toolbar, or at once when a draft from an earlier visit is waiting in the browser.
 */
export default function ConfigEditor(): React.JSX.Element {
  const {workspace: Workspace, failed, load} = useWorkspace();
  const [checked, setChecked] = useState(false);
  const [draftStored, setDraftStored] = useState(false);
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [exportable, setExportable] = useState<string | null>(null);
  const [defaultChoice, setDefaultChoice] = useState(DEFAULT_CHOICES[0].id);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastRequest = useRef(0);

  useEffect(() => {
    const stored = draftWaiting();
    // Local storage is read after hydration, so that the server's page and the first render match.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraftStored(stored);
    setChecked(true);
    const handover = takeHandover();
    if (handover !== null) {
      lastRequest.current += 1;
      setRequest({kind: 'handover', stored: handover, id: lastRequest.current});
    }
    if (stored || handover !== null) load(true);
  }, [load]);

  /** The user reached for the toolbar: fetch the editor now so that opening a file feels instant. */
  const prefetch = () => {
    if (!Workspace) load(false);
  };

  const open = (wish: OpenWish) => {
    lastRequest.current += 1;
    setRequest({...wish, id: lastRequest.current});
    if (!Workspace) load(true);
  };

  const loadDefault = () => {
    const entry = DEFAULT_CHOICES.find((candidate) => candidate.id === defaultChoice) ?? DEFAULT_CHOICES[0];
    open({kind: 'default', choice: entry.choice});
  };

  const exportFile = () => {
    if (exportable !== null) downloadText(exportable, EXPORT_FILE_NAME);
  };

  const needed = request !== null || draftStored;

  return (
    <div className={styles.editor}>
      <div
        className={styles.toolbar}
        role="group"
        aria-label={translate({id: 'utilities.configEditor.toolbar', message: 'Config file'})}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}>
        <label htmlFor="config-default-choice" className={styles.toolbarLabel}>
          <Translate id="utilities.configEditor.defaultChoice">Default file for</Translate>
        </label>
        <select
          id="config-default-choice"
          className={styles.defaultChoice}
          value={defaultChoice}
          onChange={(event) => setDefaultChoice(event.target.value)}>
          {DEFAULT_CHOICES.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {choiceLabel(entry.choice)}
            </option>
          ))}
        </select>
        <button type="button" className="button button--secondary" onClick={loadDefault}>
          <Translate id="utilities.configEditor.button.default">Default</Translate>
        </button>
        <button type="button" className="button button--secondary" onClick={() => fileInput.current?.click()}>
          <Translate id="utilities.configEditor.button.upload">Upload</Translate>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".yml,.yaml,text/yaml,application/yaml"
          className={styles.fileInput}
          tabIndex={-1}
          aria-label={translate({id: 'utilities.configEditor.uploadLabel', message: 'Upload your config.yml'})}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) open({kind: 'file', file});
          }}
        />
        <button type="button" className={clsx('button button--primary', styles.exportButton)} onClick={exportFile} disabled={exportable === null}>
          <Translate id="utilities.configEditor.button.export">Export</Translate>
        </button>
      </div>

      {Workspace ? (
        <Workspace request={request} onExportable={setExportable} />
      ) : (
        <EmptyState state={!checked ? 'hidden' : !needed ? 'empty' : failed ? 'failed' : 'loading'} onRetry={() => load(true)} />
      )}
    </div>
  );
}
