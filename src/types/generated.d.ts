// Written at build time by plugins/data-translations: translated data strings by id.
declare module '@generated/data-translations/default/strings.json' {
  const strings: Record<string, string>;
  export default strings;
}
