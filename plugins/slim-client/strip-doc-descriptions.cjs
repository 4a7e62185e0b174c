// Loader for the wiki docs plugin's version data, which every wiki page loads
// with its sidebar (.docusaurus/docusaurus-plugin-content-docs/default/p/*.json):
// drops the description of each doc listed there. Only doc cards (DocCardList
// and generated-index categories) show them, and the wiki has none (the API
// reference does, so its data is left alone); a unit test
// (tests/unit/slimClient.test.ts) fails if one is added. A page's own
// description reaches its meta tags through the page's data, not this file.
module.exports = function stripDocDescriptions(source) {
  const data = JSON.parse(source);
  for (const doc of Object.values(data.version?.docs ?? {})) delete doc.description;
  return JSON.stringify(data);
};
