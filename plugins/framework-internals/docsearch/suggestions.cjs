// Build-time correction for @docsearch/react 4.7: when a search has results, the
// modal remembers their section names as "Try searching for" suggestions, but it
// merges them with an object spread (`_objectSpread({}, previous), names`), so
// `searchSuggestions` becomes a plain object and the list never shows. This
// replaces that merge with an array concatenation. If a DocSearch update changes
// the code, the build fails here so the correction can be removed or adapted.
const broken = /searchSuggestions:(\w+)\(\1\(\{\},null!==\(t=r\.context\.searchSuggestions\)&&void 0!==t\?t:\[\]\),Object\.keys\(o\)\)/;
const fixed = 'searchSuggestions:[].concat(null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[],Object.keys(o))';

function fixSuggestions(source) {
  if (!broken.test(source)) {
    throw new Error(
      'framework-internals (docsearchSuggestions): the code to correct was not found in @docsearch/react; build with FRAMEWORK_INTERNALS=-docsearchSuggestions to turn it off, and see plugins/framework-internals/README.md',
    );
  }
  return source.replace(broken, fixed);
}

module.exports = function docsearchSuggestionsLoader(source) {
  return fixSuggestions(source);
};
module.exports.fixSuggestions = fixSuggestions;
module.exports.broken = broken;
