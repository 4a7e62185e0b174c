// Loader for @docusaurus/utils-common's entry (lib/index.js), in the browser's
// bundle only. The package is compiled by tsc with its helpers imported, so its
// entry requires the whole of tslib, which every page's main script then carries,
// for one helper: `__importDefault`. Here that require becomes an object with
// that one helper, which does what tslib's does: a CommonJS module's exports
// become `{default: exports}` unless they are already an ES module's.
const requireTslib = /\b(?:const|var|let) (\w+) = require\("tslib"\);/;
const allowed = new Set(['__importDefault']);

function fail(resourcePath, what) {
  return new Error(
    `framework-internals (utilsCommonWithoutTslib): ${resourcePath} ${what}; build with FRAMEWORK_INTERNALS=-utilsCommonWithoutTslib to turn it off, and see plugins/framework-internals/README.md`,
  );
}

module.exports = function noTslib(source) {
  const match = requireTslib.exec(source);
  if (!match) throw fail(this.resourcePath, 'no longer requires tslib as expected');
  const helpers = new Set([...source.matchAll(new RegExp(`\\b${match[1]}\\.(\\w+)`, 'g'))].map((m) => m[1]));
  const others = [...helpers].filter((name) => !allowed.has(name));
  if (others.length > 0) throw fail(this.resourcePath, `uses tslib's ${others.join(', ')} as well`);
  return source.replace(requireTslib, `const ${match[1]} = {__importDefault: (mod) => (mod && mod.__esModule ? mod : {default: mod})};`);
};
