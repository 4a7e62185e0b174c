import {describe, expect, it} from 'vitest';
import {
  KEPT_DRAFTS_LIMIT,
  dismissKeptDraft,
  keepDraftAside,
  keptDraftFileName,
  parseKeptDrafts,
  readKeptDrafts,
  type DraftStorage,
} from '@site/src/lib/config-editor/keptDrafts';
import {KEPT_DRAFTS_STORAGE_KEY, LEGACY_DAMAGED_DRAFT_STORAGE_KEY} from '@site/src/lib/config-editor/storageKeys';

/** A browser storage in memory; `capacity` (characters of values) plays a full storage. */
function memoryStorage(initial: Record<string, string> = {}, capacity = Infinity): DraftStorage & {items: Map<string, string>} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      const used = [...items].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
      if (used + value.length > capacity) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}

const t0 = Date.UTC(2026, 10, 27, 21, 40, 5);

describe('unreadable drafts kept aside', () => {
  it('keeps each one, newest first, without overwriting the others', () => {
    const storage = memoryStorage();
    keepDraftAside(storage, 'first {', t0);
    const {kept, drafts} = keepDraftAside(storage, 'second {', t0 + 60_000);
    expect(kept).toBe(true);
    expect(drafts.map((draft) => [draft.text, draft.keptAt])).toEqual([
      ['second {', t0 + 60_000],
      ['first {', t0],
    ]);
    expect(readKeptDrafts(storage)).toEqual(drafts);
  });

  it(`keeps the newest ${KEPT_DRAFTS_LIMIT}: the oldest goes`, () => {
    const storage = memoryStorage();
    for (let n = 1; n <= KEPT_DRAFTS_LIMIT + 2; n += 1) keepDraftAside(storage, `draft ${n}`, t0 + n);
    const texts = readKeptDrafts(storage).map((draft) => draft.text);
    expect(texts).toHaveLength(KEPT_DRAFTS_LIMIT);
    expect(texts[0]).toBe(`draft ${KEPT_DRAFTS_LIMIT + 2}`);
    expect(texts).not.toContain('draft 1');
  });

  it('does not keep the same text twice, and tells two drafts kept in the same millisecond apart', () => {
    const storage = memoryStorage();
    keepDraftAside(storage, 'same', t0);
    keepDraftAside(storage, 'other', t0);
    const {drafts} = keepDraftAside(storage, 'same', t0 + 5);
    expect(drafts.map((draft) => draft.text)).toEqual(['same', 'other']);
    expect(new Set(drafts.map((draft) => draft.id)).size).toBe(2);
  });

  it('drops the oldest when the storage is full, and says so when even the new one does not fit', () => {
    const storage = memoryStorage({}, 400);
    keepDraftAside(storage, 'a'.repeat(150), t0);
    const second = keepDraftAside(storage, 'b'.repeat(150), t0 + 1);
    expect(second.kept).toBe(true);
    expect(second.drafts.map((draft) => draft.text[0])).toEqual(['b']);
    const tooLarge = keepDraftAside(storage, 'c'.repeat(500), t0 + 2);
    expect(tooLarge).toEqual({kept: false, drafts: second.drafts});
    expect(readKeptDrafts(storage)).toEqual(second.drafts);
  });

  it('dismisses one by its id and forgets the list when the last one goes', () => {
    const storage = memoryStorage();
    keepDraftAside(storage, 'one', t0);
    const {drafts} = keepDraftAside(storage, 'two', t0 + 1);
    expect(dismissKeptDraft(storage, drafts[0]!.id).map((draft) => draft.text)).toEqual(['one']);
    expect(dismissKeptDraft(storage, drafts[1]!.id)).toEqual([]);
    expect(storage.items.has(KEPT_DRAFTS_STORAGE_KEY)).toBe(false);
  });

  it('takes in the one draft an earlier version kept aside, last and without a time, and removes its old key', () => {
    const storage = memoryStorage({[LEGACY_DAMAGED_DRAFT_STORAGE_KEY]: '{"version":2,"text":"not: [valid'});
    keepDraftAside(storage, 'new one', t0);
    expect(readKeptDrafts(storage).map((draft) => [draft.text, draft.keptAt])).toEqual([
      ['new one', t0],
      ['{"version":2,"text":"not: [valid', null],
    ]);
    expect(storage.items.has(LEGACY_DAMAGED_DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('reads anything that is not its list as an empty list', () => {
    for (const stored of [null, '', 'not json', '[]', '{"drafts":"x"}', '{"drafts":[{"id":1,"text":"x","keptAt":0}]}']) {
      expect(parseKeptDrafts(stored)).toEqual([]);
    }
  });

  it('names the download after the time it was kept aside (UTC)', () => {
    expect(keptDraftFileName({keptAt: t0})).toBe('config-editor-draft-2026-11-27T21-40-05Z.txt');
    expect(keptDraftFileName({keptAt: null})).toBe('config-editor-draft.txt');
  });
});
