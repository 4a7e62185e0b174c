import zlib from 'node:zlib';

/**
 * The OpenAPI docs plugin writes each operation into the `api` front matter of
 * its page as deflated, base64-encoded JSON, which the theme inflates in the
 * browser with pako. Decoded here, at build time, the page carries the plain
 * object (smaller once the page's script is gzipped) and the browser needs
 * neither pako nor the work.
 */
export function inflateApiFrontMatter<T extends Record<string, unknown>>(frontMatter: T): T {
  const {api} = frontMatter;
  if (typeof api !== 'string') return frontMatter;
  const json = zlib.inflateSync(Buffer.from(api, 'base64')).toString('utf8');
  return {...frontMatter, api: JSON.parse(json) as unknown};
}
