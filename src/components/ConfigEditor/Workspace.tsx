import '@site/src/i18n/groups/configEditor';
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {
  floodgateFiles,
  geyserPlatforms,
  type ConfigGroupId,
  type ConfigValue,
  type FloodgateFile,
  type GeyserPlatform,
} from '@site/src/data/configFormats';
import {
  hasBlockingIssues,
  type ConfigLoadError,
  type ConfigSnapshot,
  type EditResult,
  type ReadOptions,
  type ReadResult,
} from '@site/src/lib/config-editor/configDocument';
import {buildDefaultConfig, type DefaultChoice} from '@site/src/lib/config-editor/defaultConfig';
import {draftHasChanges, type ConfigDraft} from '@site/src/lib/config-editor/draft';
import {decodeConfigBytes, exceedsSizeLimit} from '@site/src/lib/config-editor/input';
import {parseHandover} from '@site/src/lib/config-editor/handover';
import type {UpdatedFile} from '@site/src/lib/config-editor/migrate';
import ChangeSummary from './ChangeSummary';
import ExtraKeys from './ExtraKeys';
import OptionField, {fieldId, type PendingInput} from './OptionField';
import StorageNotices from './StorageNotices';
import KeptDrafts from './KeptDrafts';
import UpdatePanel from './UpdatePanel';
import {
  documentIssueMessage,
  editFailureMessage,
  floodgateFileLabel,
  groupTitle,
  issueMessage,
  loadErrorMessage,
  platformLabel,
  versionWarningMessage,
} from './messages';
import {optionText} from './optionText';
import {useDraftStorage} from './useDraftStorage';
import {useConfigDocument} from './useConfigDocument';
import {readInBackground} from './documentClient';
import {downloadText, EXPORT_FILE_NAME} from './download';
import EmptyState from './EmptyState';
import {hintFor, type OpenRequest} from './requests';
import styles from './styles.module.css';

type Notice = {kind: 'loadError'; error: ConfigLoadError} | {kind: 'editError'; message: string} | {kind: 'readError'} | {kind: 'handoverError'};

function confirmReplace(draft: ConfigDraft | null): boolean {
  if (!draftHasChanges(draft)) return true;
  return window.confirm(
    translate({
      id: 'utilities.configEditor.confirmReplace',
      message: 'Replace the config you are editing? Your changes to it will be lost.',
    }),
  );
}

function programOf(snapshot: ConfigSnapshot): string {
  return snapshot.format.product === 'floodgate' ? 'Floodgate' : 'Geyser';
}

interface Props {
  /** The latest file the user asked to open from the toolbar (it may have been asked for before this code arrived). */
  request: OpenRequest | null;
  /** Tells the toolbar what its Export button would save, or null while nothing may be exported. */
  onExportable: (text: string | null) => void;
}

/**
 * Everything the editor needs once a file is open: reading and editing the YAML, the form, the
 * checks, the update to the current format and the summary of changes. The page loads it on demand
 * (see index.tsx), so it renders everything below the toolbar.
 */
export default function Workspace({request, onExportable}: Props): React.JSX.Element {
  const {
    draft,
    setDraft,
    hydrated,
    restoring,
    restored,
    setRestored,
    notices: storageNotices,
    dropNotice,
    resolveOtherTab,
    keptDrafts,
    justKept,
    dismissKept,
  } = useDraftStorage();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<Record<string, PendingInput>>({});
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<ConfigGroupId>>(
    () => new Set<ConfigGroupId>(['advanced', 'advancedJava', 'advancedBedrock']),
  );

  const onEdited = useCallback((result: EditResult) => {
    if (result.ok) setNotice((previous) => (previous?.kind === 'editError' ? null : previous));
    else setNotice({kind: 'editError', message: editFailureMessage(result.reason)});
  }, []);
  // The file is read and edited in a Web Worker: a large one never blocks the page.
  const {current, original, reading, busy, pendingValues, edit, replace, adjust} = useConfigDocument(draft, setDraft, onEdited);
  const snapshot: ConfigSnapshot | null = current?.ok ? current.snapshot : null;
  const originalSnapshot: ConfigSnapshot | null = original?.ok && snapshot && original.snapshot.format === snapshot.format ? original.snapshot : null;

  const startWith = useCallback(
    (next: ConfigDraft, reading?: ReadResult) => {
      replace(next, reading);
      setPending({});
      setNotice(null);
      setRestored(false);
    },
    [replace, setRestored],
  );

  const loadDefault = (choice: DefaultChoice) => {
    if (!confirmReplace(draft)) return;
    const text = buildDefaultConfig(choice);
    startWith({text, original: text, hint: hintFor(choice)});
  };

  const loadFile = async (file: File) => {
    if (exceedsSizeLimit(file.size)) {
      setNotice({kind: 'loadError', error: {code: 'tooLarge'}});
      return;
    }
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch (error) {
      console.warn('Config editor: could not read the file', error);
      setNotice({kind: 'readError'});
      return;
    }
    const decoded = decodeConfigBytes(bytes);
    if (!decoded.ok) {
      setNotice({kind: 'loadError', error: {code: decoded.code}});
      return;
    }
    // Read once: the reading that accepts the file is the one the form shows.
    const result = await readInBackground(decoded.text);
    if (!result.ok) {
      setNotice({kind: 'loadError', error: result.error});
      return;
    }
    if (!confirmReplace(draft)) return;
    startWith({text: decoded.text, original: decoded.text, fileName: file.name}, result);
  };

  const loadHandover = (stored: string) => {
    const handover = parseHandover(stored);
    if (!handover) {
      setNotice({kind: 'handoverError'});
      return;
    }
    if (!confirmReplace(draft)) return;
    startWith({text: handover.text, original: handover.original, fileName: handover.fileName, hint: {platform: handover.platform}});
  };

  // Opens what the toolbar asked for, once the stored draft has been looked for (so that replacing it
  // asks first). A request made while this code was loading is opened as soon as it is here.
  const started = useRef(0);
  const [finished, setFinished] = useState(0);
  useEffect(() => {
    if (!hydrated || !request || started.current === request.id) return;
    started.current = request.id;
    const done = () => setFinished(request.id);
    if (request.kind === 'default') {
      // The toolbar's request comes from outside this component: opening it sets the draft.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      loadDefault(request.choice);
      done();
    } else if (request.kind === 'handover') {
      loadHandover(request.stored);
      done();
    } else {
      void loadFile(request.file).finally(done);
    }
    // Runs for a new request only; the handlers read the state of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, request]);
  const opening = request !== null && finished !== request.id;

  const changeOption = (key: string, value: ConfigValue) => {
    if (draft) edit({op: 'set', key, value, options: {...draft.hint, styleReference: draft.original}});
  };
  const unset = (key: string) => {
    if (draft) edit({op: 'unset', key, options: draft.hint ?? {}});
  };
  const setPendingInput = (key: string, input: PendingInput | undefined) => {
    setPending((previous) => {
      const next = {...previous};
      if (input) next[key] = input;
      else delete next[key];
      return next;
    });
  };
  const changeHint = (hint: ReadOptions) => {
    if (draft) adjust({...draft, hint: {...draft.hint, ...hint}});
  };
  const applyUpdate = (updated: UpdatedFile) => {
    if (!draft) return;
    startWith({text: updated.text, original: updated.text, fileName: draft.fileName, hint: {platform: updated.format.variant as GeyserPlatform}});
  };

  const problems = useMemo(() => {
    if (!snapshot) return [];
    return snapshot.options.flatMap((state) => {
      const base = {key: state.key, group: state.option.group, label: optionText(snapshot.format, state.option).label, line: state.line};
      if (pending[state.key]) {
        const raw = pending[state.key].raw.trim();
        return [{...base, message: issueMessage({code: raw === '' ? 'required' : 'notInteger'})}];
      }
      return state.issues.map((issue) => ({...base, message: issueMessage(issue)}));
    });
  }, [snapshot, pending]);
  // Nothing half-done is exported: a change still being made blocks Export until it is read back.
  const blocked = !snapshot || busy || problems.length > 0 || hasBlockingIssues(snapshot);
  const exportable = draft && !blocked ? draft.text : null;
  useEffect(() => onExportable(exportable), [exportable, onExportable]);

  const exportFile = () => {
    if (exportable !== null) downloadText(exportable, EXPORT_FILE_NAME);
  };

  const showProblem = (key: string, group: ConfigGroupId) => {
    setClosedGroups((previous) => {
      const next = new Set(previous);
      next.delete(group);
      return next;
    });
    window.setTimeout(() => document.getElementById(fieldId(key))?.focus(), 0);
  };

  return (
    <>
      <div aria-live="polite">
        <StorageNotices notices={storageNotices} onDismiss={dropNotice} onResolveOtherTab={resolveOtherTab} />
        <KeptDrafts drafts={keptDrafts} justKept={justKept} onDismiss={dismissKept} />
        {notice?.kind === 'loadError' && (
          <div className="alert alert--danger margin-bottom--md" role="alert">
            <p className="margin-bottom--sm">{loadErrorMessage(notice.error)}</p>
            {notice.error.code === 'olderVersion' && (
              <p className="margin-bottom--sm">
                <Link to="/wiki/geyser/understanding-the-config/#upgrading-from-older-config-files">
                  <Translate id="utilities.configEditor.error.versionLink">How config versions differ</Translate>
                </Link>
              </p>
            )}
            {draft && (
              <p className="margin-bottom--none">
                <Translate id="utilities.configEditor.error.keptCurrent">The config you were editing is unchanged.</Translate>
              </p>
            )}
          </div>
        )}
        {notice?.kind === 'handoverError' && (
          <div className="alert alert--danger margin-bottom--md" role="alert">
            <Translate id="utilities.configEditor.error.handover">
              The config file sent from another page could not be read, so nothing was opened. Go back and try again, or open a file here.
            </Translate>
          </div>
        )}
        {notice?.kind === 'readError' && (
          <div className="alert alert--danger margin-bottom--md" role="alert">
            <Translate id="utilities.configEditor.error.readFailed">
              The browser could not read this file (it may have been moved, or access was refused). Try again, or pick a copy of it.
            </Translate>
            {draft && (
              <>
                {' '}
                <Translate id="utilities.configEditor.error.keptCurrent">The config you were editing is unchanged.</Translate>
              </>
            )}
          </div>
        )}
        {notice?.kind === 'editError' && (
          <div className="alert alert--warning margin-bottom--md" role="alert">
            {notice.message}
          </div>
        )}
      </div>

      {!draft || !snapshot ? (
        <EmptyState state={restoring || (hydrated && (opening || reading)) ? 'loading' : !hydrated ? 'hidden' : 'empty'} />
      ) : (
        <>
          <p className={styles.status}>
            {draft.fileName ? (
              <Translate id="utilities.configEditor.status.file" values={{name: <code>{draft.fileName}</code>}}>
                {'Editing {name}.'}
              </Translate>
            ) : (
              <Translate id="utilities.configEditor.status.defaultOf" values={{program: programOf(snapshot)}}>
                {"Editing {program}'s default config."}
              </Translate>
            )}{' '}
            {restored && <Translate id="utilities.configEditor.status.restored">Your unfinished work was restored from this browser.</Translate>}
          </p>

          <div className={styles.fileKind} data-config-kind={`${snapshot.format.product}-${snapshot.format.version}`}>
            <span>
              <Translate
                id="utilities.configEditor.kind.summary"
                values={{program: programOf(snapshot), version: snapshot.fileVersion ?? snapshot.format.version}}>
                {'{program} config, config-version {version}.'}
              </Translate>
            </span>
            {snapshot.format.product === 'geyser' && snapshot.format.variant !== null && (
              <span className={styles.fileKindChoice}>
                <label htmlFor="config-platform">
                  <Translate id="utilities.configEditor.kind.platform">Written by</Translate>
                </label>
                <select
                  id="config-platform"
                  className={styles.input}
                  value={snapshot.format.variant}
                  onChange={(event) => changeHint({platform: event.target.value as GeyserPlatform})}>
                  {geyserPlatforms.map((platform) => (
                    <option key={platform} value={platform}>
                      {platformLabel(platform)}
                    </option>
                  ))}
                </select>
              </span>
            )}
            {snapshot.format.product === 'floodgate' && (
              <span className={styles.fileKindChoice}>
                <label htmlFor="config-floodgate-file">
                  <Translate id="utilities.configEditor.kind.floodgateFile">File of</Translate>
                </label>
                <select
                  id="config-floodgate-file"
                  className={styles.input}
                  value={snapshot.format.variant ?? 'server'}
                  onChange={(event) => changeHint({floodgateFile: event.target.value as FloodgateFile})}>
                  {floodgateFiles.map((file) => (
                    <option key={file} value={file}>
                      {floodgateFileLabel(file)}
                    </option>
                  ))}
                </select>
              </span>
            )}
          </div>

          {snapshot.warnings.map((warning) =>
            warning.code === 'noConfigVersion' ? (
              <div key={warning.code} className="alert alert--info margin-bottom--md">
                <Translate id="utilities.configEditor.warning.noVersionLine" values={{program: programOf(snapshot)}}>
                  {
                    'This file has no config-version line. {program} adds it when it rewrites the file; the editor read the layout from the sections it found.'
                  }
                </Translate>
              </div>
            ) : (
              <div key={warning.code} className="alert alert--warning margin-bottom--md" role="status">
                {versionWarningMessage(warning)}
              </div>
            ),
          )}
          {snapshot.documentIssues.map((issue) => (
            <div key={issue.key} className="alert alert--danger margin-bottom--md">
              {documentIssueMessage(issue)}
            </div>
          ))}

          <UpdatePanel key={`${snapshot.format.version}-${draft.original.length}`} snapshot={snapshot} onApply={applyUpdate} />

          {snapshot.format.groups.map((group) => {
            const states = snapshot.options.filter((state) => state.option.group === group && !state.option.hiddenInForm);
            if (states.length === 0) return null;
            const groupProblems = problems.filter((problem) => problem.group === group).length;
            return (
              <details
                key={group}
                className={styles.group}
                open={!closedGroups.has(group)}
                onToggle={(event) => {
                  const isOpen = event.currentTarget.open;
                  setClosedGroups((previous) => {
                    if (previous.has(group) !== isOpen) return previous;
                    const next = new Set(previous);
                    if (isOpen) next.delete(group);
                    else next.add(group);
                    return next;
                  });
                }}>
                <summary className={styles.groupSummary}>
                  <span className={styles.groupTitle}>{groupTitle(group)}</span>
                  {groupProblems > 0 && (
                    <span className={styles.groupProblems}>
                      <Translate id="utilities.configEditor.group.problems" values={{count: groupProblems}}>
                        {'{count} to fix'}
                      </Translate>
                    </span>
                  )}
                </summary>
                <div className={styles.groupBody}>
                  {states.map((state) => (
                    <OptionField
                      key={state.key}
                      format={snapshot.format}
                      locked={snapshot.readOnly}
                      state={pendingValues.has(state.key) ? {...state, presence: 'set', value: pendingValues.get(state.key)} : state}
                      pending={pending[state.key]}
                      onChange={changeOption}
                      onPending={setPendingInput}
                      onUnset={unset}
                    />
                  ))}
                </div>
              </details>
            );
          })}

          <ExtraKeys extraKeys={snapshot.extraKeys} program={programOf(snapshot)} />

          {originalSnapshot && <ChangeSummary original={originalSnapshot} current={snapshot} />}

          <section className={styles.exportSection} aria-labelledby="config-export-heading">
            <h2 id="config-export-heading">
              <Translate id="utilities.configEditor.export.heading">Export</Translate>
            </h2>
            {problems.length > 0 || hasBlockingIssues(snapshot) ? (
              <div className="alert alert--danger" role="status">
                <p className="margin-bottom--sm">
                  <Translate id="utilities.configEditor.export.blockedBy" values={{program: programOf(snapshot)}}>
                    {'{program} would refuse these values. Export is blocked until they are fixed:'}
                  </Translate>
                </p>
                <ul className="margin-bottom--none">
                  {problems.map((problem) => (
                    <li key={problem.key}>
                      <a
                        href={`#${fieldId(problem.key)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          showProblem(problem.key, problem.group);
                        }}>
                        {problem.label}
                      </a>{' '}
                      {problem.line !== undefined ? (
                        <Translate id="utilities.configEditor.export.problemAt" values={{key: <code>{problem.key}</code>, line: problem.line}}>
                          {'({key}, line {line})'}
                        </Translate>
                      ) : (
                        <code>{`(${problem.key})`}</code>
                      )}
                      {': '}
                      {problem.message}
                    </li>
                  ))}
                  {snapshot.documentIssues.map((issue) => (
                    <li key={issue.key}>{documentIssueMessage(issue)}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p>
                <Translate id="utilities.configEditor.export.readyFor" values={{file: <code>{EXPORT_FILE_NAME}</code>, program: programOf(snapshot)}}>
                  {"Export downloads {file}. Replace the old file in {program}'s folder with it, then restart the server."}
                </Translate>
              </p>
            )}
            <button type="button" className={clsx('button button--primary', styles.exportButton)} onClick={exportFile} disabled={blocked}>
              <Translate id="utilities.configEditor.export.button">Export config.yml</Translate>
            </button>
          </section>
        </>
      )}
    </>
  );
}
