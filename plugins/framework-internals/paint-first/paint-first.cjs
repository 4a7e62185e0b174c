// Loader for Docusaurus's client entry (@docusaurus/core/lib/client/clientEntry.js), in the
// browser's bundle only: the page's own chunks are requested after the browser has painted the
// server-built page once, not while the main script runs.
//
// The entry asks for the page's chunks as soon as the main script has run, and the browser often
// paints the page's largest text only after that. Lighthouse's simulation then counts those
// requests (about 150 KB on an API operation page) as needed for the largest paint. Here the entry
// first waits for a frame to be painted; a hidden tab, which paints no frames, waits at most
// `fallbackMs`.
const call = 'preload(window.location.pathname).then(';
const fallbackMs = 100;

const afterFirstPaint = `new Promise((resolve) => {
  const done = () => resolve();
  setTimeout(done, ${fallbackMs});
  requestAnimationFrame(() => setTimeout(done, 0));
})`;

module.exports = function paintFirst(source) {
  if (source.split(call).length !== 2) {
    throw new Error(
      `framework-internals (paintFirst): ${this.resourcePath} no longer calls preload() as expected; build with FRAMEWORK_INTERNALS=-paintFirst to turn it off, and see plugins/framework-internals/README.md`,
    );
  }
  return source.replace(
    call,
    `// plugins/framework-internals (paintFirst): a painted frame first.\n${afterFirstPaint}.then(() => preload(window.location.pathname)).then(`,
  );
};
