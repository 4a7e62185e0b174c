/**
 * Adds `<link rel="stylesheet" href>` to a built page, right after its last
 * stylesheet link (so the cascade order matches client-side loading), or
 * before `</head>` when it has none. A page that links it already is unchanged.
 */
export function linkStylesheet(html: string, href: string): string {
  if (html.includes(`href="${href}"`) || html.includes(`href=${href} `) || html.includes(`href=${href}>`)) return html;
  const tag = `<link rel="stylesheet" href="${href}">`;
  const links = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi)];
  const last = links.at(-1);
  if (last?.index !== undefined) {
    const end = last.index + last[0].length;
    return html.slice(0, end) + tag + html.slice(end);
  }
  const head = html.search(/<\/head>/i);
  if (head === -1) throw new Error('linkStylesheet: the page has no </head>');
  return html.slice(0, head) + tag + html.slice(head);
}
