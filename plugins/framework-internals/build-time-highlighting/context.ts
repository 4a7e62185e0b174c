import {createContext} from 'react';

/**
 * The build-time tokens of the code block being rendered (see ./tokens.ts),
 * handed from the block's props (theme/CodeBlock/Content/String) to its content.
 */
export const PrerenderedTokensContext = createContext<string | undefined>(undefined);

/** True while a block rendered in the browser waits for Prism: its content is then plain text. */
export const PlainCodeContext = createContext(false);
