// Loader for Docusaurus's client prefetch helper (@docusaurus/core/lib/client/prefetch.js),
// in the browser's bundle only. When a link comes into view, Docusaurus prefetches the
// code of the page it leads to: one `<link rel="prefetch">` for each chunk of each route
// that page matches. The routes of a wiki page share most of their chunks (the docs layout,
// the version data, the sidebar), and nothing remembers what was already asked for, so a
// wiki page with its sidebar in view appended about 600 such elements for about 50 files,
// in one long task after hydration. Here the helper asks for each file once.
const exported = 'export default function prefetch(url) {';

module.exports = function prefetchOnce(source) {
  if (source.split(exported).length !== 2) {
    throw new Error(
      `framework-internals (prefetchOnce): ${this.resourcePath} no longer exports its prefetch function as expected; build with FRAMEWORK_INTERNALS=-prefetchOnce to turn it off, and see plugins/framework-internals/README.md`,
    );
  }
  return `${source.replace(exported, 'function prefetchFile(url) {')}
// plugins/framework-internals (prefetchOnce): one request for each file.
const requestedFiles = new Map();
export default function prefetch(url) {
  let request = requestedFiles.get(url);
  if (request === undefined) {
    request = prefetchFile(url);
    requestedFiles.set(url, request);
  }
  return request;
}
`;
};
