import '@site/src/i18n/groups/download';
import React, {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {commitUrl, latestDownloadUrl, type DownloadProject} from '@site/src/data/downloadProjects';
import {buildDownloadUrl, DownloadsApiError, latestBuildCache, type LatestBuild} from '@site/src/lib/downloads/client';
import {formatBuildTime, shortCommit} from '@site/src/lib/downloads/format';
import type {ServiceUrls} from '@site/src/lib/config/serviceUrls';
import styles from './styles.module.css';

type BuildState = {status: 'loading'} | {status: 'ready'; build: LatestBuild} | {status: 'error'; invalid: boolean};

/** The newest build of a project from the visit-wide cache; `retry` asks again after a failure. */
function useLatestBuild(apiBase: string, projectId: string): [BuildState, () => void] {
  const [state, setState] = useState<BuildState>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);
  // The hydration pass renders the default tab; wait for the real one before asking the API.
  const isBrowser = useIsBrowser();
  // Another project or another attempt starts from "loading" again.
  const request = JSON.stringify([apiBase, projectId, attempt]);
  const [stateFor, setStateFor] = useState(request);
  if (stateFor !== request) {
    setStateFor(request);
    setState({status: 'loading'});
  }
  useEffect(() => {
    if (!isBrowser) return undefined;
    let current = true;
    latestBuildCache(apiBase)
      .get(projectId)
      .then(
        (build) => current && setState({status: 'ready', build}),
        (error: unknown) => current && setState({status: 'error', invalid: error instanceof DownloadsApiError && error.kind === 'invalid-response'}),
      );
    return () => {
      current = false;
    };
  }, [isBrowser, apiBase, projectId, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

/** One sentence about a project from the Other projects tab. */
function projectDescription(projectId: string): string | undefined {
  switch (projectId) {
    case 'geyserconnect':
      return translate({
        id: 'download.other.geyserconnect',
        message: 'A Geyser extension that gives Bedrock players a server list, so they can pick any Java server to join.',
      });
    case 'geyseroptionalpack':
      return translate({
        id: 'download.other.geyseroptionalpackLegacy',
        message:
          'A Bedrock resource pack for Geyser builds older than the GeyserIntegratedPack. A current Geyser sends its integrated successor by itself, so most servers should not add it.',
      });
    case 'thirdpartycosmetics':
      return translate({
        id: 'download.other.thirdpartycosmetics',
        message: 'A Geyser extension that shows capes and ears from third-party cosmetic services to Bedrock players.',
      });
    case 'hurricane':
      return translate({
        id: 'download.other.hurricane',
        message: 'A server plugin with workarounds for differences Bedrock players run into, such as collisions with bamboo.',
      });
    case 'floodgatedb':
      return translate({
        id: 'download.other.floodgatedb',
        message: "Storage for Floodgate's local account linking: put one of these jars in Floodgate's folder to keep links in your own database.",
      });
    case 'emoteoffhand':
      return translate({
        id: 'download.other.emoteoffhand',
        message: "A Geyser extension that swaps the items in a Bedrock player's main hand and offhand when they play an emote.",
      });
    case 'rainbow':
      return translate({
        id: 'download.other.rainbow',
        message: 'A client-side Fabric mod that turns the custom items of a Java server into Geyser item mappings and a Bedrock resource pack.',
      });
    case 'hydraulic':
      return translate({
        id: 'download.other.hydraulic',
        message: 'A Fabric and NeoForge mod that runs beside Geyser so Bedrock players can join modded Java servers and see modded content.',
      });
    case 'thunder':
      return translate({
        id: 'download.other.thunder',
        message: 'A desktop program that converts simple Java Edition resource packs into Bedrock Edition packs.',
      });
    default:
      return undefined;
  }
}

function BuildDetails({project, state, retry}: {project: DownloadProject; state: BuildState; retry: () => void}) {
  const {i18n} = useDocusaurusContext();
  const languageTag = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;

  if (state.status === 'loading') {
    return (
      <p className={styles.muted}>
        <Translate id="download.build.loading">Loading the latest build details…</Translate>
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="alert alert--warning" role="alert">
        <p>
          {state.invalid ? (
            <Translate id="download.build.errorInvalid">
              The Downloads API sent build details this page could not read, so the version and checksums are not shown.
            </Translate>
          ) : (
            <Translate id="download.build.errorUnreachable">
              The build details could not be loaded from the Downloads API, so the version and checksums are not shown.
            </Translate>
          )}{' '}
          <Translate id="download.build.errorLinksStillWork">The download buttons still work: they always serve the newest build.</Translate>
        </p>
        <button type="button" className="button button--sm button--secondary" onClick={retry}>
          <Translate id="download.build.retry">Retry</Translate>
        </button>
      </div>
    );
  }

  const {build} = state;
  const files = project.platforms
    .map((platform) => ({platform, file: build.downloads[platform.downloadName]}))
    .filter((entry) => entry.file !== undefined);
  return (
    <div className={styles.details} data-testid={`build-details-${project.projectId}`}>
      <p>
        <Translate
          id="download.build.summary"
          values={{
            version: <strong>{build.version}</strong>,
            build: <strong>{build.build}</strong>,
            date: <time dateTime={build.time}>{formatBuildTime(build.time, languageTag)}</time>,
          }}>
          {'Version {version}, build {build}, published {date}'}
        </Translate>
      </p>
      {files.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.files}>
            <caption>
              <Translate id="download.build.checksumsCaption">
                SHA-256 checksums: compare them with the file you downloaded to be sure it is complete and genuine.
              </Translate>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Translate id="download.build.fileColumn">File</Translate>
                </th>
                <th scope="col">SHA-256</th>
              </tr>
            </thead>
            <tbody>
              {files.map(({platform, file}) => (
                <tr key={platform.downloadName}>
                  <td>{file!.name}</td>
                  <td>
                    <code className={styles.checksum} translate="no">
                      {file!.sha256}
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Heading as="h4" className={styles.changesHeading}>
        <Translate id="download.build.changesHeading">Changes in this build</Translate>
      </Heading>
      {build.changes.length > 0 ? (
        <ul className={styles.changes}>
          {build.changes.map((change) => (
            <li key={change.commit}>
              <a href={commitUrl(project, change.commit)} className={styles.commit} translate="no">
                {shortCommit(change.commit)}
              </a>{' '}
              <span>{change.summary}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          <Translate id="download.build.noChanges">This build lists no commits.</Translate>
        </p>
      )}
    </div>
  );
}

export default function ProjectDownload({project, showName}: {project: DownloadProject; showName: boolean}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {downloadsApi} = siteConfig.customFields!.serviceUrls as ServiceUrls;
  const [state, retry] = useLatestBuild(downloadsApi, project.projectId);
  const build = state.status === 'ready' ? state.build : undefined;
  const description = projectDescription(project.projectId);
  const headingId = `download-${project.projectId}`;

  return (
    <section className={styles.project} aria-labelledby={showName ? headingId : undefined}>
      {showName && (
        <Heading as="h3" id={headingId}>
          {project.name}
          {project.beta && (
            <>
              {' '}
              <span className={styles.beta}>
                <Translate id="download.betaBadge">Beta</Translate>
              </span>
            </>
          )}
        </Heading>
      )}
      {project.beta && (
        <p className={styles.muted}>
          <Translate id="download.betaNote">
            GeyserMC marks this project as beta: expect missing features and test it before using it on a busy server.
          </Translate>
        </p>
      )}
      {description && <p>{description}</p>}
      <ul className={styles.buttons}>
        {project.platforms.map((platform) => {
          // Once the build is known, link its exact file so the checksum shown matches what is saved.
          const href =
            build && build.downloads[platform.downloadName]
              ? buildDownloadUrl(downloadsApi, build, platform.downloadName)
              : latestDownloadUrl(downloadsApi, project.projectId, platform.downloadName);
          return (
            <li key={platform.downloadName}>
              <a className="button button--primary" href={href} data-download={platform.downloadName}>
                {platform.label}
              </a>
            </li>
          );
        })}
        {project.external?.map((external) => (
          <li key={external.label}>
            <a className="button button--secondary" href={external.url} rel="noopener">
              <Translate id="download.externalButton" values={{platform: external.label}}>
                {'{platform} (Modrinth)'}
              </Translate>
            </a>
          </li>
        ))}
      </ul>
      <p>
        <Link to={project.guide}>
          <Translate id="download.guideLink" values={{name: project.name}}>
            {'How to set up {name}'}
          </Translate>
        </Link>
      </p>
      <div aria-live="polite">
        <BuildDetails project={project} state={state} retry={retry} />
      </div>
    </section>
  );
}
