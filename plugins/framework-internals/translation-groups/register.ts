import codeTranslations from '@generated/codeTranslations';

/**
 * Adds a translation group's messages to the ones `translate()` and
 * `<Translate>` read. Called when a group's module is first evaluated, before
 * any component of the group renders (see translationGroups.ts).
 */
export function registerTranslations(messages: Record<string, string>): void {
  Object.assign(codeTranslations, messages);
}
