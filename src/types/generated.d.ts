// Written at build time by plugins/i18n (dataStrings): translated data strings by id.
declare module '@generated/site-translations/default/strings.json' {
  const strings: Record<string, string>;
  export default strings;
}
declare module '@generated/site-translations/default/commands.json' {
  const strings: Record<string, string>;
  export default strings;
}
declare module '@generated/site-translations/default/config-editor.json' {
  const strings: Record<string, string>;
  export default strings;
}

// Written at build time by plugins/i18n (interfaceGroups): one group's messages by id.
declare module '@generated/site-translations/default/group-*.json' {
  const messages: Record<string, string>;
  export default messages;
}
