// Loader for two of the API theme's compiled components: its page (ApiItem)
// and its request panel (ApiExplorer). Each gets one share of the theme's
// stylesheet imported at its top (option `sheet`), so the operation's styles
// arrive with API pages and the panel's with the panel (see ./index.ts).
module.exports = function withStylesheet(source) {
  const {sheet} = this.getOptions();
  return `require(${JSON.stringify(sheet)});\n${source}`;
};
