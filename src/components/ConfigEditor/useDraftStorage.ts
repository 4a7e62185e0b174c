import {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {
  DAMAGED_DRAFT_STORAGE_KEY,
  DRAFT_STORAGE_KEY,
  changedElsewhere,
  parseDraft,
  serializeDraft,
  type ConfigDraft,
} from '@site/src/lib/config-editor/draft';

export type StorageNotice =
  /** The draft could not be written (storage full or blocked): the page says so, the edits stay in the page. */
  | {kind: 'saveFailed'}
  /** A stored draft no longer read; its text was kept aside (when storage allowed). */
  | {kind: 'damagedKept'; raw: string; keptAside: boolean}
  /** Another tab saved a different draft; nothing is overwritten until the user chooses. */
  | {kind: 'otherTab'; theirs: ConfigDraft};

function newTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()).slice(2);
}

function storedValue(): string | null {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps the editor's draft in local storage: restores it on load, saves every change, keeps a draft
 * that no longer reads aside, and pauses saving when another tab has saved a different draft.
 */
export function useDraftStorage() {
  const [draft, setDraftState] = useState<ConfigDraft | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [restored, setRestored] = useState(false);
  const [notices, setNotices] = useState<StorageNotice[]>([]);
  const tab = useRef('');
  const paused = useRef(false);

  const addNotice = useCallback((notice: StorageNotice) => {
    setNotices((previous) => [...previous.filter((entry) => entry.kind !== notice.kind), notice]);
  }, []);
  const dropNotice = useCallback((kind: StorageNotice['kind']) => {
    setNotices((previous) => previous.filter((entry) => entry.kind !== kind));
  }, []);

  const save = useCallback(
    (next: ConfigDraft) => {
      if (paused.current) return;
      try {
        window.localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft({...next, tab: tab.current, savedAt: Date.now()}));
        dropNotice('saveFailed');
      } catch (error) {
        console.warn('Config editor: could not save the draft', error);
        addNotice({kind: 'saveFailed'});
      }
    },
    [addNotice, dropNotice],
  );

  // Before the first paint: this hook runs only in the browser (the editor's code loads on demand),
  // and a restored draft then appears without the empty box flashing first.
  useLayoutEffect(() => {
    tab.current = newTabId();
    const stored = parseDraft(storedValue());
    if (stored.kind === 'ok') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is read once after hydration; reading it while rendering would make the browser's first render differ from the server's HTML
      setDraftState(stored.draft);
      setRestored(true);
    } else if (stored.kind === 'damaged') {
      let keptAside = false;
      try {
        window.localStorage.setItem(DAMAGED_DRAFT_STORAGE_KEY, stored.raw);
        window.localStorage.removeItem(DRAFT_STORAGE_KEY);
        keptAside = true;
      } catch (error) {
        console.warn('Config editor: could not keep the unreadable draft aside', error);
      }
      addNotice({kind: 'damagedKept', raw: stored.raw, keptAside});
    }
    setHydrated(true);
  }, [addNotice]);

  // Another tab saved: never overwrite its draft silently.
  const current = useRef<ConfigDraft | null>(null);
  useEffect(() => {
    current.current = draft;
  }, [draft]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== DRAFT_STORAGE_KEY || event.newValue === null) return;
      const stored = parseDraft(event.newValue);
      if (stored.kind === 'ok' && changedElsewhere(current.current, stored, tab.current)) {
        paused.current = true;
        addNotice({kind: 'otherTab', theirs: stored.draft});
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [addNotice]);

  const setDraft = useCallback(
    (next: ConfigDraft) => {
      setDraftState(next);
      save(next);
    },
    [save],
  );

  /** Resolves a conflict with another tab: take its draft, or keep this one and save it. */
  const resolveOtherTab = useCallback(
    (choice: 'theirs' | 'mine') => {
      const notice = notices.find((entry) => entry.kind === 'otherTab');
      paused.current = false;
      dropNotice('otherTab');
      if (choice === 'theirs' && notice?.kind === 'otherTab') {
        setDraftState(notice.theirs);
      } else if (current.current) {
        save(current.current);
      }
    },
    [notices, dropNotice, save],
  );

  return {draft, setDraft, hydrated, restored, setRestored, notices, dropNotice, resolveOtherTab};
}
