import {describe, it, expect} from 'vitest';
import {hostingProviders, serverSoftware, type HostingProvider} from '../../src/data/hostingProviders';

// Keeps each host's structured `method` (what the setup guide builds a config from) in agreement
// with its prose `steps` (what the hosting providers page shows).
const FILE = 'src/data/hostingProviders.ts';
const where = (p: HostingProvider) => `"${p.name}" in ${FILE}`;
const text = (p: HostingProvider) => p.steps.join('\n');
const mentions = (p: HostingProvider, pattern: RegExp | string) => (typeof pattern === 'string' ? text(p).includes(pattern) : pattern.test(text(p)));

const BEDROCK_PORT = '`port` under `bedrock`';
const BIND_STEP = /Replace `0\.0\.0\.0` in `address` under `bedrock`|Set `address` under `bedrock` to/;

describe.each(hostingProviders.map((p) => [p.name, p] as const))('the method of %s', (_name, provider) => {
  const {method} = provider;

  it('agrees with the category', () => {
    if (provider.category === 'unsupported') {
      expect(method.kind, `${where(provider)} is filed as unsupported, so its method must be {kind: 'unsupported'}.`).toBe('unsupported');
    } else {
      expect(
        method.kind,
        `${where(provider)} works with Geyser, so its method cannot be 'unsupported'. Pick the kind its steps describe (see HostMethod).`,
      ).not.toBe('unsupported');
    }
  });

  it('is the clone-remote-port method exactly when the steps start with it', () => {
    const firstStepClones = provider.steps[0]?.includes('`clone-remote-port`') ?? false;
    if (firstStepClones) {
      expect(
        method.kind,
        `${where(provider)}: its first step tells owners to set \`clone-remote-port\`, so its method must be {kind: 'clone-remote-port'}.`,
      ).toBe('clone-remote-port');
    }
    if (method.kind === 'clone-remote-port') {
      expect(
        mentions(provider, '`clone-remote-port`'),
        `${where(provider)}: the method is 'clone-remote-port' but no step mentions \`clone-remote-port\`. Add the step or change the method.`,
      ).toBe(true);
    }
  });

  it('binds to the server address exactly when the steps say so', () => {
    const binds = method.kind === 'bind-address' || ('bindAddress' in method && method.bindAddress === true);
    expect(
      binds,
      binds
        ? `${where(provider)}: the method binds \`address\` under \`bedrock\`, but no step says to set it. Add the step, or drop bindAddress / the 'bind-address' kind.`
        : `${where(provider)}: a step tells owners to set \`address\` under \`bedrock\`. Use {kind: 'bind-address'} or add bindAddress: true to its port method.`,
    ).toBe(mentions(provider, BIND_STEP));
  });

  it('names the Java port when it shares it', () => {
    if (method.kind !== 'java-port') return;
    expect(
      mentions(provider, /Java port/) && (mentions(provider, BEDROCK_PORT) || mentions(provider, /reuse the Java port/)),
      `${where(provider)}: the method is 'java-port', so a step must say to put the Java port in ${BEDROCK_PORT}.`,
    ).toBe(true);
    if (method.offset !== undefined) {
      expect(
        mentions(provider, `add ${method.offset}`),
        `${where(provider)}: the method adds ${method.offset} to the Java port, so a step must say "add ${method.offset}".`,
      ).toBe(true);
    }
  });

  it('says where the extra port comes from when the host hands one out', () => {
    if (method.kind !== 'udp-port-on-request') return;
    expect(mentions(provider, /port/), `${where(provider)}: the method is 'udp-port-on-request', so a step must say how to get the port.`).toBe(true);
    const source = method.askIn === 'support' ? /support|ticket|\bask\b/i : /tab|panel|allocat|settings|Server Details|option/i;
    expect(
      mentions(provider, source),
      `${where(provider)}: the port comes from the host's ${method.askIn}, but no step says so. Fix askIn ('support' or 'panel') or the steps.`,
    ).toBe(true);
  });

  it('mentions the default port or the dedicated IP it relies on', () => {
    if (method.kind !== 'dedicated-ip') return;
    expect(
      mentions(provider, /19132|dedicated IP|default port/),
      `${where(provider)}: the method is 'dedicated-ip', so a step must mention the default port 19132 or the dedicated IP.`,
    ).toBe(true);
  });

  it('names the panel option word for word', () => {
    if (method.kind !== 'panel-install') return;
    expect(
      mentions(provider, method.panelOption),
      `${where(provider)}: panelOption "${method.panelOption}" does not appear in any step. Copy the option's name exactly as a step writes it.`,
    ).toBe(true);
  });

  it('links the guide it sends readers to', () => {
    if (method.kind !== 'host-guide') return;
    expect(mentions(provider, method.guide), `${where(provider)}: guide "${method.guide}" must be one of the links in its steps.`).toBe(true);
  });

  it('needs no config change when the host installs or sets up Geyser', () => {
    if (method.kind !== 'preinstalled' && method.kind !== 'host-assigned-port') return;
    expect(
      mentions(provider, BEDROCK_PORT),
      `${where(provider)}: a step asks owners to change ${BEDROCK_PORT}, so the method cannot be '${method.kind}'. Use the port method the step describes.`,
    ).toBe(false);
  });

  it('lists only known server software, and aliases unlike its name', () => {
    for (const software of provider.software ?? []) {
      expect(serverSoftware, `${where(provider)}: software "${software}" is unknown. Use one of: ${serverSoftware.join(', ')}.`).toContain(software);
    }
    for (const alias of provider.aliases ?? []) {
      expect(alias.trim(), `${where(provider)}: an alias is empty or equals the name; remove it.`).not.toMatch(
        new RegExp(`^(|${provider.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})$`, 'i'),
      );
    }
  });
});

it('covers every kind of method at least once', () => {
  const kinds = new Set(hostingProviders.map((p) => p.method.kind));
  for (const kind of [
    'panel-install',
    'java-port',
    'clone-remote-port',
    'udp-port-on-request',
    'dedicated-ip',
    'bind-address',
    'unsupported',
  ] as const) {
    expect(kinds, `No host in ${FILE} uses the '${kind}' method any more; remove it from HostMethod or fix a host's method.`).toContain(kind);
  }
});
