// Loader for Docusaurus's client entry (@docusaurus/core/lib/client/clientEntry.js):
// the page's own code is fetched and hydrated after the browser has painted
// the server-built page once, not before.
//
// The entry asks for the page's chunks as soon as the main script has run,
// and the browser often paints only after that: the reader then waits for
// those requests (and, on a slow phone, for the work they start) before
// seeing any text. Here the entry first waits for a frame to be painted; a
// hidden tab, which paints no frames, waits at most `fallbackMs`.
const call = 'preload(window.location.pathname).then(';
const fallbackMs = 100;

const afterFirstPaint = `new Promise((resolve) => {
  const done = () => resolve();
  setTimeout(done, ${fallbackMs});
  requestAnimationFrame(() => setTimeout(done, 0));
})`;

module.exports = function paintFirst(source) {
  if (!source.includes(call))
    throw new Error(
      'framework-internals (paintFirst): the Docusaurus client entry no longer calls preload() as expected; build with FRAMEWORK_INTERNALS=-paintFirst to turn it off, and see plugins/framework-internals/README.md',
    );
  return source.replace(call, `${afterFirstPaint}.then(() => preload(window.location.pathname)).then(`);
};

module.exports.afterFirstPaint = afterFirstPaint;
