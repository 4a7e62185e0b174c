/** Characters that need no glyph: spaces, controls and invisible formatting (bidi marks, joiners). */
const invisible = /[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}]/u;

/**
 * The characters of `text` that none of the card fonts has, each once, in order
 * of appearance: the build stops on them rather than drawing empty boxes.
 */
export function missingCharacters(text: string, covered: ReadonlySet<number>): string[] {
  const missing: string[] = [];
  for (const character of text) {
    if (invisible.test(character)) continue;
    if (!covered.has(character.codePointAt(0)!) && !missing.includes(character)) missing.push(character);
  }
  return missing;
}

/** "U+1F600 😀" for an error message. */
export function describeCharacter(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${character}`;
}
