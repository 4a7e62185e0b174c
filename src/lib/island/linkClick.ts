/** What decides whether a click on a link is a plain one (see routerTarget). */
export interface LinkClick {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
}

/** The parts of a link that decide where a click on it goes. */
export interface LinkTarget {
  /** The resolved address (an anchor's `href` property). */
  readonly href: string;
  /** The `target` attribute, '' when absent. */
  readonly target: string;
  /** Whether the link has a `download` attribute. */
  readonly download: boolean;
}

/** A file, not a page: the last segment of the path has an extension. */
const fileLike = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * The in-site address that a click on a link should open through the
 * site's router (without reloading the page), or undefined to leave the
 * click to the browser: another site, a new tab or window, a download, a
 * file, a jump within the same page, or a click with a modifier key or
 * another button.
 */
export function routerTarget(link: LinkTarget, click: LinkClick, current: {readonly href: string}): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  if ((link.target && link.target !== '_self') || link.download) return undefined;
  let to: URL;
  let here: URL;
  try {
    to = new URL(link.href);
    here = new URL(current.href);
  } catch {
    return undefined;
  }
  if (to.origin !== here.origin || fileLike.test(to.pathname)) return undefined;
  if (to.pathname === here.pathname && to.search === here.search && to.hash) return undefined;
  return `${to.pathname}${to.search}${to.hash}`;
}
