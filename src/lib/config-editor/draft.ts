/** The work in progress kept in the browser: the current text and the text as first loaded. */
import {readConfig} from './configDocument';

export const DRAFT_STORAGE_KEY = 'configEditor.draft';

export interface ConfigDraft {
  /** The text as it is now, with the user's edits. */
  text: string;
  /** The text as it was loaded (Default or Upload), for the summary of changes. */
  original: string;
  /** Name of the uploaded file, if any. */
  fileName?: string;
}

export function serializeDraft(draft: ConfigDraft): string {
  return JSON.stringify({version: 1, text: draft.text, original: draft.original, fileName: draft.fileName});
}

/** Reads a stored draft; anything damaged or no longer readable as a config gives null. */
export function parseDraft(stored: string | null): ConfigDraft | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const {version, text, original, fileName} = value as Record<string, unknown>;
  if (version !== 1 || typeof text !== 'string' || typeof original !== 'string') return null;
  if (!readConfig(text).ok || !readConfig(original).ok) return null;
  return {text, original, fileName: typeof fileName === 'string' ? fileName : undefined};
}

export function draftHasChanges(draft: ConfigDraft | null): boolean {
  return draft !== null && draft.text !== draft.original;
}
