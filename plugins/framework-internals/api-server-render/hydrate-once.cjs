// Loader for the API theme's page and tab components. Each asks
// useIsBrowser() whether it runs in the browser, which is false while the
// page hydrates and turns true right after, and then:
// - the tab components (operation, status code, media type, schema and
//   discriminator tabs, and the theme's Tabs, which the whole site uses) use
//   it as their key, so every one of them is thrown away and built again right
//   after hydration, with all the schemas, Markdown and code inside;
// - ApiItem renders again to swap its data store for one filled from the
//   page's operation, which renders the whole operation again.
// The answer only decides those keys and which store to create, never the
// markup (the request panel, the one part that differs in the browser, is
// wrapped in BrowserOnly, which is left as it is). Asking
// `typeof window !== "undefined"` instead gives the same answer on the server
// and from the first render in the browser, so hydration keeps what the
// server built. The tabs still pick up a tab chosen in the address or in
// storage: Docusaurus's tab state does that in an effect, not by remounting.
const call = '(0, useIsBrowser_1.default)()';

module.exports = function hydrateOnce(source) {
  if (!source.includes(call)) {
    throw new Error(
      `framework-internals (apiHydrateOnce): ${this.resourcePath} no longer calls useIsBrowser as expected; build with FRAMEWORK_INTERNALS=-apiHydrateOnce to turn it off, and see plugins/framework-internals/README.md`,
    );
  }
  return source.split(call).join('(typeof window !== "undefined")');
};
