/**
 * Turns a host (its structured method, src/data/hostingProviders.ts) and the server software into
 * the steps of one setup and the config values the host needs. Pure: the page renders the steps
 * with its own words, and config.ts writes the file.
 */
import {serverSoftware, type HostingProvider, type HostMethod, type ServerSoftware} from '@site/src/data/hostingProviders';
import {geyserVersions} from '@site/src/data/versions';
import {softwareSetup, type SoftwareSetup} from './software';

/** What the reader typed: the ports and address their host gave them (as typed, checked here). */
export interface SetupInput {
  javaPort?: string;
  bedrockPort?: string;
  address?: string;
  /** Also set up Floodgate, so Bedrock players need no Java account. */
  floodgate?: boolean;
}

/** A value the host's method needs from the reader. */
export type SetupField = 'javaPort' | 'bedrockPort' | 'address';
export type FieldProblem = {field: SetupField; problem: 'missing' | 'invalid'};

/** One step of the setup, for the page to put in words. */
export type SetupStep =
  | {kind: 'panelInstall'; option: string}
  | {kind: 'preinstalled'}
  | {kind: 'hostGuide'; url: string}
  | {kind: 'download'; floodgate: boolean; fabricApi: boolean}
  | {kind: 'upload'; folder: SoftwareSetup['folder']}
  | {kind: 'startOnce'; configPath: string}
  | {kind: 'askPort'; from: 'support' | 'panel'}
  | {kind: 'dedicatedIp'}
  | {kind: 'hostSetsPort'}
  | {kind: 'config'; configPath: string}
  | {kind: 'floodgateOnBackends'}
  | {kind: 'restart'}
  | {kind: 'join'; port: JoinPort};

/** The port Bedrock players type: a number, the Java port, the one the host names, or the host's own address. */
export type JoinPort = {kind: 'number'; port: number} | {kind: 'java'} | {kind: 'fromHost'};

export interface SetupPlan {
  host: HostingProvider;
  software: ServerSoftware;
  setup: SoftwareSetup;
  /** The software the host's Geyser route offers (every kind unless the host names some). */
  offered: readonly ServerSoftware[];
  steps: SetupStep[];
  /** The fields the reader fills in for this method. */
  fields: SetupField[];
  /** Fields still missing or not valid; the config is not offered until there are none. */
  problems: FieldProblem[];
  /** Config values the host needs, by dotted key (empty when the host needs none). */
  values: Map<string, string | number | boolean>;
  /** Whether a config file is part of this setup (not when the host installs and configures Geyser). */
  offersConfig: boolean;
}

const PORT = /^[0-9]{1,5}$/;

/** A port as typed, or null when it is not a whole number from 1 to 65535. */
export function parsePort(typed: string): number | null {
  const trimmed = typed.trim();
  if (!PORT.test(trimmed)) return null;
  const port = Number(trimmed);
  return port >= 1 && port <= 65535 ? port : null;
}

/** An IPv4 or IPv6 address as typed, or null (a bind address must be an IP, not a host name). */
export function parseAddress(typed: string): string | null {
  const trimmed = typed.trim();
  const v4 = trimmed.split('.');
  if (v4.length === 4 && v4.every((part) => /^[0-9]{1,3}$/.test(part) && Number(part) <= 255)) return trimmed;
  if (/^[0-9a-f:]+$/i.test(trimmed) && trimmed.includes(':') && trimmed.split(':').length <= 8) return trimmed;
  return null;
}

function fieldsOf(method: HostMethod): SetupField[] {
  const fields: SetupField[] = [];
  if (method.kind === 'java-port') fields.push('javaPort');
  if (method.kind === 'udp-port-on-request') fields.push('bedrockPort');
  if (method.kind === 'bind-address' || ('bindAddress' in method && method.bindAddress)) fields.push('address');
  return fields;
}

function manualInstall(method: HostMethod): boolean {
  return ['java-port', 'clone-remote-port', 'udp-port-on-request', 'dedicated-ip', 'bind-address', 'host-assigned-port'].includes(method.kind);
}

/** The software a host offers for its Geyser route. */
export function offeredSoftware(host: HostingProvider): readonly ServerSoftware[] {
  return host.software && host.software.length > 0 ? host.software : serverSoftware;
}

export function hostSetupPlan(host: HostingProvider, software: ServerSoftware, input: SetupInput = {}): SetupPlan {
  const {method} = host;
  const setup = softwareSetup[software];
  const fields = fieldsOf(method);
  const problems: FieldProblem[] = [];
  const values = new Map<string, string | number | boolean>();

  const read = <T>(field: SetupField, parse: (typed: string) => T | null): T | null => {
    const typed = input[field]?.trim() ?? '';
    if (typed === '') {
      problems.push({field, problem: 'missing'});
      return null;
    }
    const value = parse(typed);
    if (value === null) problems.push({field, problem: 'invalid'});
    return value;
  };

  let join: JoinPort = {kind: 'number', port: geyserVersions.bedrockPort};
  if (method.kind === 'java-port') {
    const offset = method.offset ?? 0;
    const javaPort = read('javaPort', parsePort);
    if (javaPort !== null) {
      if (javaPort + offset > 65535) problems.push({field: 'javaPort', problem: 'invalid'});
      else {
        values.set('bedrock.port', javaPort + offset);
        join = {kind: 'number', port: javaPort + offset};
      }
    } else {
      join = offset === 0 ? {kind: 'java'} : {kind: 'fromHost'};
    }
  } else if (method.kind === 'clone-remote-port') {
    values.set('bedrock.clone-remote-port', true);
    join = {kind: 'java'};
  } else if (method.kind === 'udp-port-on-request') {
    const port = read('bedrockPort', parsePort);
    if (port !== null) {
      values.set('bedrock.port', port);
      join = {kind: 'number', port};
    } else {
      join = {kind: 'fromHost'};
    }
  } else if (method.kind !== 'dedicated-ip' && method.kind !== 'bind-address') {
    join = {kind: 'fromHost'};
  }
  if (fields.includes('address')) {
    const address = read('address', parseAddress);
    if (address !== null) values.set('bedrock.address', address);
  }

  const floodgate = Boolean(input.floodgate);
  const steps: SetupStep[] = [];
  if (method.kind === 'panel-install') steps.push({kind: 'panelInstall', option: method.panelOption});
  if (method.kind === 'preinstalled') steps.push({kind: 'preinstalled'});
  if (method.kind === 'host-guide') steps.push({kind: 'hostGuide', url: method.guide});
  const manual = manualInstall(method);
  if (manual) {
    steps.push({kind: 'download', floodgate, fabricApi: setup.needsFabricApi});
    steps.push({kind: 'upload', folder: setup.folder});
    steps.push({kind: 'startOnce', configPath: setup.configPath});
    if (method.kind === 'udp-port-on-request') steps.push({kind: 'askPort', from: method.askIn});
    if (method.kind === 'dedicated-ip') steps.push({kind: 'dedicatedIp'});
    if (method.kind === 'host-assigned-port') steps.push({kind: 'hostSetsPort'});
    else steps.push({kind: 'config', configPath: setup.configPath});
    if (floodgate && setup.proxy) steps.push({kind: 'floodgateOnBackends'});
    steps.push({kind: 'restart'});
  }
  if (method.kind !== 'unsupported') steps.push({kind: 'join', port: join});

  return {
    host,
    software,
    setup,
    offered: offeredSoftware(host),
    steps,
    fields,
    problems,
    values,
    offersConfig: manual && method.kind !== 'host-assigned-port',
  };
}
