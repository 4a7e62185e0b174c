import '@site/src/i18n/groups/hostSetup';
import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import type {HostingProvider, ServerSoftware} from '@site/src/data/hostingProviders';
import {formatSetupQuery, parseSetupQuery} from '@site/src/lib/host-setup/address';
import {hostSetupPlan, type FieldProblem, type SetupField, type SetupInput, type SetupPlan} from '@site/src/lib/host-setup/plan';
import {providerSlug} from '@site/src/lib/providers/slug';
import {dataText, providerNoteId, providerStepId} from '@site/src/lib/i18n/dataStringIds';
import type {ServiceUrls} from '@site/src/lib/config/serviceUrls';
import RichText from '@site/src/components/HostingProviders/RichText';
import HostCombobox from './HostCombobox';
import SetupSteps from './SetupSteps';
import {softwareName} from './software';
import styles from './styles.module.css';

const PROVIDERS_PAGE = '/wiki/geyser/supported-hosting-providers/';

/** The data strings' translations (the hosts' own steps) come after the page, for the host picked. */
function useDataTranslations(wanted: boolean): Record<string, string> {
  const [strings, setStrings] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('@site/src/i18n/dataStrings').then(
      (module) => live && setStrings(module.default as Record<string, string>),
      () => undefined, // the English steps stay
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return strings;
}

function methodSummary(plan: SetupPlan): ReactNode {
  const host = plan.host.name;
  const {method} = plan.host;
  const key = (name: string) => <code>{name}</code>;
  switch (method.kind) {
    case 'panel-install':
      return (
        <Translate id="utilities.hostSetup.method.panelInstall" values={{host}}>
          {'{host} installs and configures Geyser from its panel.'}
        </Translate>
      );
    case 'preinstalled':
      return (
        <Translate id="utilities.hostSetup.method.preinstalled" values={{host}}>
          {'{host} runs Geyser for you: there is nothing to install.'}
        </Translate>
      );
    case 'java-port':
      return method.offset ? (
        <Translate id="utilities.hostSetup.method.javaPortOffset" values={{host, offset: method.offset, key: key('port')}}>
          {'On {host}, Geyser listens on the Java port plus {offset}, written into {key} under bedrock.'}
        </Translate>
      ) : (
        <Translate id="utilities.hostSetup.method.javaPort" values={{host, key: key('port')}}>
          {'On {host}, Geyser shares the Java port: your Java port goes into {key} under bedrock.'}
        </Translate>
      );
    case 'clone-remote-port':
      return (
        <Translate id="utilities.hostSetup.method.cloneRemotePort" values={{host, key: key('clone-remote-port: true')}}>
          {'On {host}, Geyser takes the same port as the Java server, with {key}.'}
        </Translate>
      );
    case 'udp-port-on-request':
      return (
        <Translate id="utilities.hostSetup.method.udpPort" values={{host, key: key('port')}}>
          {'{host} gives you an extra UDP port for Geyser; it goes into {key} under bedrock.'}
        </Translate>
      );
    case 'dedicated-ip':
      return (
        <Translate id="utilities.hostSetup.method.dedicatedIp" values={{host}}>
          {'On {host}, a server with its own IP address keeps the default Bedrock port, 19132.'}
        </Translate>
      );
    case 'bind-address':
      return (
        <Translate id="utilities.hostSetup.method.bindAddress" values={{host, key: key('address')}}>
          {"On {host}, Geyser must listen on your server's own IP address, set in {key} under bedrock."}
        </Translate>
      );
    case 'host-assigned-port':
      return (
        <Translate id="utilities.hostSetup.method.hostAssignedPort" values={{host}}>
          {'You install Geyser on {host}, and the host sets its port.'}
        </Translate>
      );
    case 'host-guide':
      return (
        <Translate id="utilities.hostSetup.method.hostGuide" values={{host}}>
          {'{host} keeps its own instructions for Geyser.'}
        </Translate>
      );
    case 'unsupported':
      return (
        <Translate id="utilities.hostSetup.method.unsupported" values={{host}}>
          {'Geyser does not work on {host}.'}
        </Translate>
      );
  }
}

function fieldLabel(field: SetupField): string {
  switch (field) {
    case 'javaPort':
      return translate({id: 'utilities.hostSetup.field.javaPort', message: "Your Java port (as the host's panel shows it)"});
    case 'bedrockPort':
      return translate({id: 'utilities.hostSetup.field.bedrockPort', message: 'Bedrock port (the UDP port your host gave you)'});
    case 'address':
      return translate({id: 'utilities.hostSetup.field.address', message: "Your server's IP address"});
  }
}

function problemText(problem: FieldProblem): string {
  if (problem.problem === 'missing') {
    return translate({id: 'utilities.hostSetup.field.missing', message: 'Fill this in to make your config.'});
  }
  return problem.field === 'address'
    ? translate({id: 'utilities.hostSetup.field.invalidAddress', message: 'Type an IP address such as 203.0.113.10, not a host name.'})
    : translate({id: 'utilities.hostSetup.field.invalidPort', message: 'A port is a whole number from 1 to 65535.'});
}

function HostNotes({host, strings}: {host: HostingProvider; strings: Record<string, string>}): React.JSX.Element {
  const slug = providerSlug(host.name);
  return (
    <section className={styles.hostNotes} aria-labelledby={`${slug}-says`}>
      <Heading as="h3" id={`${slug}-says`}>
        <Translate id="utilities.hostSetup.hostSays" values={{host: host.name}}>
          {'What {host} says'}
        </Translate>
      </Heading>
      {host.steps.length > 0 && (
        <ol>
          {host.steps.map((step, index) => (
            <li key={index}>
              <RichText text={dataText(strings, providerStepId(slug, index), step)} />
            </li>
          ))}
        </ol>
      )}
      {host.note && (
        <p className="running-text">
          <RichText text={dataText(strings, providerNoteId(slug), host.note)} />
        </p>
      )}
      <p className={styles.hostLinks}>
        <a href={host.url} target="_blank" rel="noopener noreferrer">
          <Translate id="utilities.hostSetup.hostSite" values={{host: host.name}}>
            {'{host} website'}
          </Translate>
        </a>
        <Link to={`${PROVIDERS_PAGE}#${slug}`}>
          <Translate id="utilities.hostSetup.hostEntry">This host on the hosting providers list</Translate>
        </Link>
      </p>
    </section>
  );
}

type ConfigState = {kind: 'idle'} | {kind: 'busy'} | {kind: 'failed'; reason: 'load' | 'notMade' | 'storage'};

function ConfigActions({plan}: {plan: SetupPlan}): React.JSX.Element {
  const history = useHistory();
  const editorUrl = useBaseUrl('/utilities/config-editor/');
  const [state, setState] = useState<ConfigState>({kind: 'idle'});
  const blocked = plan.problems.length > 0;
  const changed = [...plan.values.entries()];

  const run = (action: 'download' | 'editor') => {
    setState({kind: 'busy'});
    import('./configActions').then(
      ({runConfigAction}) => {
        const result = runConfigAction(plan, action);
        if (!result.ok) setState({kind: 'failed', reason: result.reason});
        else if (action === 'editor') history.push(editorUrl);
        else setState({kind: 'idle'});
      },
      () => setState({kind: 'failed', reason: 'load'}),
    );
  };

  return (
    <section className={styles.config} aria-labelledby="host-setup-config">
      <Heading as="h3" id="host-setup-config">
        <Translate id="utilities.hostSetup.config.heading">Your config.yml</Translate>
      </Heading>
      <p>
        {changed.length === 0 ? (
          <Translate id="utilities.hostSetup.config.unchanged">The default Geyser config works here as it is; no value needs changing.</Translate>
        ) : (
          <Translate id="utilities.hostSetup.config.changed">The default Geyser config, with these values changed for your host:</Translate>
        )}
      </p>
      {changed.length > 0 && (
        <ul className={styles.values} data-testid="config-values">
          {changed.map(([key, value]) => (
            <li key={key}>
              <code>{`${key}: ${String(value)}`}</code>
            </li>
          ))}
        </ul>
      )}
      {blocked && (
        <p className={styles.blocked} id="host-setup-blocked">
          <Translate id="utilities.hostSetup.config.blocked">Fill in the boxes above first; the config needs those values.</Translate>
        </p>
      )}
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--primary"
          disabled={blocked || state.kind === 'busy'}
          aria-describedby={blocked ? 'host-setup-blocked' : undefined}
          onClick={() => run('download')}>
          <Translate id="utilities.hostSetup.config.download">Download config.yml</Translate>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={blocked || state.kind === 'busy'}
          aria-describedby={blocked ? 'host-setup-blocked' : undefined}
          onClick={() => run('editor')}>
          <Translate id="utilities.hostSetup.config.openEditor">Open in config editor</Translate>
        </button>
      </div>
      {state.kind === 'failed' && (
        <p className="alert alert--danger" role="alert">
          {state.reason === 'load' ? (
            <Translate id="utilities.hostSetup.config.loadFailed">
              The config could not be made because part of the page did not load. Check your connection and try again.
            </Translate>
          ) : state.reason === 'storage' ? (
            <Translate id="utilities.hostSetup.config.storageFailed">
              The browser refused to pass the file to the config editor. Download config.yml instead and upload it in the editor.
            </Translate>
          ) : (
            <Translate id="utilities.hostSetup.config.notMade">
              The config could not be made for these values. Download the default file from the config editor and change the values listed above by
              hand.
            </Translate>
          )}
        </p>
      )}
    </section>
  );
}

function UnsupportedAdvice(): React.JSX.Element {
  return (
    <p className="running-text">
      <Translate
        id="utilities.hostSetup.unsupported.advice"
        values={{
          list: (
            <Link to={PROVIDERS_PAGE}>
              <Translate id="utilities.hostSetup.providersList">hosting providers list</Translate>
            </Link>
          ),
          playit: <Link to="/wiki/geyser/playit-gg/">playit.gg</Link>,
        }}>
        {'Pick a host that works from the {list}, or run the server yourself and let Bedrock players in through {playit}.'}
      </Translate>
    </p>
  );
}

/**
 * The setup guide for a rented server: pick the host and the server software, get the steps and a
 * config made for them. The choice lives in the address, so a link opens the same setup.
 */
export default function HostSetup(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {downloadsApi} = siteConfig.customFields!.serviceUrls as ServiceUrls;
  const location = useLocation();
  const history = useHistory();
  const fieldId = useId();
  const [host, setHost] = useState<HostingProvider | null>(null);
  const [software, setSoftware] = useState<ServerSoftware>('paper');
  const [input, setInput] = useState<SetupInput>({});
  const [unknownHost, setUnknownHost] = useState<string | null>(null);
  const written = useRef<string | null>(null);

  // The address is read after hydration (the server renders the page without a choice), and again
  // when the reader goes back or forward to another choice.
  useEffect(() => {
    if (location.search === written.current) return;
    const choice = parseSetupQuery(location.search);
    setHost(choice.host);
    setSoftware(choice.software ?? 'paper');
    setInput(choice.input);
    setUnknownHost(choice.unknownHost);
  }, [location.search]);

  const plan = useMemo(() => (host ? hostSetupPlan(host, software, input) : null), [host, software, input]);
  const offered = plan?.offered;
  // A host that offers only some software: show the first it offers.
  const shownSoftware = offered && !offered.includes(software) ? offered[0] : software;
  const shownPlan = useMemo(
    () => (plan && shownSoftware !== software && host ? hostSetupPlan(host, shownSoftware, input) : plan),
    [plan, shownSoftware, software, host, input],
  );

  const update = (next: {host?: HostingProvider | null; software?: ServerSoftware; input?: SetupInput}) => {
    const choice = {host: next.host !== undefined ? next.host : host, software: next.software ?? software, input: next.input ?? input};
    setHost(choice.host);
    setSoftware(choice.software);
    setInput(choice.input);
    setUnknownHost(null);
    const search = formatSetupQuery(choice);
    written.current = search;
    history.replace({pathname: location.pathname, search, hash: ''});
  };

  const strings = useDataTranslations(host !== null);
  const problemOf = (field: SetupField) => shownPlan?.problems.find((problem) => problem.field === field);

  return (
    <div className={styles.root}>
      <noscript>
        <p className={styles.noscript}>
          <Translate
            id="utilities.hostSetup.noscript"
            values={{
              list: (
                <Link to={PROVIDERS_PAGE}>
                  <Translate id="utilities.hostSetup.providersList">hosting providers list</Translate>
                </Link>
              ),
            }}>
            {"This guide needs JavaScript. Without it, your host's steps are on the {list}, next to the setup guides for each server software."}
          </Translate>
        </p>
      </noscript>
      {unknownHost && (
        <p className="alert alert--warning" role="alert">
          <Translate id="utilities.hostSetup.unknownHost" values={{host: <q>{unknownHost}</q>}}>
            {'The link names a host that is not on our list ({host}). Pick your host below.'}
          </Translate>
        </p>
      )}
      <div className={styles.form}>
        <HostCombobox host={host} onPick={(next) => update({host: next})} />

        <fieldset className={styles.software}>
          <legend className={styles.label}>
            <Translate id="utilities.hostSetup.software.legend">Server software</Translate>
          </legend>
          <div className={styles.choices}>
            {(offered ?? (['paper', 'velocity', 'bungeecord', 'fabric', 'neoforge'] as const)).map((option) => (
              <label key={option} className={clsx(styles.choice, option === shownSoftware && styles.choiceOn)}>
                <input
                  type="radio"
                  name="host-setup-software"
                  value={option}
                  checked={option === shownSoftware}
                  onChange={() => update({software: option})}
                />
                {softwareName(option)}
              </label>
            ))}
          </div>
          {host && offered && offered.length === 1 && (
            <p className={styles.hint}>
              <Translate id="utilities.hostSetup.software.only" values={{host: host.name, software: softwareName(offered[0])}}>
                {'{host} offers Geyser on {software} only.'}
              </Translate>
            </p>
          )}
        </fieldset>

        <label className={styles.floodgate}>
          <input
            type="checkbox"
            checked={Boolean(input.floodgate)}
            onChange={(event) => update({input: {...input, floodgate: event.target.checked}})}
          />
          <Translate id="utilities.hostSetup.floodgate">Also set up Floodgate, so Bedrock players can join without a Java account</Translate>
        </label>

        {shownPlan?.fields.map((field) => {
          const problem = problemOf(field);
          const id = `${fieldId}-${field}`;
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                {fieldLabel(field)}
              </label>
              <input
                id={id}
                className={clsx('text-input', styles.input)}
                inputMode={field === 'address' ? 'text' : 'numeric'}
                autoComplete="off"
                spellCheck={false}
                value={input[field] ?? ''}
                aria-invalid={problem?.problem === 'invalid'}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(event) => update({input: {...input, [field]: event.target.value}})}
              />
              {problem && (
                <p id={`${id}-problem`} className={clsx(styles.problem, problem.problem === 'invalid' && styles.invalid)}>
                  {problemText(problem)}
                </p>
              )}
            </div>
          );
        })}
      </div>

      {shownPlan ? (
        <section className={styles.result} aria-labelledby="host-setup-result" data-method={shownPlan.host.method.kind}>
          <Heading as="h2" id="host-setup-result">
            <Translate id="utilities.hostSetup.result.heading" values={{host: shownPlan.host.name, software: softwareName(shownPlan.software)}}>
              {'Geyser on {host} with {software}'}
            </Translate>
          </Heading>
          <p className={styles.summary}>{methodSummary(shownPlan)}</p>
          {shownPlan.host.method.kind === 'unsupported' ? <UnsupportedAdvice /> : <SetupSteps plan={shownPlan} apiBase={downloadsApi} />}
          {shownPlan.offersConfig && <ConfigActions plan={shownPlan} />}
          <HostNotes host={shownPlan.host} strings={strings} />
          <p className={styles.share}>
            <Translate id="utilities.hostSetup.share">Share these steps: the address of this page opens the same setup.</Translate>
          </p>
        </section>
      ) : (
        <p className={styles.prompt}>
          <Translate id="utilities.hostSetup.prompt">Pick your host to see the steps for it.</Translate>
        </p>
      )}
    </div>
  );
}
