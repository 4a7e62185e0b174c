// Docusaurus's split-chunk groups of the client build, as the features that add
// a group of their own (apiStyles, buildTimeHighlighting) see them.
import type {Configuration} from 'webpack';

export type CacheGroups = Record<string, Record<string, unknown> | false>;
export type ChunkModule = {nameForCondition?: () => string | null | undefined};

/** The file a module comes from, as a cache group's `test` sees it. */
export function moduleFile(module: ChunkModule): string {
  return module.nameForCondition?.() ?? '';
}

/** The client build's cache groups, or undefined where there are none (the server build). */
export function cacheGroupsOf(config: Configuration): CacheGroups | undefined {
  const splitChunks = config.optimization?.splitChunks;
  return splitChunks ? (splitChunks.cacheGroups as CacheGroups | undefined) : undefined;
}
