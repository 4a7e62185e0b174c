/**
 * Stored drafts that no longer read are kept aside instead of being opened or lost: the newest
 * KEPT_DRAFTS_LIMIT of them, newest first, each with the time it was kept aside, so the user can
 * download or dismiss each one. A new one never overwrites another; the oldest goes when the list is
 * full (or when the browser's storage has no room for all of them).
 */
import {KEPT_DRAFTS_STORAGE_KEY, LEGACY_DAMAGED_DRAFT_STORAGE_KEY} from './storageKeys';

/** How many unreadable drafts are kept aside at most. */
export const KEPT_DRAFTS_LIMIT = 3;

export interface KeptDraft {
  /** Tells the kept drafts apart (unique in the list). */
  id: string;
  /** When it was kept aside (ms since 1970), or null for one an earlier version kept without a time. */
  keptAt: number | null;
  /** The stored text exactly as it was found. */
  text: string;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isKeptDraft(value: unknown): value is KeptDraft {
  if (typeof value !== 'object' || value === null) return false;
  const {id, keptAt, text} = value as Record<string, unknown>;
  return typeof id === 'string' && typeof text === 'string' && (keptAt === null || (typeof keptAt === 'number' && Number.isFinite(keptAt)));
}

/** Reads the list as stored; anything that is not a list of kept drafts reads as an empty list. */
export function parseKeptDrafts(stored: string | null): KeptDraft[] {
  if (!stored) return [];
  try {
    const value = JSON.parse(stored) as unknown;
    const drafts = typeof value === 'object' && value !== null ? (value as {drafts?: unknown}).drafts : undefined;
    return Array.isArray(drafts) ? drafts.filter(isKeptDraft) : [];
  } catch {
    return [];
  }
}

export function serializeKeptDrafts(drafts: readonly KeptDraft[]): string {
  return JSON.stringify({version: 1, drafts});
}

function safeGet(storage: DraftStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Writes the list, dropping the oldest drafts while the storage refuses it (full). Returns the list as
 * written, or null when even the newest alone could not be written.
 */
function write(storage: DraftStorage, drafts: readonly KeptDraft[]): KeptDraft[] | null {
  if (drafts.length === 0) {
    try {
      storage.removeItem(KEPT_DRAFTS_STORAGE_KEY);
      return [];
    } catch {
      return null;
    }
  }
  for (let count = drafts.length; count > 0; count -= 1) {
    const kept = drafts.slice(0, count);
    try {
      storage.setItem(KEPT_DRAFTS_STORAGE_KEY, serializeKeptDrafts(kept));
      return kept;
    } catch {
      // Full or blocked: try with one fewer.
    }
  }
  return null;
}

/**
 * The drafts kept aside, newest first. The one draft an earlier version kept aside (its own key, no
 * time) joins the list, last, and its key is removed once the list holds it.
 */
export function readKeptDrafts(storage: DraftStorage): KeptDraft[] {
  const drafts = parseKeptDrafts(safeGet(storage, KEPT_DRAFTS_STORAGE_KEY)).slice(0, KEPT_DRAFTS_LIMIT);
  const legacy = safeGet(storage, LEGACY_DAMAGED_DRAFT_STORAGE_KEY);
  if (legacy === null) return drafts;
  const merged = drafts.some((draft) => draft.text === legacy)
    ? drafts
    : [...drafts, {id: 'earlier', keptAt: null, text: legacy}].slice(0, KEPT_DRAFTS_LIMIT);
  const written = write(storage, merged);
  if (written === null) return drafts;
  try {
    storage.removeItem(LEGACY_DAMAGED_DRAFT_STORAGE_KEY);
  } catch {
    // Left where it was; it is read again next time and not added twice.
  }
  return written;
}

/**
 * Keeps an unreadable draft's text aside, first in the list. Returns the list and whether this text
 * is in it (false when the browser's storage could not hold it).
 */
export function keepDraftAside(storage: DraftStorage, text: string, now: number): {kept: boolean; drafts: KeptDraft[]} {
  const current = readKeptDrafts(storage);
  const others = current.filter((draft) => draft.text !== text);
  let id = String(now);
  for (let n = 1; others.some((draft) => draft.id === id); n += 1) id = `${now}-${n}`;
  const written = write(storage, [{id, keptAt: now, text}, ...others].slice(0, KEPT_DRAFTS_LIMIT));
  return written === null ? {kept: false, drafts: current} : {kept: true, drafts: written};
}

/** Forgets one kept draft; returns the list as it is now. */
export function dismissKeptDraft(storage: DraftStorage, id: string): KeptDraft[] {
  const current = readKeptDrafts(storage);
  return (
    write(
      storage,
      current.filter((draft) => draft.id !== id),
    ) ?? current
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The file a kept draft downloads as, named after the time it was kept aside (UTC). */
export function keptDraftFileName(draft: Pick<KeptDraft, 'keptAt'>): string {
  if (draft.keptAt === null) return 'config-editor-draft.txt';
  const date = new Date(draft.keptAt);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}-${pad(date.getUTCMinutes())}-${pad(date.getUTCSeconds())}`;
  return `config-editor-draft-${day}T${time}Z.txt`;
}
