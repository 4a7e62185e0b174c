/**
 * Where dump text comes from, and how much of it the viewer accepts. Geyser's own
 * dumps are a few hundred kilobytes; anything past the cap is refused before it is
 * parsed, so a huge file or answer cannot freeze the page.
 */
import {parseDumpText, type DumpParseResult} from './parse';

/** 10 MB: the largest dump file or dump server answer the viewer opens. */
export const maxDumpBytes = 10 * 1024 * 1024;

/** The cap in megabytes, for messages. */
export const maxDumpMegabytes = maxDumpBytes / (1024 * 1024);

export type DumpFileResult = DumpParseResult | {ok: false; error: 'too-large'};

/** What the viewer needs of a File (a Blob in tests). */
export interface DumpFile {
  readonly size: number;
  text(): Promise<string>;
}

/**
 * Reads and parses a local dump.json. A file over the cap is refused without
 * reading it; a file that cannot be read counts as not being JSON.
 */
export async function readDumpFile(file: DumpFile): Promise<DumpFileResult> {
  if (file.size > maxDumpBytes) return {ok: false, error: 'too-large'};
  let text: string;
  try {
    text = await file.text();
  } catch {
    return {ok: false, error: 'invalid-json'};
  }
  // the size a file reports before reading is trusted only as far as the bytes read agree
  if (new TextEncoder().encode(text).byteLength > maxDumpBytes) return {ok: false, error: 'too-large'};
  return parseDumpText(text);
}
