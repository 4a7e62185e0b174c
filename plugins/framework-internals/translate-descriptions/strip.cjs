// Loader for the browser's bundle: leaves the `description` out of `translate({…})` calls and
// `<Translate …>` elements. A description is a note for translators: `npm run write-translations`
// reads it from the source files into the translation files, and neither `translate` nor
// `Translate` (@docusaurus/core's client) reads it when the page runs. Yet each one ships in the
// script of every page that uses the component, about 1 KB gzipped on a wiki page.
//
// Only what can be left out safely is: a `description` written as a plain string literal, in a
// `translate({` object without nested braces or a `<Translate` tag without `>` before it.
// Anything else is left as it is.
const inCall = /(\btranslate\(\{[^{}()]*?)(\s*)\bdescription:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),?/g;
const inElement = /(<Translate\b[^<>{}]*?)\s+description=(?:"[^"\n]*"|'[^'\n]*')/g;

/** The source without its translation descriptions, and how many it removed. */
function strip(source) {
  let removed = 0;
  const out = source
    .replace(inCall, (_match, before) => {
      removed += 1;
      return before;
    })
    .replace(inElement, (_match, before) => {
      removed += 1;
      return before;
    });
  return {out, removed};
}

module.exports = function stripTranslateDescriptions(source) {
  return strip(source).out;
};
module.exports.strip = strip;
