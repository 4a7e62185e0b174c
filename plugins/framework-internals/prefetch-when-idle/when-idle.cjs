// Loader for Docusaurus's client API object (@docusaurus/core/lib/client/docusaurus.js), in the
// browser's bundle only. Docusaurus's Link prefetches the code of the page it leads to as soon as
// the link comes into view, so right after hydration every link then on screen (a wiki page's
// sidebar: about 40) finds its routes, their chunks, and appends their prefetch links, in one task
// of 150 ms or more on a desktop. Prefetching is a guess about what the reader wants next; here it
// waits for the browser to be idle, and does a few routes at a time, so it never holds up the page.
const prefetchDefinition = 'const prefetch = (routePath) => {';
const exportedObject = 'const docusaurus = {';

/** Milliseconds of prefetching in one idle period, under any long-task threshold even with a CPU slowed down four times. */
const sliceMs = 8;

module.exports = function prefetchWhenIdle(source) {
  for (const expected of [prefetchDefinition, exportedObject, 'canPrefetch(routePath)']) {
    if (source.split(expected).length !== 2) {
      throw new Error(
        `framework-internals (prefetchWhenIdle): ${this.resourcePath} no longer defines its prefetch function as expected (${expected}); build with FRAMEWORK_INTERNALS=-prefetchWhenIdle to turn it off, and see plugins/framework-internals/README.md`,
      );
    }
  }
  return source.replace(prefetchDefinition, 'const prefetchNow = (routePath) => {').replace(
    exportedObject,
    `// plugins/framework-internals (prefetchWhenIdle): the routes to prefetch wait for an idle moment.
const prefetchQueue = [];
let prefetchScheduled = false;
function prefetchSlice(deadline) {
  prefetchScheduled = false;
  const start = performance.now();
  do {
    const next = prefetchQueue.shift();
    try {
      next.resolve(prefetchNow(next.routePath));
    } catch (error) {
      next.reject(error);
    }
  } while (
    prefetchQueue.length > 0 &&
    performance.now() - start < ${sliceMs} &&
    !(deadline && deadline.didTimeout) &&
    (!deadline || deadline.timeRemaining() > 0)
  );
  if (prefetchQueue.length > 0) schedulePrefetch();
}
function schedulePrefetch() {
  if (prefetchScheduled) return;
  prefetchScheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(prefetchSlice, {timeout: 5000});
  else setTimeout(prefetchSlice, 50);
}
const prefetch = (routePath) => {
  if (!canPrefetch(routePath)) {
    return false;
  }
  return new Promise((resolve, reject) => {
    prefetchQueue.push({routePath, resolve, reject});
    schedulePrefetch();
  });
};
${exportedObject}`,
  );
};
