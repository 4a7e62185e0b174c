/**
 * SHA-256 of a file in the browser, without freezing the page: Web Crypto only
 * digests a whole buffer at once, so the file is read in slices and fed to an
 * incremental hash, with a pause between slices for the page to paint and
 * answer input. Nothing leaves the browser. Runs unchanged in Node (Blob is
 * global there), which is how the benchmark measures it.
 */
import {sha256} from '@noble/hashes/sha2.js';
import {bytesToHex} from '@noble/hashes/utils.js';

/** A few milliseconds of hashing per slice, so the page stays responsive even on a busy machine. */
export const defaultSliceBytes = 512 * 1024;

export interface HashProgress {
  bytesDone: number;
  bytesTotal: number;
}

export interface HashOptions {
  sliceBytes?: number;
  onProgress?: (progress: HashProgress) => void;
  signal?: AbortSignal;
  /** Called between slices; the default gives the event loop a turn. */
  pause?: () => Promise<void>;
}

/** One macrotask: lets the browser paint and handle input. Not throttled like setTimeout in the background. */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/** The lowercase hex SHA-256 of a Blob (or File). Rejects with an AbortError when `signal` aborts. */
export async function sha256OfBlob(blob: Blob, options: HashOptions = {}): Promise<string> {
  const {sliceBytes = defaultSliceBytes, onProgress, signal, pause = nextTask} = options;
  const hash = sha256.create();
  const total = blob.size;
  onProgress?.({bytesDone: 0, bytesTotal: total});
  for (let offset = 0; offset < total; offset += sliceBytes) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const slice = new Uint8Array(await blob.slice(offset, Math.min(offset + sliceBytes, total)).arrayBuffer());
    hash.update(slice);
    onProgress?.({bytesDone: Math.min(offset + sliceBytes, total), bytesTotal: total});
    await pause();
  }
  if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  return bytesToHex(hash.digest());
}
