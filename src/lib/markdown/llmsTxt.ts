/**
 * `llms.txt` as the llms.txt proposal lays it out: the site's name as the only
 * H1, a one-paragraph summary as a quote, then one H2 section per part of the
 * site, each a list of `- [title](url): description` lines.
 */

export interface LlmsLink {
  title: string;
  url: string;
  description?: string | undefined;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsTxt {
  name: string;
  summary: string;
  /** Optional paragraphs after the summary. */
  details?: string[];
  sections: LlmsSection[];
}

/** One line of text: Markdown's own characters in a link text escaped, line breaks folded. */
function inline(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function linkText(value: string): string {
  return inline(value).replace(/([\\[\]])/g, '\\$1');
}

export function formatLlmsTxt(file: LlmsTxt): string {
  const parts = [`# ${inline(file.name)}`, `> ${inline(file.summary)}`, ...(file.details ?? []).map(inline)];
  for (const section of file.sections) {
    if (section.links.length === 0) continue;
    const lines = section.links.map((link) => {
      const description = link.description ? inline(link.description) : '';
      return `- [${linkText(link.title)}](${encodeURI(decodeURI(link.url))})${description ? `: ${description}` : ''}`;
    });
    parts.push(`## ${inline(section.title)}\n\n${lines.join('\n')}`);
  }
  return parts.join('\n\n') + '\n';
}

/** Pages' Markdown one after the other, each headed by its address (llms-full.txt). */
export function joinPages(pages: {url: string; markdown: string}[]): string {
  return pages.map((page) => `<!-- Source: ${page.url} -->\n\n${page.markdown.trim()}\n`).join('\n---\n\n');
}
