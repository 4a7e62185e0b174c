// Loader for the route registry Docusaurus generates (.docusaurus/registry.js),
// in the browser's bundle only. Each entry is a route module's loader, its
// module path ("@site/docs/geyser/setup.md") and its module id. The path is
// for the server, which reports the modules a page rendered
// (react-loadable's Loadable.Capture); in the browser nothing reads it. It is
// one string per module of every route, in every page's main script, so every
// page pays a few bytes for each page the site has: here it becomes "".
const entry = /("[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)), "([^"]+)", (require\.resolveWeak\("[^"]+"\)\],)/g;

module.exports = function noModulePaths(source) {
  let replaced = 0;
  const out = source.replace(entry, (_match, loader, importPath, modulePath, webpackId) => {
    if (modulePath !== importPath) return _match;
    replaced += 1;
    return `${loader}, "", ${webpackId}`;
  });
  if (replaced === 0 && /resolveWeak/.test(source)) {
    throw new Error(
      `framework-internals (registryWithoutPaths): ${this.resourcePath} no longer lists its modules as expected; build with FRAMEWORK_INTERNALS=-registryWithoutPaths to turn it off, and see plugins/framework-internals/README.md`,
    );
  }
  return out;
};
