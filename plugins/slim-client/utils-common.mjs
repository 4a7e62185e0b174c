// @docusaurus/utils-common's entry point, without tslib: the package's index
// (CommonJS) requires all of tslib (about 4 KB gzipped) for one helper, and the
// browser gets the whole library with every page. The functions come from the
// package's own modules, which need no helpers.
// The same value as the package's (tests/unit/slimClient.test.ts compares them).
export const blogPostContainerID = '__blog-post-container';
export {default as applyTrailingSlash, addTrailingSlash, addLeadingSlash, removeTrailingSlash} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
