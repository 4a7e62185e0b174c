import {createContext} from 'react';

/**
 * The build-time tokens of the code block being rendered (see
 * ./prerenderedTokens), handed from the block's props
 * (src/theme/CodeBlock/Content/String) to its content.
 */
export const PrerenderedTokensContext = createContext<string | undefined>(undefined);
