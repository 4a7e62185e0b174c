import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Applies fix.cjs to DocSearch's modal bundle (see there for why). */
export default function docsearchSuggestionsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'docsearch-suggestions',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/](index|DocSearchModal)\.js$/,
              use: [{loader: path.join(__dirname, 'fix.cjs')}],
            },
          ],
        },
      };
    },
  };
}
