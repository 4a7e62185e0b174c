/**
 * The page's side of the config document. A large file's reads, edits and updates go to one Web
 * Worker (./configDocument.worker.ts), which answers in the order it was asked, so parsing it never
 * blocks the page. A file of a real config's size is handled in the page, where it takes a few
 * milliseconds: the worker's start and a message's round trip would cost more than they save. Where
 * the browser has no workers, or the worker cannot start (its script did not load), the same code
 * answers in the page.
 */
import type {ConfigFormat, ConfigValue, GeyserPlatform} from '@site/src/data/configFormats';
import type {EditResult, ReadOptions, ReadResult, SetOptions} from '@site/src/lib/config-editor/configDocument';
import {answerDocumentRequest, type CheckResult, type DocumentAnswer, type DocumentRequest} from '@site/src/lib/config-editor/document/requests';
import {formatRef, receiveRead, receiveUpdate} from '@site/src/lib/config-editor/document/transfer';
import type {UpdatedFile} from '@site/src/lib/config-editor/migrate';

interface Waiting {
  request: DocumentRequest;
  resolve: (answer: DocumentAnswer) => void;
  reject: (error: unknown) => void;
}

let worker: Worker | 'none' | null = null;
const waiting = new Map<number, Waiting>();
let lastId = 0;

// The page's own copy of the document layer is part of the editor's chunk (a fetch on first use
// would add its round trip to opening every real-size file).
function answerInPage(request: DocumentRequest): Promise<DocumentAnswer> {
  return Promise.resolve(request).then(answerDocumentRequest);
}

function giveUpOnWorker(reason: unknown) {
  console.warn('Config editor: the background reader stopped; reading in the page instead', reason);
  if (worker && worker !== 'none') worker.terminate();
  worker = 'none';
  const left = [...waiting.values()];
  waiting.clear();
  for (const entry of left) answerInPage(entry.request).then(entry.resolve, entry.reject);
}

function startWorker(): Worker | null {
  if (worker === 'none') return null;
  if (worker) return worker;
  if (typeof Worker === 'undefined') {
    worker = 'none';
    return null;
  }
  try {
    worker = new Worker(new URL('./configDocument.worker.ts', import.meta.url));
  } catch (error) {
    console.warn('Config editor: no background reader', error);
    worker = 'none';
    return null;
  }
  worker.addEventListener('message', (event: MessageEvent<{id: number; answer?: DocumentAnswer; failed?: string}>) => {
    const {id, answer, failed} = event.data;
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    if (answer) entry.resolve(answer);
    else entry.reject(new Error(failed));
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    giveUpOnWorker(event.message);
  });
  return worker;
}

/**
 * Texts up to this many characters are read in the page. Geyser's and Floodgate's files are 1 to
 * 20 KB; 32 KB of the worst shape (short keys) blocks the page for about 100 ms on a slow machine
 * (bench/results/responsiveness.md).
 */
export const IN_PAGE_MAX_CHARS = 32 * 1024;

function sizeOf(request: DocumentRequest): number {
  const reference = request.op === 'set' ? (request.options.styleReference?.length ?? 0) : 0;
  return Math.max(request.text.length, reference);
}

function ask(request: DocumentRequest): Promise<DocumentAnswer> {
  if (sizeOf(request) <= IN_PAGE_MAX_CHARS) return answerInPage(request);
  const running = startWorker();
  if (!running) return answerInPage(request);
  return new Promise((resolve, reject) => {
    lastId += 1;
    waiting.set(lastId, {request, resolve, reject});
    running.postMessage({id: lastId, request});
  });
}

/** Reads a whole file, as `readConfig` does. */
export async function readInBackground(text: string, options: ReadOptions = {}): Promise<ReadResult> {
  try {
    const answer = await ask({op: 'read', text, options});
    if (answer.op === 'read') return receiveRead(answer.result);
  } catch (error) {
    console.warn('Config editor: could not read the file', error);
  }
  return {ok: false, error: {code: 'invalidYaml'}};
}

/** Whether a text reads as a config (the reading stays in the worker, ready for the page to ask). */
export async function checkInBackground(text: string, options: ReadOptions = {}): Promise<CheckResult> {
  try {
    const answer = await ask({op: 'check', text, options});
    if (answer.op === 'check') return answer.result;
  } catch (error) {
    console.warn('Config editor: could not read the file', error);
  }
  return {ok: false, error: {code: 'invalidYaml'}};
}

export type EditRequest = {op: 'set'; key: string; value: ConfigValue; options: SetOptions} | {op: 'unset'; key: string; options: ReadOptions};

export interface EditAnswer {
  result: EditResult;
  /** The reading of the new text. */
  reading?: ReadResult;
}

function editAnswerOf(answer: DocumentAnswer): EditAnswer {
  if (answer.op !== 'edit') return {result: {ok: false, reason: 'unreadable'}};
  return {result: answer.result, reading: answer.reading && receiveRead(answer.reading)};
}

/** Sets or unsets one option of `text`, as `setOptionValue` and `unsetOption` do, with the reading of the new text. */
export async function editInBackground(text: string, edit: EditRequest): Promise<EditAnswer> {
  try {
    return editAnswerOf(await ask({...edit, text}));
  } catch (error) {
    console.warn('Config editor: could not make the edit', error);
  }
  return {result: {ok: false, reason: 'unreadable'}};
}

/** The same at once, for a text the page reads itself; null for a text that goes to the worker. */
export function editNow(text: string, edit: EditRequest): EditAnswer | null {
  const request: DocumentRequest = {...edit, text};
  if (sizeOf(request) > IN_PAGE_MAX_CHARS) return null;
  try {
    return editAnswerOf(answerDocumentRequest(request));
  } catch (error) {
    console.warn('Config editor: could not make the edit', error);
    return {result: {ok: false, reason: 'unreadable'}};
  }
}

/** The current-layout file made from an older Geyser file, or null if it could not be made. */
export async function updateInBackground(text: string, from: ConfigFormat, platform: GeyserPlatform): Promise<UpdatedFile | null> {
  try {
    const answer = await ask({op: 'update', text, from: formatRef(from), platform});
    if (answer.op === 'update') return receiveUpdate(answer.result);
  } catch (error) {
    console.warn('Config editor: could not update the file', error);
  }
  return null;
}
