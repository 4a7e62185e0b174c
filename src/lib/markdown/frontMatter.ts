/**
 * Front matter is YAML only. gray-matter (which Docusaurus and our translation checks use) reads the
 * word after the opening `---` as the front matter's language, and for `js`, `javascript` or `coffee`
 * it runs the block as code. A page is data: any language but YAML is refused before gray-matter sees
 * the page, with an error naming the file, so such a page fails the build instead of running.
 */

/** Names gray-matter accepts for YAML; an opening `---` with nothing after it is YAML too. */
const YAML_NAMES = new Set(['', 'yaml', 'yml']);

/** The language written after the opening `---` (lower-cased), '' for plain `---`, or null without front matter. */
export function frontMatterLanguage(fileContent: string): string | null {
  const text = fileContent.startsWith('\uFEFF') ? fileContent.slice(1) : fileContent;
  // gray-matter: front matter opens with `---` at the very start, and `----` is not an opening.
  if (!text.startsWith('---') || text.charAt(3) === '-') return null;
  const lineEnd = text.search(/\r?\n/);
  const rest = text.slice(3, lineEnd === -1 ? undefined : lineEnd);
  return rest.trim().toLowerCase();
}

export class FrontMatterLanguageError extends Error {
  constructor(
    readonly language: string,
    readonly filePath?: string,
  ) {
    super(
      `${filePath ?? 'This page'}: front matter must be YAML, but it opens with "---${language}". ` +
        'Front matter in another language would run as code when the site builds; write it as YAML (an opening line of just "---").',
    );
    this.name = 'FrontMatterLanguageError';
  }
}

/** Throws FrontMatterLanguageError when the page's front matter is not YAML. */
export function assertYamlFrontMatter(fileContent: string, filePath?: string): void {
  const language = frontMatterLanguage(fileContent);
  if (language !== null && !YAML_NAMES.has(language)) throw new FrontMatterLanguageError(language, filePath);
}

interface ParseParams {
  filePath: string;
  fileContent: string;
}

/**
 * Wraps a front matter parser (Docusaurus's `defaultParseFrontMatter`, for `markdown.parseFrontMatter`)
 * so that it only ever sees YAML front matter.
 */
export async function parseYamlFrontMatter<P extends ParseParams, R>(params: P, parse: (params: P) => Promise<R>): Promise<R> {
  assertYamlFrontMatter(params.fileContent, params.filePath);
  return parse(params);
}
