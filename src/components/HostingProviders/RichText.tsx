import type {ReactNode} from 'react';
import {inlineTokens} from '@site/src/lib/providers/inlineText';

/** Renders a provider's step or note as React nodes: no HTML strings are ever injected. */
export default function RichText({text}: {text: string}): ReactNode {
  return inlineTokens(text).map((token, index) => {
    if (token.kind === 'code') return <code key={index}>{token.value}</code>;
    if (token.kind === 'link') {
      return (
        <a key={index} href={token.value} target="_blank" rel="noopener noreferrer">
          {token.value}
        </a>
      );
    }
    return token.value;
  });
}
