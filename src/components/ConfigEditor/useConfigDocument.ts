import {useCallback, useEffect, useRef, useState} from 'react';
import type {ConfigValue} from '@site/src/data/configFormats';
import type {EditResult, ReadOptions, ReadResult} from '@site/src/lib/config-editor/configDocument';
import type {ConfigDraft} from '@site/src/lib/config-editor/draft';
import {editInBackground, editNow, readInBackground, type EditAnswer, type EditRequest} from './documentClient';

function hintKey(hint: ReadOptions | undefined): string {
  return `${hint?.platform ?? ''}/${hint?.floodgateFile ?? ''}`;
}

interface Reading {
  text: string;
  hint: string;
  /** Which file it belongs to (see `lineage` below). */
  lineage: number;
  result: ReadResult;
}

/**
 * The reading of `text`, made in the background. While a newer text of the same file is being read,
 * the previous reading stays (so the form does not flash); a different file starts from nothing.
 * A reading that came with the text (opening a file, an edit) is handed in with `seed`, so the page
 * shows the new text and its reading in one render.
 */
function useBackgroundRead(text: string | null, hint: ReadOptions | undefined, lineage: number) {
  const [reading, setReading] = useState<Reading | null>(null);
  const known = useRef<Reading | null>(null);
  const key = hintKey(hint);
  const seed = useCallback((seeded: Reading) => {
    known.current = seeded;
    setReading(seeded);
  }, []);
  useEffect(() => {
    if (text === null) return;
    const have = known.current;
    if (have && have.text === text && have.hint === key && have.lineage === lineage) return;
    let current = true;
    void readInBackground(text, hint).then((result) => {
      if (current) seed({text, hint: key, lineage, result});
    });
    return () => {
      current = false;
    };
    // `key` stands for `hint`: a new hint object with the same choices needs no new reading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, key, lineage]);
  if (text === null || !reading || reading.lineage !== lineage) return {result: null, fresh: false, seed};
  return {result: reading.result, fresh: reading.text === text && reading.hint === key, seed};
}

/**
 * The config being edited, read and edited off the page's main thread when it is large (./documentClient.ts):
 * - `current` and `original` read the draft's text and the text it started from;
 * - `edit` makes one change: at once for a real-size file with no change waiting, otherwise in a
 *   queue, one after another, each on the text the one before it left, so quick typing loses nothing.
 *   Until a queued change's reading arrives, `pendingValues` holds the values the reader chose, for
 *   the form to show;
 * - `replace` opens another file: changes still on their way to the old one are dropped;
 * - `busy` is true until every change is made and read, so nothing half-done can be exported.
 */
export function useConfigDocument(draft: ConfigDraft | null, setDraft: (draft: ConfigDraft) => void, onEdited: (result: EditResult) => void) {
  // Counts the files opened here: a reading or a change belongs to the file it was made for.
  const [lineage, setLineage] = useState(0);
  const lineageNow = useRef(0);
  // The draft the next change applies to: the newest, including changes not yet rendered.
  const latest = useRef<ConfigDraft | null>(draft);
  const own = useRef(new WeakSet<ConfigDraft>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [inFlight, setInFlight] = useState(0);
  const inFlightNow = useRef(0);
  const [pendingValues, setPendingValues] = useState<ReadonlyMap<string, ConfigValue>>(new Map());

  // A draft this hook did not make (restored from an earlier visit, or taken from another tab) is
  // another file as far as changes on their way are concerned. The drafts it makes are known at once:
  // this effect can run after a newer one was made (an edit in the event that follows a render), so
  // it must not touch them.
  useEffect(() => {
    if (draft === latest.current || (draft && own.current.has(draft))) return;
    latest.current = draft;
    lineageNow.current += 1;
    setLineage(lineageNow.current);
  }, [draft]);

  const current = useBackgroundRead(draft?.text ?? null, draft?.hint, lineage);
  const seedCurrent = current.seed;
  const startedFrom = draft && draft.original !== draft.text ? draft.original : null;
  const original = useBackgroundRead(startedFrom, draft?.hint, lineage);

  /** Opens another file; `reading` is its reading when the page already has it. */
  const replace = useCallback(
    (next: ConfigDraft, reading?: ReadResult) => {
      lineageNow.current += 1;
      setLineage(lineageNow.current);
      own.current.add(next);
      latest.current = next;
      setPendingValues(new Map());
      if (reading) seedCurrent({text: next.text, hint: hintKey(next.hint), lineage: lineageNow.current, result: reading});
      setDraft(next);
    },
    [setDraft, seedCurrent],
  );

  /** The same file with other choices (which build wrote it): keeps changes on their way. */
  const adjust = useCallback(
    (next: ConfigDraft) => {
      own.current.add(next);
      latest.current = next;
      setDraft(next);
    },
    [setDraft],
  );

  /** Shows an edit's result (made on `base`) unless another file or another edit came first. */
  const applyEdit = (base: ConfigDraft, forLineage: number, request: EditRequest, {result, reading}: EditAnswer) => {
    if (lineageNow.current !== forLineage || latest.current !== base) return;
    if (result.ok && result.text !== base.text) {
      const next = {...base, text: result.text};
      own.current.add(next);
      latest.current = next;
      if (reading) seedCurrent({text: next.text, hint: hintKey(next.hint), lineage: forLineage, result: reading});
      // The first change of a file: the reading of the text it started from is the one shown until now.
      if (base.text === base.original && draft?.text === base.original && current.fresh && current.result) {
        original.seed({text: base.original, hint: hintKey(base.hint), lineage: forLineage, result: current.result});
      }
      setDraft(next);
    }
    if (!result.ok) {
      setPendingValues((previous) => {
        const rest = new Map(previous);
        rest.delete(request.key);
        return rest;
      });
    }
    onEdited(result);
  };

  const edit = (request: EditRequest) => {
    const forLineage = lineageNow.current;
    // A real-size file with no edit waiting is edited at once, in the event that asked for it, so
    // the field, the checks and the summary change together as typing happens.
    const base = latest.current;
    const now = base && inFlightNow.current === 0 ? editNow(base.text, request) : null;
    if (base && now) {
      setPendingValues(new Map());
      applyEdit(base, forLineage, request, now);
      return;
    }
    inFlightNow.current += 1;
    setInFlight(inFlightNow.current);
    const first = inFlightNow.current === 1;
    setPendingValues((previous) => {
      const next = new Map(first ? [] : previous);
      if (request.op === 'set') next.set(request.key, request.value);
      else next.delete(request.key);
      return next;
    });
    queue.current = queue.current.then(async () => {
      try {
        const queuedBase = latest.current;
        if (!queuedBase || lineageNow.current !== forLineage) return;
        applyEdit(queuedBase, forLineage, request, await editInBackground(queuedBase.text, request));
      } finally {
        inFlightNow.current -= 1;
        setInFlight(inFlightNow.current);
      }
    });
  };

  const busy = inFlight > 0 || (draft !== null && !current.fresh);

  return {
    current: current.result,
    original: startedFrom === null ? current.result : original.result,
    /** The draft is open but its first reading has not arrived yet. */
    reading: draft !== null && current.result === null,
    busy,
    pendingValues: inFlight > 0 || !current.fresh ? pendingValues : new Map<string, ConfigValue>(),
    edit,
    replace,
    adjust,
  };
}
