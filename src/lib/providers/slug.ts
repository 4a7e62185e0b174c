/**
 * Turns a hosting provider's name into the fragment used as its anchor on the
 * hosting providers page, e.g. "Server.pro" -> "server-pro".
 * Also the anchor of an anticheat on the anticheat page.
 */
export function providerSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      // drop accents left over from the decomposition above
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
