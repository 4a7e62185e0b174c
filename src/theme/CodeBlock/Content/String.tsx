// Swizzled (wrap): passes a block's build-time tokens (the `prerenderedTokens`
// prop that plugins/lazy-prism/remark.ts gives fenced code blocks) on to
// ./index.tsx, which renders them without Prism.
import React from 'react';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';
import {PrerenderedTokensContext} from '@site/src/lib/code/prerenderedTokensContext';

export default function CodeBlockStringWithTokens({
  prerenderedTokens,
  ...props
}: Props & {readonly prerenderedTokens?: string}): React.JSX.Element {
  return (
    <PrerenderedTokensContext.Provider value={prerenderedTokens}>
      <CodeBlockString {...props} />
    </PrerenderedTokensContext.Provider>
  );
}
