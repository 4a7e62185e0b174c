import {createContext} from 'react';

/**
 * The build-time tokens of the code block being rendered (see
 * ./prerenderedTokens), handed from the block's props
 * (src/theme/CodeBlock/Content/String) to its content.
 */
export const PrerenderedTokensContext = createContext<string | undefined>(undefined);

/**
 * True while a code block waits for Prism in the browser: its content then
 * shows the code as plain text (see src/theme/CodeBlock).
 */
export const PlainCodeContext = createContext(false);
