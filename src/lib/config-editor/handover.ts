/**
 * A config file handed to the editor by another page of the site: the sender writes it to session
 * storage under HANDOVER_STORAGE_KEY and opens the editor, which reads it once and removes it. It
 * opens like an uploaded file, after the same checks, and asks before replacing unsaved changes.
 */
import {geyserPlatforms, type GeyserPlatform} from '@site/src/data/configFormats/types';
import {readConfig} from './configDocument';
import {checkConfigText} from './input';

export {HANDOVER_STORAGE_KEY} from './storageKeys';

export interface ConfigHandover {
  /** The file to open. */
  text: string;
  /** The file it was made from (the summary of changes compares against it); the text itself if none. */
  original: string;
  /** The Geyser build the file is for. */
  platform: GeyserPlatform;
  /** The name offered when the file is exported. */
  fileName: string;
}

export function serializeHandover(handover: ConfigHandover): string {
  return JSON.stringify({version: 1, ...handover});
}

/** Reads a hand-over, or null when it is missing or not a config the editor reads. */
export function parseHandover(stored: string | null): ConfigHandover | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const {version, text, original, platform, fileName} = value as Record<string, unknown>;
  if (version !== 1 || typeof text !== 'string' || !(geyserPlatforms as readonly unknown[]).includes(platform)) return null;
  const base = typeof original === 'string' ? original : text;
  const hint = {platform: platform as GeyserPlatform};
  for (const candidate of new Set([text, base])) {
    if (checkConfigText(candidate) !== null || !readConfig(candidate, hint).ok) return null;
  }
  return {text, original: base, platform: hint.platform, fileName: typeof fileName === 'string' && fileName ? fileName : 'config.yml'};
}
