// Swizzled (eject): the classic theme's code block, without its remount after
// hydration. The theme keys each block on useIsBrowser(), so right after
// hydration every code block on the page is thrown away and built again,
// tokens, lines and all, in one task that blocks the page. It did that so the
// Prism theme's inline colours would follow the reader's colour mode, which
// hydration does not patch. The colour mode no longer needs it: while the page
// hydrates, useColorMode() holds the site's default mode, as the server did,
// and switches to the reader's mode in an effect afterwards, which React
// applies as an ordinary update. Everything else is as in the theme.
import React, {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** One string when the children are only text (so the block can be copied); otherwise as given. */
function textIfOnlyText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = textIfOnlyText(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
