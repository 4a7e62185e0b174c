// The code block's modules form a chunk of their own, which loads with the pages
// that have code blocks (their Markdown imports ./CodeBlockModule, see ./remark.ts).
// Without this group Docusaurus's `common` group, for modules that half of the
// pages use, would put them together with modules that every page needs.
import {moduleFile, type CacheGroups, type ChunkModule} from '../chunk-groups';

export const codeBlockChunk = 'code-block';

/** The files of the code block: the theme's, ours, and what only they use. */
export const codeBlockFiles = [
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]/,
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](utils[\\/]codeBlockUtils|hooks[\\/]useCodeWordWrap|hooks[\\/]useMutationObserver|hooks[\\/]usePrismTheme)\.js$/,
  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]BrowserOnly\.js$/,
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Icon[\\/](Copy|Success|WordWrap)[\\/]/,
  /[\\/]node_modules[\\/]parse-numeric-range[\\/]/,
  /[\\/]framework-internals-theme[\\/]CodeBlock[\\/]/,
  /[\\/]build-time-highlighting[\\/](theme[\\/]CodeBlock[\\/]|Tokenized\.tsx$|tokens\.ts$|context\.ts$|loading\.ts$|CodeBlockModule\.ts$)/,
];

/** The theme's Prism-highlighted content, which ./Highlighted.tsx loads only where a block needs Prism. */
const highlightedContent = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]index\.js$/;

export function isCodeBlockFile(file: string): boolean {
  return !highlightedContent.test(file) && codeBlockFiles.some((pattern) => pattern.test(file));
}

export function groupCodeBlock(cacheGroups: CacheGroups | undefined): void {
  if (!cacheGroups || !cacheGroups.common) {
    throw new Error(
      'framework-internals (buildTimeHighlighting): the Docusaurus "common" chunk group was not found; build with FRAMEWORK_INTERNALS=-buildTimeHighlighting to turn it off, and see plugins/framework-internals/README.md',
    );
  }
  cacheGroups[codeBlockChunk] = {
    name: codeBlockChunk,
    chunks: 'async',
    enforce: true,
    // Above `common` (40), below `styles` (50).
    priority: 45,
    test: (module: ChunkModule) => isCodeBlockFile(moduleFile(module)),
  };
}
