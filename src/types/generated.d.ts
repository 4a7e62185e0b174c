// Written at build time by plugins/data-translations: translated data strings by id.
declare module '@generated/data-translations/default/strings.json' {
  const strings: Record<string, string>;
  export default strings;
}
declare module '@generated/data-translations/default/config-editor.json' {
  const strings: Record<string, string>;
  export default strings;
}

// Written at build time by plugins/code-translation-groups: one group's messages by id.
declare module '@generated/code-translation-groups/default/*.json' {
  const messages: Record<string, string>;
  export default messages;
}
