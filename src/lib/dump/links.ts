/**
 * Links found in a dump (log uploads, repositories, mod homepages) are written by
 * whoever made the dump. Only http(s) addresses become links, and each carries
 * the host it leads to, so a reader sees where a link goes before following it.
 */

export interface OutsideLink {
  /** The address, normalised by the URL parser. */
  href: string;
  /** Host (and port, when not the default) the link leads to; international names in their ASCII form. */
  host: string;
}

/** The link a dump value makes, or undefined when it is no http(s) address with a host. */
export function outsideLink(value: unknown): OutsideLink | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host === '') return undefined;
  return {href: url.href, host: url.host};
}

/** Only http(s) URLs may become links; everything else stays text or is dropped. */
export function asHttpUrl(value: unknown): string | undefined {
  return outsideLink(value)?.href;
}
