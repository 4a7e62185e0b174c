// Loader for styles/operation.scss and styles/request-panel.scss: splits the
// API theme's stylesheet in two. The theme has one stylesheet for everything
// it renders, and most of it (about 25 of 27 KB gzipped) is for the request
// panel, which an API page loads only when it comes near the screen. Each
// file gets the theme's stylesheet with only its own share of the partials
// the theme pulls in: the panel's (ApiExplorer/, but for the method and path
// line at the top of an operation) or all the others, with the theme's own
// rules and variables.
const fs = require('node:fs');
const path = require('node:path');

const themeDir = path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib', 'theme');
const themeSheet = path.join(themeDir, 'styles.scss');
const partial = /^@use\s+["']\.\/([^"']+)["'];\s*$/;
const isRequestPanel = (name) => name.startsWith('ApiExplorer/') && !name.startsWith('ApiExplorer/MethodEndpoint/');

/** The theme's stylesheet for one of the two parts, with its partials' paths made to work from `fromDir`. */
function apiStyles(part, fromDir, source = fs.readFileSync(themeSheet, 'utf8')) {
  const lines = source.split('\n');
  const partials = lines.map((line) => partial.exec(line.trim())?.[1]);
  if (!partials.some((name) => name && isRequestPanel(name))) {
    throw new Error(
      'framework-internals (apiStyles): the API theme stylesheet no longer uses its ApiExplorer partials as expected; build with FRAMEWORK_INTERNALS=-apiStyles to turn it off, and see plugins/framework-internals/README.md',
    );
  }
  const relative = path.relative(fromDir, themeDir).split(path.sep).join('/');
  return lines
    .filter((line, index) => {
      const name = partials[index];
      if (part === 'request-panel') return name !== undefined && isRequestPanel(name);
      return name === undefined || !isRequestPanel(name);
    })
    .map((line) => line.replace(partial, (match, name) => `@use "${relative}/${name}";`))
    .join('\n');
}

module.exports = function splitApiStyles() {
  const part = path.basename(this.resourcePath, '.scss');
  if (part !== 'operation' && part !== 'request-panel') throw new Error(`framework-internals: build-styles.cjs does not know ${this.resourcePath}`);
  this.addDependency(themeSheet);
  return apiStyles(part, path.dirname(this.resourcePath));
};
module.exports.apiStyles = apiStyles;
