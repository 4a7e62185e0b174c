/** Checks done on a file's bytes before any YAML parsing: size, then text encoding. */

/** A real config is about 10 KB; anything over 256 KiB is not one. */
export const MAX_CONFIG_BYTES = 262_144;

export type InputErrorCode = 'tooLarge' | 'binary';

export type DecodeResult = {ok: true; text: string} | {ok: false; code: InputErrorCode};

/** Size check that can run on `File.size` before the file is read at all. */
export function exceedsSizeLimit(byteLength: number): boolean {
  return byteLength > MAX_CONFIG_BYTES;
}

/**
 * Turns uploaded bytes into text, refusing binary data: NUL bytes or invalid UTF-8.
 * A byte order mark is kept so the exported file has the same bytes as the upload.
 */
export function decodeConfigBytes(bytes: Uint8Array): DecodeResult {
  if (exceedsSizeLimit(bytes.byteLength)) return {ok: false, code: 'tooLarge'};
  if (bytes.includes(0)) return {ok: false, code: 'binary'};
  try {
    const text = new TextDecoder('utf-8', {fatal: true, ignoreBOM: true}).decode(bytes);
    return {ok: true, text};
  } catch {
    return {ok: false, code: 'binary'};
  }
}

/** The same checks for text that did not come from a file (a stored draft, a test). */
export function checkConfigText(text: string): InputErrorCode | null {
  if (exceedsSizeLimit(utf8Length(text))) return 'tooLarge';
  if (text.includes('\u0000')) return 'binary';
  return null;
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}
