import '@site/src/i18n/groups/hostSetup';
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {latestDownloadUrl} from '@site/src/data/downloadProjects';
import {FABRIC_API_URL} from '@site/src/lib/host-setup/software';
import type {JoinPort, SetupPlan, SetupStep} from '@site/src/lib/host-setup/plan';
import {softwareName} from './software';
import styles from './styles.module.css';

function ExternalLink({href}: {href: string}): React.JSX.Element {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.url}>
      {href}
    </a>
  );
}

function DownloadLinks({plan, step, apiBase}: {plan: SetupPlan; step: Extract<SetupStep, {kind: 'download'}>; apiBase: string}) {
  const software = softwareName(plan.software);
  const {floodgate} = plan.setup;
  return (
    <>
      <Translate id="utilities.hostSetup.step.download" values={{software}}>
        {'Download the newest Geyser build for {software}:'}
      </Translate>
      <ul className={styles.downloads}>
        <li>
          <a href={latestDownloadUrl(apiBase, 'geyser', plan.setup.geyserDownload)} data-download="geyser">
            {`Geyser (${software})`}
          </a>
        </li>
        {step.floodgate && (
          <li>
            <a
              href={'downloadName' in floodgate ? latestDownloadUrl(apiBase, 'floodgate', floodgate.downloadName) : floodgate.url}
              data-download="floodgate"
              {...('url' in floodgate ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
              {`Floodgate (${software})`}
            </a>
          </li>
        )}
        {step.fabricApi && (
          <li>
            <Translate id="utilities.hostSetup.step.fabricApi" values={{link: <ExternalLink href={FABRIC_API_URL} />}}>
              {'Fabric servers also need the Fabric API mod: {link}'}
            </Translate>
          </li>
        )}
      </ul>
    </>
  );
}

function JoinPortText({port, host}: {port: JoinPort; host: string}): ReactNode {
  if (port.kind === 'number') {
    return (
      <Translate id="utilities.hostSetup.join.port" values={{port: <code>{port.port}</code>}}>
        {'port {port}'}
      </Translate>
    );
  }
  if (port.kind === 'java') return <Translate id="utilities.hostSetup.join.javaPort">the same port as Java players</Translate>;
  return (
    <Translate id="utilities.hostSetup.join.hostPort" values={{host}}>
      {'the address and port that {host} names'}
    </Translate>
  );
}

function StepText({step, plan, apiBase}: {step: SetupStep; plan: SetupPlan; apiBase: string}): ReactNode {
  const host = plan.host.name;
  switch (step.kind) {
    case 'panelInstall':
      return (
        <Translate id="utilities.hostSetup.step.panelInstall" values={{host, option: <strong>{step.option}</strong>}}>
          {"Install Geyser from the {host} panel with {option}, as the host's own steps below describe. There is nothing to download."}
        </Translate>
      );
    case 'preinstalled':
      return (
        <Translate id="utilities.hostSetup.step.preinstalled" values={{host}}>
          {"{host} sets Geyser up for you: follow the host's own steps below to switch it on."}
        </Translate>
      );
    case 'hostGuide':
      return (
        <Translate id="utilities.hostSetup.step.hostGuide" values={{host, link: <ExternalLink href={step.url} />}}>
          {'Follow the Geyser instructions that {host} keeps up to date: {link}'}
        </Translate>
      );
    case 'download':
      return <DownloadLinks plan={plan} step={step} apiBase={apiBase} />;
    case 'upload':
      return (
        <Translate id="utilities.hostSetup.step.upload" values={{folder: <code>{step.folder}</code>}}>
          {"Stop the server, then upload the downloaded files into its {folder} folder with the host's file manager or SFTP."}
        </Translate>
      );
    case 'startOnce':
      return (
        <Translate id="utilities.hostSetup.step.startOnce" values={{path: <code>{step.configPath}</code>}}>
          {'Start the server once so that Geyser writes {path}, then stop it again.'}
        </Translate>
      );
    case 'askPort':
      return step.from === 'support' ? (
        <Translate id="utilities.hostSetup.step.askPortSupport" values={{host}}>
          {'Ask {host} support for a UDP port for Geyser, and type it into the Bedrock port box above.'}
        </Translate>
      ) : (
        <Translate id="utilities.hostSetup.step.askPortPanel" values={{host}}>
          {"Add a port in the {host} panel (the host's steps below say where), and type it into the Bedrock port box above."}
        </Translate>
      );
    case 'dedicatedIp':
      return (
        <Translate id="utilities.hostSetup.step.dedicatedIp" values={{host}}>
          {
            'Your {host} server needs an IP address of its own (a dedicated IP). Then Geyser keeps its default port, 19132, and the config needs no change.'
          }
        </Translate>
      );
    case 'hostSetsPort':
      return (
        <Translate id="utilities.hostSetup.step.hostSetsPort" values={{host}}>
          {'{host} writes the Bedrock port into the Geyser config for you: leave it as the host set it.'}
        </Translate>
      );
    case 'config':
      return (
        <Translate id="utilities.hostSetup.step.config" values={{path: <code>{step.configPath}</code>}}>
          {'Replace {path} with the config.yml made below.'}
        </Translate>
      );
    case 'floodgateOnBackends':
      return (
        <Translate id="utilities.hostSetup.step.floodgateOnBackends" values={{key: <code>key.pem</code>}}>
          {
            "Floodgate on a proxy also goes on every server behind it: install it there too, and copy the proxy's Floodgate {key} file to each of them."
          }
        </Translate>
      );
    case 'restart':
      return <Translate id="utilities.hostSetup.step.restart">Start the server again.</Translate>;
    case 'join':
      return (
        <Translate
          id="utilities.hostSetup.step.join"
          values={{started: <code>Started Geyser on</code>, port: <JoinPortText port={step.port} host={host} />}}>
          {
            "Check that Bedrock players can join: the console shows {started} with the address and port. In Minecraft: Bedrock Edition, open Servers, add a server with your server's address and {port}, and join it."
          }
        </Translate>
      );
  }
}

export default function SetupSteps({plan, apiBase}: {plan: SetupPlan; apiBase: string}): React.JSX.Element {
  return (
    <ol className={styles.steps} data-testid="setup-steps">
      {plan.steps.map((step, index) => (
        <li key={index} data-step={step.kind}>
          <StepText step={step} plan={plan} apiBase={apiBase} />
        </li>
      ))}
    </ol>
  );
}
