import {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {DRAFT_STORAGE_KEY, changedElsewhere, draftStillReads, parseDraft, serializeDraft, type ConfigDraft} from '@site/src/lib/config-editor/draft';
import {dismissKeptDraft, keepDraftAside, readKeptDrafts, type KeptDraft} from '@site/src/lib/config-editor/keptDrafts';
import {checkInBackground} from './documentClient';

export type StorageNotice =
  /** The draft could not be written (storage full or blocked): the page says so, the edits stay in the page. */
  | {kind: 'saveFailed'}
  /** A stored draft no longer read, and the browser's storage could not keep it aside: it can still be downloaded from the page. */
  | {kind: 'damaged'; raw: string}
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
  /** A stored draft was found and is being read (in the background) before it is restored. */
  const [restoring, setRestoring] = useState(false);
  const [restored, setRestored] = useState(false);
  const [notices, setNotices] = useState<StorageNotice[]>([]);
  /** Unreadable drafts kept aside, newest first, and the one found on this visit (announced). */
  const [keptDrafts, setKeptDrafts] = useState<KeptDraft[]>([]);
  const [justKept, setJustKept] = useState<string | null>(null);
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
    const raw = storedValue();
    const stored = parseDraft(raw);
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch (error) {
      console.warn('Config editor: the browser storage is blocked', error);
    }
    const keepAside = (damaged: string) => {
      if (!storage) {
        addNotice({kind: 'damaged', raw: damaged});
        return;
      }
      const {kept, drafts} = keepDraftAside(storage, damaged, Date.now());
      setKeptDrafts(drafts);
      if (kept) {
        setJustKept(drafts[0]!.id);
        try {
          storage.removeItem(DRAFT_STORAGE_KEY);
        } catch (error) {
          console.warn('Config editor: could not remove the unreadable draft', error);
        }
      } else {
        console.warn('Config editor: could not keep the unreadable draft aside');
        addNotice({kind: 'damaged', raw: damaged});
      }
    };
    // localStorage is read once after hydration; reading it while rendering would make the browser's
    // first render differ from the server's HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (storage) setKeptDrafts(readKeptDrafts(storage));
    if (stored.kind === 'damaged') keepAside(stored.raw);
    if (stored.kind !== 'ok') {
      setHydrated(true);
      return;
    }
    // The draft's texts are read in the background before it is restored (a large one takes a
    // moment); the page says it is opening meanwhile.
    setRestoring(true);
    void draftStillReads(stored.draft, checkInBackground).then((reads) => {
      if (reads) {
        setDraftState(stored.draft);
        setRestored(true);
      } else {
        keepAside(raw!);
      }
      setRestoring(false);
      setHydrated(true);
    });
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

  /** Forgets one draft kept aside. */
  const dismissKept = useCallback((id: string) => {
    try {
      setKeptDrafts(dismissKeptDraft(window.localStorage, id));
    } catch (error) {
      console.warn('Config editor: could not dismiss the kept draft', error);
    }
  }, []);

  return {draft, setDraft, hydrated, restoring, restored, setRestored, notices, dropNotice, resolveOtherTab, keptDrafts, justKept, dismissKept};
}
