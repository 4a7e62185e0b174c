/**
 * The work in progress kept in the browser: the current text, the text as first loaded, and the
 * choices that the file's contents cannot settle. Reading never throws: a stored draft that is not one
 * comes back as `damaged` with its raw text, so the page can keep it aside instead of losing it; one
 * whose texts no longer read as a config (`draftStillReads`) is kept aside the same way.
 */
import {geyserPlatforms, floodgateFiles, type FloodgateFile, type GeyserPlatform} from '@site/src/data/configFormats';
import type {ReadOptions} from './configDocument';

export {DRAFT_STORAGE_KEY} from './storageKeys';

export interface ConfigDraft {
  /** The text as it is now, with the user's edits. */
  text: string;
  /** The text as it was loaded (Default, Upload or Update), for the summary of changes. */
  original: string;
  /** Name of the uploaded file, if any. */
  fileName?: string;
  /** The Geyser build or Floodgate file the user picked, when the file does not tell. */
  hint?: ReadOptions;
  /** Which browser tab saved it last, and when: tells one tab's draft from another's. */
  tab?: string;
  savedAt?: number;
}

export type StoredDraft = {kind: 'none'} | {kind: 'ok'; draft: ConfigDraft} | {kind: 'damaged'; raw: string};

export function serializeDraft(draft: ConfigDraft): string {
  return JSON.stringify({version: 2, ...draft});
}

function readHint(value: unknown): ReadOptions | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const {platform, floodgateFile} = value as Record<string, unknown>;
  const hint: ReadOptions = {};
  if ((geyserPlatforms as readonly unknown[]).includes(platform)) hint.platform = platform as GeyserPlatform;
  if ((floodgateFiles as readonly unknown[]).includes(floodgateFile)) hint.floodgateFile = floodgateFile as FloodgateFile;
  return hint;
}

/** Reads a stored draft (format 1 or 2). */
export function parseDraft(stored: string | null): StoredDraft {
  if (!stored) return {kind: 'none'};
  const damaged: StoredDraft = {kind: 'damaged', raw: stored};
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return damaged;
  }
  if (typeof value !== 'object' || value === null) return damaged;
  const {version, text, original, fileName, hint, tab, savedAt} = value as Record<string, unknown>;
  if ((version !== 1 && version !== 2) || typeof text !== 'string' || typeof original !== 'string') return damaged;
  return {
    kind: 'ok',
    draft: {
      text,
      original,
      fileName: typeof fileName === 'string' ? fileName : undefined,
      hint: readHint(hint),
      tab: typeof tab === 'string' ? tab : undefined,
      savedAt: typeof savedAt === 'number' ? savedAt : undefined,
    },
  };
}

/**
 * Whether both texts of a stored draft still read as a config, with the reader the page uses (the
 * config editor reads in a Web Worker, so this waits for it).
 */
export async function draftStillReads(
  draft: ConfigDraft,
  read: (text: string, options: ReadOptions) => {ok: boolean} | Promise<{ok: boolean}>,
): Promise<boolean> {
  for (const text of new Set([draft.text, draft.original])) {
    if (!(await read(text, draft.hint ?? {})).ok) return false;
  }
  return true;
}

export function draftHasChanges(draft: ConfigDraft | null): boolean {
  return draft !== null && draft.text !== draft.original;
}

/** Another tab saved a draft with different contents over the one this tab is showing. */
export function changedElsewhere(mine: ConfigDraft | null, stored: StoredDraft, myTab: string): boolean {
  if (stored.kind !== 'ok' || stored.draft.tab === undefined || stored.draft.tab === myTab) return false;
  return mine === null || stored.draft.text !== mine.text || stored.draft.original !== mine.original;
}
