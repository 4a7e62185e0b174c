// Loader for the code translations that Docusaurus bundles into every page's
// main script (.docusaurus/codeTranslations.json). Takes out:
// - the grouped ids (option `prefixes`): their groups load them with the pages
//   that use them (src/lib/i18n/translationGroups.ts);
// - in the default locale only, the theme's messages that are the same as the
//   theme's own English defaults (option `defaults`, id → message): the theme
//   falls back to those anyway. Customised English messages stay.
module.exports = function stripCodeTranslations(source) {
  const {prefixes, defaults = {}} = this.getOptions();
  const messages = JSON.parse(source);
  const kept = Object.fromEntries(
    Object.entries(messages).filter(([id, message]) => !prefixes.some((prefix) => id.startsWith(prefix)) && defaults[id] !== message),
  );
  return JSON.stringify(kept);
};
