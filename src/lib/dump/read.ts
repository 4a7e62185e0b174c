/**
 * Small readers for untrusted JSON: each returns undefined rather than a value
 * of the wrong type, so one odd field never breaks the rest of the page.
 */
import type {JsonValue} from './model';

export type JsonObject = {[key: string]: JsonValue};

export function asObject(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

/** A string with something in it. */
export function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function asInteger(value: unknown): number | undefined {
  const number = asNumber(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
}

export function asBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** A list of strings; other entries (null authors, numbers) are dropped. */
export function asStringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
}

export function asIntegerList(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((entry): entry is number => typeof entry === 'number' && Number.isInteger(entry));
}

export function asObjectList(value: unknown): JsonObject[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(asObject).filter((entry): entry is JsonObject => entry !== undefined);
}

export function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** "clone-remote-port" → "cloneRemotePort": Jackson getters sometimes wrote the Java name instead. */
function camelCase(key: string): string {
  return key.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The value under a config key, written either kebab-case or camelCase. */
export function configValue(section: JsonObject | undefined, key: string): JsonValue | undefined {
  if (!section) return undefined;
  if (hasOwn(section, key)) return section[key];
  const camel = camelCase(key);
  return hasOwn(section, camel) ? section[camel] : undefined;
}

export {asHttpUrl} from './links';
