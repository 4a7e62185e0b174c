// Stands in for postman-code-generators in the browser when apiCodeSamples is
// on: every API page carries its request samples made at build time, so the
// API theme's CodeSnippets (and its language list) is never used there, and
// none of the generators (about 1.6 MB gzipped) is bundled.
const noGenerator = 'framework-internals (apiCodeSamples): request samples are made when the site is built';

export function getLanguageList() {
  return [];
}

export function convert(_language, _variant, _request, _options, callback) {
  callback(new Error(noGenerator));
}

export default {getLanguageList, convert};
