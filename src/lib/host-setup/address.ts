/**
 * The setup guide's choice in its address, so a link opens the same setup:
 * `?host=<anchor slug>&platform=<software>[&floodgate=1][&javaPort=…][&bedrockPort=…][&address=…]`.
 */
import {hostingProviders, serverSoftware, type HostingProvider, type ServerSoftware} from '@site/src/data/hostingProviders';
import {providerSlug} from '@site/src/lib/providers/slug';
import type {SetupInput} from './plan';

export interface SetupChoice {
  host: HostingProvider | null;
  software: ServerSoftware | null;
  input: SetupInput;
  /** The `host` parameter named no host we know (the page says so). */
  unknownHost: string | null;
}

export function hostBySlug(slug: string): HostingProvider | undefined {
  return hostingProviders.find((host) => providerSlug(host.name) === slug);
}

const TEXT_FIELDS = ['javaPort', 'bedrockPort', 'address'] as const;
/** Longest value kept from the address: a port or an IPv6 address fits easily. */
const MAX_FIELD = 45;

export function parseSetupQuery(search: string): SetupChoice {
  const params = new URLSearchParams(search);
  const slug = params.get('host')?.trim() ?? '';
  const host = slug ? (hostBySlug(providerSlug(slug)) ?? null) : null;
  const platform = params.get('platform') ?? '';
  const software = (serverSoftware as readonly string[]).includes(platform) ? (platform as ServerSoftware) : null;
  const input: SetupInput = {};
  for (const field of TEXT_FIELDS) {
    const value = params.get(field);
    if (value !== null && value !== '') input[field] = value.slice(0, MAX_FIELD);
  }
  if (params.get('floodgate') === '1') input.floodgate = true;
  return {host, software, input, unknownHost: slug && !host ? slug : null};
}

export function formatSetupQuery(choice: Pick<SetupChoice, 'host' | 'software' | 'input'>): string {
  const params = new URLSearchParams();
  if (choice.host) params.set('host', providerSlug(choice.host.name));
  if (choice.software) params.set('platform', choice.software);
  if (choice.input.floodgate) params.set('floodgate', '1');
  for (const field of TEXT_FIELDS) {
    const value = choice.input[field]?.trim();
    if (value) params.set(field, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
