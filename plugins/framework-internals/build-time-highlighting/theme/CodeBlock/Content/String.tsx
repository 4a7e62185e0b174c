// Wrapped: passes a block's build-time tokens (the `prerenderedTokens` prop that
// ../../../remark.ts gives fenced code blocks) on to ./index.tsx, which renders
// them without Prism.
import React from 'react';
import CodeBlockString from '@theme-init/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';
import {PrerenderedTokensContext} from '../../../context';

export default function CodeBlockStringWithTokens({prerenderedTokens, ...props}: Props & {readonly prerenderedTokens?: string}): React.JSX.Element {
  return (
    <PrerenderedTokensContext.Provider value={prerenderedTokens}>
      <CodeBlockString {...props} />
    </PrerenderedTokensContext.Provider>
  );
}
