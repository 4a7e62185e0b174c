/**
 * Reading a log the reader picked or dropped: a plain `latest.log`, or a `.log.gz` as the server
 * archives old logs (recognised by gzip's first two bytes, whatever the name). A file over the
 * cap is refused before it is read, and a gzip file stops unpacking once the text passes the cap,
 * so a small archive that unpacks to gigabytes cannot freeze or crash the page.
 */

/** 10 MB: the largest log, as a file or once unpacked, that the checker reads. */
export const maxLogBytes = 10 * 1024 * 1024;

/** The cap in megabytes, for messages. */
export const maxLogMegabytes = maxLogBytes / (1024 * 1024);

export type LogReadProblem = 'too-large' | 'too-large-unpacked' | 'not-gzip' | 'unreadable';
export type LogReadResult = {ok: true; text: string; gzip: boolean} | {ok: false; problem: LogReadProblem};

/** What the checker needs of a File (a Blob in tests). */
export interface LogFile {
  readonly size: number;
  slice(start?: number, end?: number): {arrayBuffer(): Promise<ArrayBuffer>};
  stream(): ReadableStream<Uint8Array>;
}

function isGzip(head: Uint8Array): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/** Reads a stream of bytes as UTF-8 text, giving up once it passes `limit` bytes. */
async function readCapped(stream: ReadableStream<Uint8Array>, limit: number): Promise<string | undefined> {
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8');
  const pieces: string[] = [];
  let bytes = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limit) {
      await reader.cancel();
      return undefined;
    }
    pieces.push(decoder.decode(value, {stream: true}));
  }
  pieces.push(decoder.decode());
  return pieces.join('');
}

export async function readLogFile(file: LogFile): Promise<LogReadResult> {
  if (file.size > maxLogBytes) return {ok: false, problem: 'too-large'};
  try {
    const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
    if (!isGzip(head)) {
      const text = await readCapped(file.stream(), maxLogBytes);
      return text === undefined ? {ok: false, problem: 'too-large'} : {ok: true, text, gzip: false};
    }
    let text: string | undefined;
    try {
      text = await readCapped(
        file.stream().pipeThrough(new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>),
        maxLogBytes,
      );
    } catch {
      return {ok: false, problem: 'not-gzip'};
    }
    return text === undefined ? {ok: false, problem: 'too-large-unpacked'} : {ok: true, text, gzip: true};
  } catch {
    return {ok: false, problem: 'unreadable'};
  }
}

/** Whether pasted text is within the cap (counted in UTF-8 bytes, as a file would be). */
export function pastedTextFits(text: string): boolean {
  // Every UTF-16 code unit is at most 3 UTF-8 bytes: skip the count for short text.
  if (text.length * 3 <= maxLogBytes) return true;
  if (text.length > maxLogBytes) return false;
  return new TextEncoder().encode(text).byteLength <= maxLogBytes;
}

/**
 * Pasted text longer than this (about 2,500 lines of a server log) is kept aside instead of going
 * into the text box: the browser takes seconds to lay out a box of 100,000 lines and again
 * whenever the page around it changes, while the checker only needs the text.
 */
export const largePasteChars = 256 * 1024;

export function isLargePaste(text: string): boolean {
  return text.length > largePasteChars;
}

/** The number of lines as the report counts them: a last line without a line break counts too. */
export function countLines(text: string): number {
  if (text === '') return 0;
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}
