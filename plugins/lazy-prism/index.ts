import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of the main script. The classic theme registers the extra
 * Prism languages in a client module, which puts Prism on every page; this
 * replaces that module with an empty one. Fenced code blocks are highlighted
 * at build time (./remark.ts); src/theme/CodeBlock/Content loads Prism and
 * registers the languages only for a block that comes without tokens.
 *
 * The server bundle gets the highlighted code block directly
 * (`@lazy-prism/highlighted-on-server`), so pages are rendered highlighted in
 * one pass; in the browser's bundle that module is empty.
 */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const highlighted = path.join(context.siteDir, 'src/theme/CodeBlock/Content/Highlighted.tsx');
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer) {
      const empty = path.join(__dirname, 'empty.js');
      return {
        resolve: {
          alias: {
            [`${themeClientModule.replace(/\.js$/, '')}$`]: empty,
            [`${themeClientModule}$`]: empty,
            '@lazy-prism/highlighted-on-server$': isServer ? highlighted : empty,
          },
        },
      };
    },
  };
}
