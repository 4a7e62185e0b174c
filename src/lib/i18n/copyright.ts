/**
 * Puts the given year into a copyright line ("Copyright © 2026 …"). Translated
 * footer texts are written once; the year shown follows the build.
 */
export function withCopyrightYear(text: string, year: number): string {
  return text.replace(/(©\s*)\d{4}/u, `$1${year}`);
}
