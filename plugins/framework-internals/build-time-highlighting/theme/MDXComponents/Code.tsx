// Replaces the classic theme's Markdown `code` element, which imports the code
// block into every page: inline code is the theme's CodeInline; a block is the
// theme's CodeBlock, registered by the page's own import (../../CodeBlockModule,
// added by ../../remark.ts), or loaded here in any other case. The Suspense
// boundary is there on the server and in the browser alike, so hydration sees
// the same tree whichever way the block came.
import {Children, Suspense, use, type ComponentProps, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import {loadCodeBlock, loadedCodeBlock} from '../../codeBlockRegistry';

type Props = ComponentProps<'code'>;

/** The theme's rule: code is inline when all its children are strings without a line break. */
function isInline(props: Props): boolean {
  return props.children !== undefined && Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'));
}

function RegisteredCodeBlock(props: Props): ReactNode {
  if (!loadedCodeBlock()) use(loadCodeBlock());
  const CodeBlock = loadedCodeBlock()!;
  // Not made here: ../../CodeBlockModule registers the one component when its code runs.
  // eslint-disable-next-line react-hooks/static-components
  return <CodeBlock {...(props as ComponentProps<typeof CodeBlock>)} />;
}

export default function MDXCode(props: Props): ReactNode {
  if (isInline(props)) return <CodeInline {...props} />;
  return (
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <RegisteredCodeBlock {...props} />
    </Suspense>
  );
}
