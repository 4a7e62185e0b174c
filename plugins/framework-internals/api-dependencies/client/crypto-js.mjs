// Stands in for crypto-js in the API theme's browser code. The theme only calls
// SHA1(text).toString() to name the credentials it keeps in session storage,
// but crypto-js brings every algorithm it has: 22 KB gzipped, and about 150 ms
// of script evaluation on a slow phone before an API page can respond.
import {sha1} from '@noble/hashes/legacy.js';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js';

/** SHA-1 of the text's UTF-8 bytes, as crypto-js's `SHA1(text).toString()` gives it: lower-case hex. */
export function SHA1(message) {
  const hex = bytesToHex(sha1(utf8ToBytes(String(message))));
  return {toString: () => hex};
}

export default {SHA1};
