import React, {useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The server-built markup of a part of the page that `useServerMarkup` finds. */
export interface ServerMarkupHandle {
  /** Goes on the part's wrapper as `data-server-markup`, on the server as in the browser. */
  readonly id: string;
  /** The part's markup as the server built it; only while the page hydrates, and only when asked to keep it. */
  readonly built: {__html: string} | undefined;
}

/**
 * Finds the markup the server built for a part of the page, by an id that
 * React gives the same on the server and while hydrating. Looked up once,
 * during the first render, and only while the page hydrates: a part mounted
 * later (after a client-side navigation, say) has no server markup, even if
 * the page it replaces is still on screen. The same object on every render,
 * or React would set it again.
 */
export function useServerMarkup(keep: boolean): ServerMarkupHandle {
  const id = useId();
  const hydrating = !useIsBrowser();
  const [built] = useState(() => {
    const element = keep && hydrating && typeof document !== 'undefined' ? document.querySelector(`[data-server-markup="${CSS.escape(id)}"]`) : null;
    return element ? {__html: element.innerHTML} : undefined;
  });
  return {id, built};
}

/**
 * Lets a part of a server-built page skip hydration: while the page hydrates
 * and `keep` is true, the part's markup is taken over from the page as it is,
 * instead of being rendered again and matched element by element. A page
 * rendered in the browser (after a client-side navigation) has no such
 * markup, so the children are rendered as usual; so they are once `keep`
 * turns false.
 *
 * What is kept is not live: it gets no React event handlers, state or effects.
 * Use it for parts that are plain markup (links and anchors work), or that
 * cannot be rendered yet. The wrapper takes no room (`display: contents`).
 * src/components/Island builds on it for parts that come alive when a reader
 * reaches for them.
 */
export default function ServerMarkup({keep = true, children}: {keep?: boolean; children: ReactNode}): React.JSX.Element {
  const {id, built} = useServerMarkup(keep);
  const wrapper = {'data-server-markup': id, style: {display: 'contents'}};
  if (keep && built) return <div {...wrapper} dangerouslySetInnerHTML={built} />;
  return <div {...wrapper}>{children}</div>;
}
