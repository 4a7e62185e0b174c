/**
 * Ids of the strings that live in data files, and their lookup in a locale's
 * translations: what components need, without the data itself (./dataStrings
 * collects every string for translators at build time).
 */
export interface DataString {
  message: string;
  description: string;
}

export function providerStepId(slug: string, index: number): string {
  return `wiki.hostingProviders.${slug}.step${index + 1}`;
}

export function providerNoteId(slug: string): string {
  return `wiki.hostingProviders.${slug}.note`;
}

export function communityProjectId(slug: string): string {
  return `wiki.communityProjects.${slug}`;
}

export function anticheatConfigureId(slug: string): string {
  return `wiki.anticheats.${slug}.configure`;
}

/** `geyser.extension.<id>.command` → `wiki.commandData.geyser.extension.-id-.command`. */
export function commandDescriptionId(permission: string): string {
  return `wiki.commandData.${permission.replace(/[^a-z0-9.]+/gi, '-')}`;
}

/**
 * The translated text of a data string, or its English text. `translations`
 * holds only the strings a locale has translated.
 */
export function dataText(translations: Readonly<Record<string, string>>, id: string, english: string): string {
  const translated = translations[id];
  return typeof translated === 'string' && translated.trim() !== '' ? translated : english;
}
