import '@site/src/i18n/groups/dumpViewer';
import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {Finding, Severity} from '@site/src/lib/dump/diagnostics';
import {Section} from './parts';
import styles from './styles.module.css';

function severityLabel(severity: Severity): string {
  switch (severity) {
    case 'error':
      return translate({id: 'utilities.dumpViewer.severity.error', message: 'Problem'});
    case 'warning':
      return translate({id: 'utilities.dumpViewer.severity.warning', message: 'Warning'});
    case 'info':
      return translate({id: 'utilities.dumpViewer.severity.info', message: 'Note'});
  }
}

/** One literal translate() call per finding, so every text has a stable id. */
export function findingText(finding: Finding): string {
  switch (finding.id) {
    case 'outdated-build':
      return translate(
        {
          id: 'utilities.dumpViewer.finding.outdatedBuild',
          message: 'This is Geyser build {current}; the newest build is {latest}. Update before reporting a problem, it may already be fixed.',
        },
        finding.values,
      );
    case 'java-too-old':
      return translate(
        {
          id: 'utilities.dumpViewer.finding.javaTooOld',
          message:
            'The server runs Java {current}, but current Geyser builds need Java {required} or newer. Update Java, or new Geyser builds will not start.',
        },
        finding.values,
      );
    case 'floodgate-missing':
      return translate({
        id: 'utilities.dumpViewer.finding.floodgateMissing',
        message: 'auth-type is set to floodgate, but Floodgate is not installed on this server. Install Floodgate or change auth-type.',
      });
    case 'floodgate-disabled':
      return translate({
        id: 'utilities.dumpViewer.finding.floodgateDisabled',
        message: 'Floodgate is installed but disabled. Check the server log for the error that stopped it.',
      });
    case 'floodgate-unused':
      return translate(
        {
          id: 'utilities.dumpViewer.finding.floodgateUnused',
          message:
            'Floodgate is installed, but auth-type is {authType}. Set auth-type to floodgate so Bedrock players can join without a Java account.',
        },
        finding.values,
      );
    case 'offline-without-floodgate':
      return translate({
        id: 'utilities.dumpViewer.finding.offlineWithoutFloodgate',
        message:
          'Online mode is off and Floodgate is not used. Unless a proxy in front checks accounts, anyone can join under any name. Floodgate lets Bedrock players in without a Java account and still verifies them.',
      });
    case 'loopback-bedrock-address':
      return translate(
        {
          id: 'utilities.dumpViewer.finding.loopbackBedrockAddress',
          message: 'Geyser listens on {address}, which only this machine can reach. Set the Bedrock address to 0.0.0.0.',
        },
        finding.values,
      );
    case 'docker-bedrock-address':
      return translate(
        {
          id: 'utilities.dumpViewer.finding.dockerBedrockAddress',
          message:
            'Geyser runs inside a Docker container but listens on {address} instead of 0.0.0.0. Inside a container, use 0.0.0.0 and publish the port.',
        },
        finding.values,
      );
    case 'docker-port':
      return translate(
        {
          id: 'utilities.dumpViewer.finding.dockerPort',
          message: 'Geyser runs inside a Docker container. Make sure UDP port {port} is published to the host (or allocated in your panel).',
        },
        finding.values,
      );
    case 'shared-port':
      return translate(
        {
          id: 'utilities.dumpViewer.finding.sharedPort',
          message:
            'Bedrock (UDP) and Java (TCP) share port {port}. That works, unless the server query (enable-query) also uses UDP {port}; then Geyser cannot start.',
        },
        finding.values,
      );
    case 'bedrock-proxy-protocol':
      return translate({
        id: 'utilities.dumpViewer.finding.bedrockProxyProtocol',
        message:
          'Geyser expects PROXY protocol from Bedrock connections. Only turn this on when a UDP reverse proxy sits in front of Geyser; otherwise nobody can join.',
      });
    case 'java-proxy-protocol':
      return translate({
        id: 'utilities.dumpViewer.finding.javaProxyProtocol',
        message: 'Geyser sends PROXY protocol to the Java server. Only turn this on when the Java server or proxy is set up to require it.',
      });
    case 'fork-build':
      return translate(
        {
          id: 'utilities.dumpViewer.finding.forkBuild',
          message: 'This Geyser was built from {repository}, not from GeyserMC. Try an official build before reporting a problem.',
        },
        finding.values,
      );
  }
}

const severityClass: Record<Severity, string> = {
  error: 'alert--danger',
  warning: 'alert--warning',
  info: 'alert--info',
};

export default function Diagnostics({findings}: {findings: readonly Finding[]}): ReactNode {
  const idPrefix = useId();
  return (
    <Section id="dump-diagnostics" title={<Translate id="utilities.dumpViewer.section.diagnostics">Diagnostics</Translate>}>
      {findings.length === 0 ? (
        <p className={styles.allClear}>
          <Translate id="utilities.dumpViewer.diagnostics.none">
            No known problems found in this dump. The checks cover common setup mistakes only.
          </Translate>
        </p>
      ) : (
        <ul className={styles.findings}>
          {findings.map((finding) => (
            <li key={finding.id} className={clsx('alert', severityClass[finding.severity], styles.finding)}>
              <strong className={styles.severity}>{severityLabel(finding.severity)}</strong>{' '}
              <span id={`${idPrefix}-${finding.id}`}>{findingText(finding)}</span>{' '}
              {/* the link text repeats per finding; the description says which one it fixes */}
              <Link to={finding.link} className={styles.findingLink} aria-describedby={`${idPrefix}-${finding.id}`}>
                <Translate id="utilities.dumpViewer.diagnostics.readMore">How to fix this</Translate>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
