// Loader for the API theme's request panel form (ApiExplorer/Request). The
// theme sends the request through its own ./makeRequest and, when that fails
// or times out, puts its error text where the response goes; its Response then
// shows the "send a request" placeholder, so the reader sees no error at all.
// Here ./makeRequest is swapped for client/makeRequest.ts, which calls the
// theme's own with the site's timeout and tells the panel (the Response in
// ./theme) that the request failed and why.
const path = require('node:path');

const request = 'require("./makeRequest")';
const ours = JSON.stringify(path.join(__dirname, 'client', 'makeRequest.ts'));

module.exports = function requestOutcome(source) {
  if (!source.includes(request) || !source.includes('makeRequest_1.RequestError')) {
    throw new Error(
      `framework-internals (apiRequestErrors): ${this.resourcePath} no longer sends its request through ./makeRequest as expected; build with FRAMEWORK_INTERNALS=-apiRequestErrors to turn it off, and see plugins/framework-internals/README.md`,
    );
  }
  return source.split(request).join(`require(${ours})`);
};
