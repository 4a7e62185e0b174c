/**
 * Checks one option's value the way Geyser would read it. Geyser reads the file with Jackson, which
 * also accepts numbers and booleans written as quoted text, so those pass here too.
 */
import type {ConfigOption, StringFormat} from '@site/src/data/configFormats';

export type ValidationIssue =
  | {code: 'required'}
  | {code: 'notBoolean'}
  | {code: 'notInteger'}
  | {code: 'outOfRange'; min: number; max: number}
  | {code: 'belowMin'; min: number}
  | {code: 'aboveMax'; max: number}
  | {code: 'notAllowed'; allowed: readonly string[]}
  | {code: 'notText'}
  | {code: 'notList'}
  | {code: 'invalidFormat'; format: StringFormat}
  | {code: 'invalidEntry'; format: StringFormat; entry: string};

export type ValidationCode = ValidationIssue['code'];

const INTEGER_TEXT = /^[-+]?\d+$/;

/** Formats whose empty value means something (no listener chosen, no prefix). */
const FORMATS_ALLOWING_EMPTY: ReadonlySet<StringFormat> = new Set(['locale', 'listenerAddress', 'usernamePrefix']);

/** The integer Geyser would read, or null when it would not read one. */
export function readInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && INTEGER_TEXT.test(value.trim())) {
    const parsed = Number(value.trim());
    return Number.isSafeInteger(parsed) ? parsed : null;
  }
  return null;
}

export function readBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** Scalars Jackson would turn into text for a string option. */
export function readText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** Issues for a value that is present in the file. `null` stands for a key written without a value. */
export function validateOptionValue(option: ConfigOption, value: unknown): ValidationIssue[] {
  if (value === null || value === undefined) {
    return option.commentedOutByDefault ? [] : [{code: 'required'}];
  }
  switch (option.type) {
    case 'boolean':
      return readBoolean(value) === null ? [{code: 'notBoolean'}] : [];
    case 'integer': {
      const number = readInteger(value);
      if (number === null) return [{code: 'notInteger'}];
      const {min, max} = option;
      const tooLow = min !== undefined && number < min;
      const tooHigh = max !== undefined && number > max;
      if (!tooLow && !tooHigh) return [];
      if (min !== undefined && max !== undefined) return [{code: 'outOfRange', min, max}];
      return tooLow ? [{code: 'belowMin', min: min!}] : [{code: 'aboveMax', max: max!}];
    }
    case 'enum': {
      const text = readText(value);
      if (text === null) return [{code: 'notAllowed', allowed: option.allowed}];
      return enumValueAccepted(option.allowed, option.caseInsensitive, option.legacyAliases, text)
        ? []
        : [{code: 'notAllowed', allowed: option.allowed}];
    }
    case 'string': {
      const text = readText(value);
      if (text === null) return [{code: 'notText'}];
      if (!option.format) return [];
      if (text.trim() === '' && !FORMATS_ALLOWING_EMPTY.has(option.format)) return [{code: 'required'}];
      return matchesFormat(option.format, text) ? [] : [{code: 'invalidFormat', format: option.format}];
    }
    case 'stringList': {
      if (!Array.isArray(value)) return [{code: 'notList'}];
      const issues: ValidationIssue[] = [];
      for (const entry of value) {
        const text = readText(entry);
        if (text === null) {
          issues.push({code: 'notList'});
        } else if (option.entryFormat && !matchesFormat(option.entryFormat, text)) {
          issues.push({code: 'invalidEntry', format: option.entryFormat, entry: text});
        }
      }
      return issues;
    }
  }
}

export function enumValueAccepted(
  allowed: readonly string[],
  caseInsensitive: boolean | undefined,
  aliases: readonly string[] | undefined,
  text: string,
): boolean {
  const candidates = [...allowed, ...(aliases ?? [])];
  return caseInsensitive ? candidates.some((candidate) => candidate.toLowerCase() === text.toLowerCase()) : candidates.includes(text);
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOSTNAME = new RegExp(`^${HOST_LABEL}(?:\\.${HOST_LABEL})*\\.?$`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOCALE = /^[a-z]{2,3}_[a-z]{2,4}$/i;
const ITEM_ID = /^(?:[a-z0-9_.-]+:)?[a-z0-9_./-]+$/;

function isIpv6(text: string): boolean {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!bare.includes(':') || !/^[0-9A-Fa-f:.]+$/.test(bare)) return false;
  const doubleColons = bare.split('::').length - 1;
  if (doubleColons > 1) return false;
  const groups = bare.split(':').filter((group) => group !== '');
  const last = groups[groups.length - 1] ?? '';
  const hexGroups = IPV4.test(last) ? groups.slice(0, -1) : groups;
  const groupCount = hexGroups.length + (IPV4.test(last) ? 2 : 0);
  if (!hexGroups.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return false;
  return doubleColons === 1 ? groupCount < 8 : groupCount === 8;
}

function isHostOrAddress(text: string): boolean {
  return IPV4.test(text) || isIpv6(text) || (HOSTNAME.test(text) && !/^[\d.]+$/.test(text));
}

function isSubnet(text: string): boolean {
  const slash = text.indexOf('/');
  if (slash === -1) return IPV4.test(text) || isIpv6(text);
  const address = text.slice(0, slash);
  const prefix = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  if (IPV4.test(address)) return bits <= 32;
  return isIpv6(address) && bits <= 128;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function matchesFormat(format: StringFormat, text: string): boolean {
  switch (format) {
    case 'listenAddress':
      return isHostOrAddress(text);
    case 'remoteAddress':
      return text === 'auto' || isHostOrAddress(text);
    case 'locale':
      return LOCALE.test(text);
    case 'itemId':
      return ITEM_ID.test(text);
    case 'metricsId':
      return text === 'generateduuid' || UUID.test(text);
    case 'fileName':
      return text.trim() !== '';
    case 'proxyAllowEntry':
      return isSubnet(text) || isWebAddress(text);
    case 'playerName':
      return text.trim() !== '';
    case 'host':
      // "auto" was a version 4 value; the current layout would look it up as a host name.
      return text !== 'auto' && isHostOrAddress(text);
    case 'localeOrSystem':
      return text === 'system' || LOCALE.test(text);
    case 'uuid':
      return UUID.test(text);
    case 'webAddress':
      return isWebAddress(text);
    case 'listenerAddress':
      return text === '' || isListenerAddress(text);
    case 'usernamePrefix':
      // Floodgate replaces a prefix of 16 characters or more with "." (Java names have at most 16).
      return text.length < 16;
  }
}

/** `host:port`, as BungeeCord writes a listener's address (`0.0.0.0:25577`, `[::]:25577`). */
function isListenerAddress(text: string): boolean {
  const colon = text.lastIndexOf(':');
  if (colon <= 0) return false;
  const host = text.slice(0, colon);
  const port = text.slice(colon + 1);
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) return false;
  if (host.startsWith('[')) return host.endsWith(']') && isIpv6(host);
  return isHostOrAddress(host);
}
