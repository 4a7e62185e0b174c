import '@site/src/i18n/groups/dumpViewer';
import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {downloadProjects} from '@site/src/data/downloadProjects';
import type {ServiceUrls} from '@site/src/lib/config/serviceUrls';
import {fetchVersionBuilds} from '@site/src/lib/downloads/builds';
import type {KnownBuild} from '@site/src/lib/downloads/checksum';
import {latestBuildCache} from '@site/src/lib/downloads/client';
import {checkDumpJar, geyserProjectId, type JarCheck} from '@site/src/lib/dump/jarCheck';
import type {DumpModel} from '@site/src/lib/dump/model';
import styles from './styles.module.css';

// Build lists asked once per API and version for the visit, so both sides of a comparison share them; a failed list is asked again.
const versionLists = new Map<string, Promise<KnownBuild[]>>();

function versionBuilds(baseUrl: string, version: string): Promise<KnownBuild[]> {
  const key = JSON.stringify([baseUrl, version]);
  let entry = versionLists.get(key);
  if (!entry) {
    entry = fetchVersionBuilds(baseUrl, geyserProjectId, version);
    versionLists.set(key, entry);
    entry.catch(() => versionLists.get(key) === entry && versionLists.delete(key));
  }
  return entry;
}

function platformLabel(downloadName: string): string {
  const geyser = downloadProjects.find((project) => project.projectId === geyserProjectId);
  return geyser?.platforms.find((platform) => platform.downloadName === downloadName)?.label ?? downloadName;
}

function Result({result, retry}: {result: JarCheck; retry: () => void}): ReactNode {
  switch (result.kind) {
    case 'published':
      return (
        <div className="alert alert--success">
          <p className={styles.text}>
            <Translate
              id="utilities.dumpViewer.jarCheck.published"
              values={{
                build: <strong>{result.match.build}</strong>,
                version: <strong>{result.match.version}</strong>,
                platform: <strong>{platformLabel(result.match.downloadName)}</strong>,
              }}>
              {'The Geyser jar is build {build} of version {version} for {platform}, exactly as published.'}
            </Translate>
          </p>
          <p className={styles.text}>
            {result.newer ? (
              <Translate id="utilities.dumpViewer.jarCheck.newer" values={{current: result.match.build, latest: result.newer.build}}>
                {'This is Geyser build {current}; the newest build is {latest}. Update before reporting a problem, it may already be fixed.'}
              </Translate>
            ) : (
              <Translate id="utilities.dumpViewer.jarCheck.newest">It is the newest build.</Translate>
            )}
          </p>
        </div>
      );
    case 'not-published':
      return (
        <div className="alert alert--danger">
          <p className={styles.text}>
            <strong>
              <Translate id="utilities.dumpViewer.jarCheck.notPublished">
                The Geyser jar is not a build we published: it is a modified file or someone else's build.
              </Translate>
            </strong>
          </p>
          <p className={styles.text}>
            <Translate
              id="utilities.dumpViewer.jarCheck.notPublishedNext"
              values={{download: <Link to="/download">{<Translate id="utilities.dumpViewer.jarCheck.downloadPage">download page</Translate>}</Link>}}>
              {
                'Replace it with Geyser from the {download}, restart the server and make a new dump. If you run a fork or your own build on purpose, ask its authors for help: problems in it may not exist in our builds.'
              }
            </Translate>
          </p>
        </div>
      );
    case 'unavailable':
      return (
        <div className="alert alert--warning">
          <p className={styles.text}>
            <Translate id="utilities.dumpViewer.jarCheck.unavailable">
              The Geyser jar could not be checked: the Downloads API did not answer. Check your connection and try again.
            </Translate>
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={retry}>
            <Translate id="utilities.dumpViewer.retryButton">Retry</Translate>
          </button>
        </div>
      );
  }
}

/** Whether the jar a dump describes is a build we published; shown in the report and on each side of a comparison. */
export default function DumpJarCheck({dump}: {dump: DumpModel}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {downloadsApi} = siteConfig.customFields!.serviceUrls as ServiceUrls;
  const sha256 = dump.build.jarSha256;
  const geyserVersion = dump.versions.geyserVersion;
  const [attempt, setAttempt] = useState(0);
  // The answer is kept with the question it answers; a newer question shows "checking" until its answer comes.
  const question = JSON.stringify([sha256, geyserVersion, downloadsApi, attempt]);
  const [answer, setAnswer] = useState<{question: string; result: JarCheck}>();
  const result = answer?.question === question ? answer.result : undefined;

  useEffect(() => {
    if (!sha256) return;
    let current = true;
    const cache = latestBuildCache(downloadsApi);
    void checkDumpJar(sha256, geyserVersion, {
      latest: () => cache.get(geyserProjectId),
      versionBuilds: (version) => versionBuilds(downloadsApi, version),
    }).then((checked) => current && setAnswer({question, result: checked}));
    return () => {
      current = false;
    };
  }, [sha256, geyserVersion, downloadsApi, question]);

  return (
    <div className={styles.jarCheck} aria-live="polite">
      {!sha256 ? (
        <p className={styles.note}>
          <Translate id="utilities.dumpViewer.jarCheck.noChecksum">
            This dump does not include the jar's checksum, so the jar cannot be checked.
          </Translate>
        </p>
      ) : result === undefined ? (
        <p className={styles.note}>
          <Translate id="utilities.dumpViewer.jarCheck.checking">Checking the Geyser jar against our published builds…</Translate>
        </p>
      ) : (
        <Result result={result} retry={() => setAttempt((count) => count + 1)} />
      )}
    </div>
  );
}
