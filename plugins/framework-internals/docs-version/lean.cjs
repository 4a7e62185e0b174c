// Loader for the route props of the wiki's docs instance
// (.docusaurus/docusaurus-plugin-content-docs/default/p/*.json). The version route's props,
// which every docs page loads, are `{version}`: the version's sidebars, and a `docs` map
// giving each page's id, title, description and sidebar. In the browser that map is read in
// one place only: `useDocById` (@docusaurus/plugin-content-docs/client), called by the
// classic theme's `DocCard` (the cards of DocCardList) for a description, which the wiki
// does not show. So the map is left empty: more than a third of the file, and one entry
// fewer on every docs page for each page the wiki gains. A doc card added to the wiki would
// fail the build loudly (`useDocById` throws for an id it does not find), and
// tests/unit/leanDocsVersion.test.ts fails first. A page's own title and description come
// with its own content. Other props in that folder (a tag page's, if the wiki gets tags) pass as
// they are.
module.exports = function leanDocsVersion(source) {
  const data = JSON.parse(source);
  const version = data?.version;
  if (!version || typeof version !== 'object') return source;
  const {docs} = version;
  if (!docs || typeof docs !== 'object' || Array.isArray(docs) || !version.docsSidebars) {
    throw new Error(
      `framework-internals (leanDocsVersion): ${this.resourcePath} is not the docs version data it expects; build with FRAMEWORK_INTERNALS=-leanDocsVersion to turn it off, and see plugins/framework-internals/README.md`,
    );
  }
  version.docs = {};
  return JSON.stringify(data);
};
