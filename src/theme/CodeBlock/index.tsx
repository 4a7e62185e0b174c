// Swizzled (eject): the classic theme's code block, without its remount after
// hydration. The theme keys each block on useIsBrowser(), so right after
// hydration every code block on the page is thrown away and built again,
// tokens, lines and all, in one task that blocks the page. It did that so the
// Prism theme's inline colours would follow the reader's colour mode, which
// hydration does not patch. The colour mode no longer needs it: while the page
// hydrates, useColorMode() holds the site's default mode, as the server did,
// and switches to the reader's mode in an effect afterwards, which React
// applies as an ordinary update. The other change: a block without build-time
// tokens waits for Prism where a page has not loaded it (WithHighlighter).
import React, {Children, isValidElement, useEffect, useState, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {loadedHighlighted, loadHighlighted} from './Content/loading';
import {PlainCodeContext} from '@site/src/lib/code/prerenderedTokensContext';
import ServerMarkup from '@site/src/components/ServerMarkup';

/** One string when the children are only text (so the block can be copied); otherwise as given. */
function textIfOnlyText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** Whether Prism (the highlighted block) is there; loads it if not. */
function useHighlighter(): boolean {
  const [loaded, setLoaded] = useState(() => loadedHighlighted() !== undefined);
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    void loadHighlighted().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * A block that needs Prism, on a page that did not load it up front (the API
 * pages' examples). Until Prism is there: while the page hydrates, the block
 * the server built and highlighted stays exactly as built; in a page rendered
 * in the browser, the code shows as plain text.
 */
function WithHighlighter({block}: {block: ReactNode}): React.JSX.Element {
  const loaded = useHighlighter();
  return (
    <ServerMarkup keep={!loaded}>
      <PlainCodeContext.Provider value={!loaded}>{block}</PlainCodeContext.Provider>
    </ServerMarkup>
  );
}

export default function CodeBlock({children, ...props}: Props & {readonly prerenderedTokens?: string}): ReactNode {
  const content = textIfOnlyText(children);
  if (typeof content !== 'string') return <ElementContent {...props}>{content}</ElementContent>;
  const block = <StringContent {...props}>{content}</StringContent>;
  // Tokens from the build need no highlighter (see ./Content).
  if (props.prerenderedTokens) return block;
  return <WithHighlighter block={block} />;
}
