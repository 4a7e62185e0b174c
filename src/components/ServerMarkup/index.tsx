import React, {useId, useState, type ReactNode} from 'react';

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
 */
export default function ServerMarkup({keep = true, children}: {keep?: boolean; children: ReactNode}): React.JSX.Element {
  const id = useId();
  // Read once, during the first render: when hydrating, that is the server's
  // markup. The same object on every render, or React would set it again.
  const [built] = useState(() => {
    const element = keep && typeof document !== 'undefined' ? document.querySelector(`[data-server-markup="${CSS.escape(id)}"]`) : null;
    return element ? {__html: element.innerHTML} : undefined;
  });
  const wrapper = {'data-server-markup': id, style: {display: 'contents'}};
  if (keep && built) return <div {...wrapper} dangerouslySetInnerHTML={built} />;
  return <div {...wrapper}>{children}</div>;
}
