// Loader for the API theme's stylesheet (lib/theme/styles.scss), which the
// theme adds to every page of the site as a client module: here it is empty,
// because its two shares load with API pages and the request panel instead
// (see ./index.ts).
module.exports = function noSiteWideSheet() {
  return '';
};
