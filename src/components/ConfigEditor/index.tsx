import '@site/src/lib/i18n/groups/configEditor';
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {configGroups, type ConfigGroupId, type ConfigValue} from '@site/src/data/geyserConfigSchema';
import {optionText} from '@site/src/data/geyserConfigText';
import {
  hasBlockingIssues,
  readConfig,
  setOptionValue,
  unsetOption,
  type ConfigLoadError,
  type ConfigSnapshot,
  type EditResult,
} from '@site/src/lib/config-editor/configDocument';
import {buildDefaultConfig} from '@site/src/lib/config-editor/defaultConfig';
import {DRAFT_STORAGE_KEY, draftHasChanges, parseDraft, serializeDraft, type ConfigDraft} from '@site/src/lib/config-editor/draft';
import {decodeConfigBytes, exceedsSizeLimit} from '@site/src/lib/config-editor/input';
import ChangeSummary from './ChangeSummary';
import ExtraKeys from './ExtraKeys';
import OptionField, {fieldId, type PendingInput} from './OptionField';
import {documentIssueMessage, editFailureMessage, groupTitle, issueMessage, loadErrorMessage} from './messages';
import styles from './styles.module.css';

const EXPORT_FILE_NAME = 'config.yml';

type Notice = {kind: 'loadError'; error: ConfigLoadError} | {kind: 'editError'; message: string};

function readStoredDraft(): ConfigDraft | null {
  try {
    return parseDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY));
  } catch (error) {
    console.warn('Config editor: could not read the saved draft', error);
    return null;
  }
}

function storeDraft(draft: ConfigDraft): void {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft(draft));
  } catch (error) {
    console.warn('Config editor: could not save the draft', error);
  }
}

function confirmReplace(draft: ConfigDraft | null): boolean {
  if (!draftHasChanges(draft)) return true;
  return window.confirm(
    translate({
      id: 'utilities.configEditor.confirmReplace',
      message: 'Replace the config you are editing? Your changes to it will be lost.',
    }),
  );
}

function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'application/yaml'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; keep the URL alive a moment.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function ConfigEditor(): React.JSX.Element {
  const [draft, setDraft] = useState<ConfigDraft | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [restored, setRestored] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<Record<string, PendingInput>>({});
  const [openGroups, setOpenGroups] = useState<ReadonlySet<ConfigGroupId>>(() => new Set(configGroups.filter((group) => group !== 'advanced')));
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const stored = readStoredDraft();
    if (stored) {
      setDraft(stored);
      setRestored(true);
    }
    setHydrated(true);
  }, []);

  useEffect(() => {
    if (hydrated && draft) storeDraft(draft);
  }, [hydrated, draft]);

  const current = useMemo(() => (draft ? readConfig(draft.text) : null), [draft?.text]);
  const original = useMemo(() => (draft ? readConfig(draft.original) : null), [draft?.original]);
  const snapshot: ConfigSnapshot | null = current?.ok ? current.snapshot : null;
  const originalSnapshot: ConfigSnapshot | null = original?.ok ? original.snapshot : null;

  const startWith = useCallback((next: ConfigDraft) => {
    setDraft(next);
    setPending({});
    setNotice(null);
    setRestored(false);
  }, []);

  const loadDefault = () => {
    if (!confirmReplace(draft)) return;
    const text = buildDefaultConfig();
    startWith({text, original: text});
  };

  const loadFile = async (file: File) => {
    if (exceedsSizeLimit(file.size)) {
      setNotice({kind: 'loadError', error: {code: 'tooLarge'}});
      return;
    }
    const decoded = decodeConfigBytes(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) {
      setNotice({kind: 'loadError', error: {code: decoded.code}});
      return;
    }
    const result = readConfig(decoded.text);
    if (!result.ok) {
      setNotice({kind: 'loadError', error: result.error});
      return;
    }
    if (!confirmReplace(draft)) return;
    startWith({text: decoded.text, original: decoded.text, fileName: file.name});
  };

  const applyEdit = (result: EditResult) => {
    if (!draft) return;
    if (result.ok) {
      setDraft({...draft, text: result.text});
      setNotice((previous) => (previous?.kind === 'editError' ? null : previous));
    } else {
      setNotice({kind: 'editError', message: editFailureMessage(result.reason)});
    }
  };

  const changeOption = (key: string, value: ConfigValue) => {
    if (draft) applyEdit(setOptionValue(draft.text, key, value, {styleReference: draft.original}));
  };
  const unset = (key: string) => {
    if (draft) applyEdit(unsetOption(draft.text, key));
  };
  const setPendingInput = (key: string, input: PendingInput | undefined) => {
    setPending((previous) => {
      const next = {...previous};
      if (input) next[key] = input;
      else delete next[key];
      return next;
    });
  };

  const problems = useMemo(() => {
    if (!snapshot) return [];
    const list = snapshot.options.flatMap((state) => {
      if (pending[state.key]) {
        const raw = pending[state.key].raw.trim();
        return [{key: state.key, group: state.option.group, message: issueMessage({code: raw === '' ? 'required' : 'notInteger'})}];
      }
      return state.issues.map((issue) => ({key: state.key, group: state.option.group, message: issueMessage(issue)}));
    });
    return list;
  }, [snapshot, pending]);
  const blocked = !snapshot || problems.length > 0 || hasBlockingIssues(snapshot);

  const exportFile = () => {
    if (!draft || blocked) return;
    downloadText(draft.text, EXPORT_FILE_NAME);
  };

  const showProblem = (key: string, group: ConfigGroupId) => {
    setOpenGroups((previous) => new Set(previous).add(group));
    window.setTimeout(() => document.getElementById(fieldId(key))?.focus(), 0);
  };

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="group" aria-label={translate({id: 'utilities.configEditor.toolbar', message: 'Config file'})}>
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
            if (file) void loadFile(file);
          }}
        />
        <button type="button" className={clsx('button button--primary', styles.exportButton)} onClick={exportFile} disabled={blocked}>
          <Translate id="utilities.configEditor.button.export">Export</Translate>
        </button>
      </div>

      <div aria-live="polite">
        {notice?.kind === 'loadError' && (
          <div className="alert alert--danger margin-bottom--md" role="alert">
            <p className="margin-bottom--sm">{loadErrorMessage(notice.error)}</p>
            {(notice.error.code === 'newerVersion' || notice.error.code === 'olderVersion') && (
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
        {notice?.kind === 'editError' && (
          <div className="alert alert--warning margin-bottom--md" role="alert">
            {notice.message}
          </div>
        )}
      </div>

      {!draft || !snapshot ? (
        // Rendered from the start but hidden until a stored draft has been looked
        // for, so the page does not shift when it appears (and does not flash when
        // a draft replaces it).
        <div className={clsx('card', styles.empty, !hydrated && styles.pending)} aria-hidden={!hydrated}>
          <div className="card__body">
            <p className="margin-bottom--none">
              <Translate id="utilities.configEditor.empty">
                No config is selected. Choose Default to start from Geyser's default settings, or Upload to open your own config.yml.
              </Translate>
            </p>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.status}>
            {draft.fileName ? (
              <Translate id="utilities.configEditor.status.file" values={{name: <code>{draft.fileName}</code>}}>
                {'Editing {name}.'}
              </Translate>
            ) : (
              <Translate id="utilities.configEditor.status.default">Editing Geyser's default config.</Translate>
            )}{' '}
            {restored && (
              <Translate id="utilities.configEditor.status.restored">
                Your unfinished work was restored from this browser.
              </Translate>
            )}
          </p>

          {snapshot.warnings.map((warning) => (
            <div key={warning.code} className="alert alert--info margin-bottom--md">
              <Translate id="utilities.configEditor.warning.noConfigVersion">
                This file has no config-version line. Geyser 2.x expects config-version: 4 and will say the file is outdated.
              </Translate>
            </div>
          ))}
          {snapshot.documentIssues.map((issue) => (
            <div key={issue.key} className="alert alert--danger margin-bottom--md">
              {documentIssueMessage(issue)}
            </div>
          ))}

          {configGroups.map((group) => {
            const states = snapshot.options.filter((state) => state.option.group === group && !state.option.hiddenInForm);
            const groupProblems = problems.filter((problem) => problem.group === group).length;
            return (
              <details
                key={group}
                className={styles.group}
                open={openGroups.has(group)}
                onToggle={(event) => {
                  const isOpen = event.currentTarget.open;
                  setOpenGroups((previous) => {
                    if (previous.has(group) === isOpen) return previous;
                    const next = new Set(previous);
                    if (isOpen) next.add(group);
                    else next.delete(group);
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
                      state={state}
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

          <ExtraKeys extraKeys={snapshot.extraKeys} />

          {originalSnapshot && <ChangeSummary original={originalSnapshot} current={snapshot} />}

          <section className={styles.exportSection} aria-labelledby="config-export-heading">
            <h2 id="config-export-heading">
              <Translate id="utilities.configEditor.export.heading">Export</Translate>
            </h2>
            {problems.length > 0 || hasBlockingIssues(snapshot) ? (
              <div className="alert alert--danger" role="status">
                <p className="margin-bottom--sm">
                  <Translate id="utilities.configEditor.export.blocked">Export is blocked until these problems are fixed:</Translate>
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
                        {optionText(problem.key).label}
                      </a>
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
                <Translate id="utilities.configEditor.export.ready" values={{file: <code>{EXPORT_FILE_NAME}</code>}}>
                  {'Export downloads {file}. Replace the old file in Geyser\'s folder with it, then restart the server or run /geyser reload.'}
                </Translate>
              </p>
            )}
            <button type="button" className={clsx('button button--primary', styles.exportButton)} onClick={exportFile} disabled={blocked}>
              <Translate id="utilities.configEditor.export.button">Export config.yml</Translate>
            </button>
          </section>
        </>
      )}
    </div>
  );
}
