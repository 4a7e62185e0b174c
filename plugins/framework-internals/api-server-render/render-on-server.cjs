// Loader for the API theme's parameter, request-body and response sections
// (ParamsDetails, RequestSchema, ResponseSchema). The theme wraps each in
// BrowserOnly, so the built page holds grey placeholders where the
// parameters, schemas and examples belong:
// - readers without JavaScript, search engines and our own search index see
//   none of them;
// - in the browser they are built from scratch right after hydration, in one
//   long task that blocks the page.
// Nothing in them needs the browser (they render from the page's operation
// and the theme's data store, which also exists on the server), so here
// BrowserOnly is swapped for ./render-now.mjs, which renders them at
// once: the server writes them into the page and hydration adopts them.
const path = require('node:path');

const request = 'require("@docusaurus/BrowserOnly")';
const renderNow = JSON.stringify(path.join(__dirname, 'render-now.mjs'));

module.exports = function renderOnServer(source) {
  if (!source.includes(request)) {
    throw new Error(
      `framework-internals (apiServerRender): ${this.resourcePath} no longer uses BrowserOnly as expected; build with FRAMEWORK_INTERNALS=-apiServerRender to turn it off, and see plugins/framework-internals/README.md`,
    );
  }
  return source.split(request).join(`require(${renderNow})`);
};
