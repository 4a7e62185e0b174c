// Loader for the API theme's ApiItem, which renders the request panel
// (ApiExplorer) only in the browser: it requires it only where there is a DOM
// and wraps it in BrowserOnly. With apiCodeSamples the panel's place first
// holds the request samples made at build time and the button that loads the
// panel (src/theme/ApiExplorer), which the server can render: readers without
// JavaScript see the samples, and the browser adopts them as they are.
const path = require('node:path');

const browserOnlyRequire =
  /let ApiExplorer = \(_\) => react_1\.default\.createElement\("div", null\);\s*if \(ExecutionEnvironment_1\.default\.canUseDOM\) \{\s*ApiExplorer = require\("@theme\/ApiExplorer"\)\.default;\s*\}/;
const browserOnly = 'require("@docusaurus/BrowserOnly")';
const renderNow = JSON.stringify(path.join(__dirname, '..', 'api-server-render', 'render-now.mjs'));

module.exports = function explorerOnServer(source) {
  if (!browserOnlyRequire.test(source) || !source.includes(browserOnly)) {
    throw new Error(
      `framework-internals (apiCodeSamples): ${this.resourcePath} no longer loads the request panel in the browser only as expected; build with FRAMEWORK_INTERNALS=-apiCodeSamples to turn it off, and see plugins/framework-internals/README.md`,
    );
  }
  return source
    .replace(browserOnlyRequire, 'let ApiExplorer = require("@theme/ApiExplorer").default;')
    .split(browserOnly)
    .join(`require(${renderNow})`);
};
