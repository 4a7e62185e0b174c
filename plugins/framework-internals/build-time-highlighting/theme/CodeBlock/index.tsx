// Ejected (a wrapper cannot take the key off): the classic theme's code block
// without its `key={String(useIsBrowser())}`, which rebuilds every block right
// after hydration so that Prism's inline colours follow the reader's colour
// mode. Blocks with build-time tokens read the colour mode themselves
// (../../Tokenized), and useColorMode() switches to the reader's mode in an
// effect, as an ordinary update, so nothing needs rebuilding. A block without
// tokens waits for Prism inside a Suspense boundary.
import {Children, isValidElement, Suspense, use, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {PlainCodeContext} from '../../context';
import {loadedHighlighted, loadHighlighted} from '../../loading';

/** One string when the children are only text (so the block can be copied); otherwise as given. */
function textIfOnlyText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** Renders its children once Prism has loaded; suspends until then. */
function WithHighlighter({children}: {children: ReactNode}): ReactNode {
  if (!loadedHighlighted()) use(loadHighlighted());
  return children;
}

export default function CodeBlock({children, ...props}: Props & {readonly prerenderedTokens?: string}): ReactNode {
  const content = textIfOnlyText(children);
  if (typeof content !== 'string') return <ElementContent {...props}>{content}</ElementContent>;
  const block = <StringContent {...props}>{content}</StringContent>;
  if (props.prerenderedTokens) return block;
  // While the page hydrates, React keeps the server-built block until Prism is
  // in; a block rendered in the browser shows its plain text meanwhile.
  return (
    <Suspense fallback={<PlainCodeContext.Provider value>{block}</PlainCodeContext.Provider>}>
      <WithHighlighter>{block}</WithHighlighter>
    </Suspense>
  );
}
