import '@site/src/i18n/groups/download';
import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import FileDropZone from '@site/src/components/FileDropZone';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {downloadProjects} from '@site/src/data/downloadProjects';
import type {ServiceUrls} from '@site/src/lib/config/serviceUrls';
import {fetchVersionBuilds} from '@site/src/lib/downloads/builds';
import {matchChecksum, readChecksum, type ChecksumMatch, type KnownBuild} from '@site/src/lib/downloads/checksum';
import {latestBuildCache} from '@site/src/lib/downloads/client';
import {collectKnownBuilds, newestBuilds} from '@site/src/lib/downloads/knownBuilds';
import styles from './styles.module.css';

type CheckState =
  | {kind: 'idle'}
  | {kind: 'invalid'; problem: 'empty' | 'wrong-length' | 'not-hex'}
  | {kind: 'hashing'; fileName: string; done: number; total: number}
  | {kind: 'read-error'; fileName: string}
  | {kind: 'looking'; sha256: string; fileName?: string}
  | {
      kind: 'done';
      sha256: string;
      fileName?: string;
      matches: ChecksumMatch[];
      /** Newest build per project, for "a newer build exists". */
      newest: Map<string, number>;
      unavailable: string[];
      withOlder: boolean;
    };

const projectIds = downloadProjects.map((project) => project.projectId);

/** What a download key is called on the page's buttons ("spigot" → "Spigot/Paper"). */
function platformLabel(projectId: string, downloadName: string): string {
  const project = downloadProjects.find((entry) => entry.projectId === projectId);
  return project?.platforms.find((platform) => platform.downloadName === downloadName)?.label ?? downloadName;
}

function MatchText({match, newest}: {match: ChecksumMatch; newest: number | undefined}): ReactNode {
  return (
    <>
      <p className={styles.verdict}>
        <Translate
          id="download.check.match"
          values={{
            file: <code>{match.fileName}</code>,
            project: <strong>{match.projectName}</strong>,
            platform: <strong>{platformLabel(match.projectId, match.downloadName)}</strong>,
            version: <strong>{match.version}</strong>,
            build: <strong>{match.build}</strong>,
          }}>
          {'This file is {file} of {project} for {platform}, version {version}, build {build}, exactly as we published it.'}
        </Translate>
      </p>
      <p>
        {match.latest || newest === undefined ? (
          <Translate id="download.check.isNewest">It is the newest build.</Translate>
        ) : (
          <Translate id="download.check.newerExists" values={{build: newest}}>
            {'It is not the newest build: build {build} is newer. Download it above to get the latest fixes.'}
          </Translate>
        )}
      </p>
    </>
  );
}

export default function DownloadCheck(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {downloadsApi} = siteConfig.customFields!.serviceUrls as ServiceUrls;
  const pasteInputId = useId();
  const pasteHintId = useId();
  const progressLabelId = useId();
  const [state, setState] = useState<CheckState>({kind: 'idle'});
  const [pasted, setPasted] = useState('');
  const runRef = useRef<AbortController | null>(null);
  /** Builds lists of older builds, asked once per project and version for the visit. */
  const olderCache = useRef(new Map<string, Promise<KnownBuild[]>>());

  useEffect(() => () => runRef.current?.abort(), []);

  const begin = () => {
    runRef.current?.abort();
    const controller = new AbortController();
    runRef.current = controller;
    return controller;
  };

  const versionBuilds = (projectId: string, version: string): Promise<KnownBuild[]> => {
    const key = JSON.stringify([projectId, version]);
    let entry = olderCache.current.get(key);
    if (!entry) {
      entry = fetchVersionBuilds(downloadsApi, projectId, version);
      olderCache.current.set(key, entry);
      // a failed list is asked again next time
      entry.catch(() => olderCache.current.get(key) === entry && olderCache.current.delete(key));
    }
    return entry;
  };

  const lookUp = async (sha256: string, fileName: string | undefined, withOlder: boolean, controller: AbortController) => {
    setState({kind: 'looking', sha256, fileName});
    const cache = latestBuildCache(downloadsApi);
    const known = await collectKnownBuilds(projectIds, {latest: (id) => cache.get(id), versionBuilds}, withOlder);
    if (controller.signal.aborted) return;
    setState({
      kind: 'done',
      sha256,
      fileName,
      matches: matchChecksum(sha256, known.builds),
      newest: newestBuilds(known.builds),
      unavailable: known.unavailable,
      withOlder,
    });
  };

  const checkFile = async (file: File) => {
    const controller = begin();
    setState({kind: 'hashing', fileName: file.name, done: 0, total: file.size});
    let sha256: string;
    let shownPercent = -1;
    try {
      // The hashing code loads with the first file, not with the page.
      const {sha256OfBlob} = await import('@site/src/lib/downloads/hashFile');
      sha256 = await sha256OfBlob(file, {
        signal: controller.signal,
        onProgress: ({bytesDone, bytesTotal}) => {
          // one update per whole percent: fewer renders while hashing
          const percent = bytesTotal === 0 ? 100 : Math.floor((bytesDone / bytesTotal) * 100);
          if (controller.signal.aborted || percent === shownPercent) return;
          shownPercent = percent;
          setState({kind: 'hashing', fileName: file.name, done: bytesDone, total: bytesTotal});
        },
      });
    } catch {
      if (!controller.signal.aborted) setState({kind: 'read-error', fileName: file.name});
      return;
    }
    if (!controller.signal.aborted) await lookUp(sha256, file.name, false, controller);
  };

  const checkPasted = (event: FormEvent) => {
    event.preventDefault();
    const input = readChecksum(pasted);
    if (!input.ok) {
      begin();
      setState({kind: 'invalid', problem: input.problem});
      return;
    }
    void lookUp(input.sha256, undefined, false, begin());
  };

  const again = (withOlder: boolean) => {
    if (state.kind !== 'done') return;
    void lookUp(state.sha256, state.fileName, withOlder, begin());
  };

  const percent = state.kind === 'hashing' ? (state.total === 0 ? 100 : Math.floor((state.done / state.total) * 100)) : 0;

  return (
    <section className={styles.check} aria-labelledby="check-a-download">
      <Heading as="h2" id="check-a-download">
        <Translate id="download.check.heading">Check a downloaded file</Translate>
      </Heading>
      <p>
        <Translate id="download.check.intro">
          Got a jar from a hosting panel, a mirror or a chat link? Check whether it is a file we published. Your browser computes the file's SHA-256
          checksum itself: the file is not uploaded anywhere.
        </Translate>
      </p>
      <FileDropZone
        label={<Translate id="download.check.fileLabel">Choose the downloaded file, or drop it here</Translate>}
        onFile={(file) => void checkFile(file)}
      />
      <form className={styles.paste} onSubmit={checkPasted} noValidate>
        <label htmlFor={pasteInputId} className={styles.label}>
          <Translate id="download.check.pasteLabel">Or paste a SHA-256 checksum</Translate>
        </label>
        <div className={styles.row}>
          <input
            id={pasteInputId}
            type="text"
            className={clsx('text-input', styles.textInput)}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            aria-describedby={pasteHintId}
            autoComplete="off"
            spellCheck={false}
            translate="no"
            dir="ltr"
          />
          <button type="submit" className="button button--primary">
            <Translate id="download.check.pasteButton">Check</Translate>
          </button>
        </div>
        <p id={pasteHintId} className={styles.hint}>
          <Translate id="download.check.pasteHint">
            For example the output of sha256sum on Linux, shasum -a 256 on macOS, or Get-FileHash in PowerShell. This works offline for the builds
            this page has already loaded.
          </Translate>
        </p>
      </form>

      <div className={styles.result} aria-live="polite">
        {state.kind === 'hashing' && (
          <div className={styles.progress}>
            <span id={progressLabelId}>
              <Translate id="download.check.hashing" values={{file: <code>{state.fileName}</code>, percent}}>
                {'Computing the checksum of {file}: {percent}%'}
              </Translate>
            </span>
            {/* the bar repeats the number above, so screen readers get the live text only */}
            <progress max={100} value={percent} aria-labelledby={progressLabelId} aria-hidden="true" />
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => {
                runRef.current?.abort();
                setState({kind: 'idle'});
              }}>
              <Translate id="download.check.cancel">Cancel</Translate>
            </button>
          </div>
        )}
        {state.kind === 'looking' && (
          <p>
            <Translate id="download.check.looking">Looking for this checksum among our builds…</Translate>
          </p>
        )}
        {state.kind === 'invalid' && (
          <div className="alert alert--warning" role="alert">
            {state.problem === 'empty' ? (
              <Translate id="download.check.invalid.empty">Paste a checksum first, or choose a file.</Translate>
            ) : state.problem === 'wrong-length' ? (
              <Translate id="download.check.invalid.length">
                A SHA-256 checksum has 64 hexadecimal digits. The text you pasted has a different length; it may be another kind of checksum or cut
                short.
              </Translate>
            ) : (
              <Translate id="download.check.invalid.notHex">
                A SHA-256 checksum has only the digits 0–9 and the letters a–f. Paste it exactly as your tool printed it.
              </Translate>
            )}
          </div>
        )}
        {state.kind === 'read-error' && (
          <div className="alert alert--danger" role="alert">
            <Translate id="download.check.readError" values={{file: <code>{state.fileName}</code>}}>
              {'{file} could not be read. Choose it again; if it is on a network drive, copy it to this computer first.'}
            </Translate>
          </div>
        )}
        {state.kind === 'done' && (
          <div
            className={clsx('alert', state.matches.length > 0 ? 'alert--success' : state.unavailable.length > 0 ? 'alert--warning' : 'alert--danger')}
            role="status">
            <p className={styles.checksumLine}>
              {state.fileName ? (
                <Translate id="download.check.checksumOfFile" values={{file: <code>{state.fileName}</code>}}>
                  {'SHA-256 of {file}:'}
                </Translate>
              ) : (
                <Translate id="download.check.checksumPasted">SHA-256 checked:</Translate>
              )}{' '}
              <code className={styles.checksum} translate="no" dir="ltr">
                {state.sha256}
              </code>
            </p>
            {state.matches.length > 0 ? (
              state.matches.map((match) => (
                <MatchText key={`${match.projectId}/${match.build}/${match.downloadName}`} match={match} newest={state.newest.get(match.projectId)} />
              ))
            ) : state.unavailable.length > 0 ? (
              <>
                <p className={styles.verdict}>
                  <Translate id="download.check.incomplete">No match among the builds this page could load.</Translate>
                </p>
                <p>
                  <Translate id="download.check.incompleteNext">
                    Some build lists could not be reached from the Downloads API, so the check is not complete. Check your connection and try again
                    before trusting or deleting the file.
                  </Translate>
                </p>
                <button type="button" className="button button--secondary button--sm" onClick={() => again(state.withOlder)}>
                  <Translate id="download.check.retry">Try again</Translate>
                </button>
              </>
            ) : (
              <>
                <p className={styles.verdict}>
                  {state.withOlder ? (
                    <Translate id="download.check.noMatchOlder">This is not a file we published.</Translate>
                  ) : (
                    <Translate id="download.check.noMatchLatest">This is not one of our newest builds.</Translate>
                  )}
                </p>
                <p>
                  {state.withOlder ? (
                    <Translate id="download.check.noMatchOlderNext">
                      Its checksum matches no build of the current versions of our projects. Do not run it: the file may be incomplete, changed or
                      from someone else. Delete it and download the project again from this page.
                    </Translate>
                  ) : (
                    <Translate id="download.check.noMatchLatestNext">
                      Its checksum matches none of the newest builds. It may be an older build, or a file that was changed or cut short. Search the
                      older builds before you decide.
                    </Translate>
                  )}
                </p>
                {!state.withOlder && (
                  <button type="button" className="button button--primary button--sm" onClick={() => again(true)}>
                    <Translate id="download.check.searchOlder">Search older builds too</Translate>
                  </button>
                )}
              </>
            )}
          </div>
        )}
      </div>
      <p className={styles.hint}>
        {translate({
          id: 'download.check.privacy',
          message: 'Only the lists of builds are requested from the Downloads API; neither your file nor its checksum is sent.',
        })}
      </p>
    </section>
  );
}
