// Removes the grouped ids (option `prefixes`) from the code translations that
// Docusaurus bundles into the main script; their groups load them with the pages
// that use them (plugins/code-translation-groups).
module.exports = function stripGroupedTranslations(source) {
  const {prefixes} = this.getOptions();
  const messages = JSON.parse(source);
  const kept = Object.fromEntries(Object.entries(messages).filter(([id]) => !prefixes.some((prefix) => id.startsWith(prefix))));
  return JSON.stringify(kept);
};
