/**
 * Translated pages may change words, never code. A translated MDX page must have
 * the same import/export statements and the same JSX components as its English
 * source, and no JavaScript expression that the English page lacks, so that a
 * merged translation cannot run code at build time or in readers' browsers.
 *
 * Node only (used by the unit tests, not by the site): pages are parsed the way
 * Docusaurus parses them, with MDX's own parser.
 */
import {createProcessor} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import {escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import matter from 'gray-matter';
import {assertYamlFrontMatter, FrontMatterLanguageError} from '../markdown/frontMatter';

interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  position?: {start: {line: number}};
  attributes?: Node[];
  children?: Node[];
  data?: {estree?: {body: unknown[]}};
}

/** Code found in one page, each item with the first line it appears on. */
export interface PageCode {
  /** import/export statements, whitespace collapsed. */
  esm: Map<string, number>;
  /** JSX element names (components and HTML tags); a fragment is "<>". */
  elements: Map<string, number>;
  /** JavaScript expressions: {…} in text, attribute values {…} and spreads. Comments are not code. */
  expressions: Map<string, number>;
}

const processor = createProcessor({remarkPlugins: [remarkDirective]});

function normalize(code: string): string {
  return code.replace(/\s+/g, ' ').trim();
}

function note(map: Map<string, number>, key: string, line: number): void {
  if (!map.has(key)) map.set(key, line);
}

/** An expression whose program is empty holds only comments ({/* like this *\/}). */
function isCode(node: Node): boolean {
  const body = node.data?.estree?.body;
  return body ? body.length > 0 : normalize(String(node.value ?? '')) !== '';
}

export class MdxParseError extends Error {}

/** Parses a page as Docusaurus does (front matter off, {#heading-ids} escaped) and lists its code. */
export function extractPageCode(fileContent: string): PageCode {
  // Front matter in JavaScript would run inside gray-matter: refused before it is read.
  assertYamlFrontMatter(fileContent);
  const {content} = matter(fileContent);
  // Keep line numbers: blank lines stand in for the front matter.
  const frontMatterLines = fileContent.slice(0, Math.max(0, fileContent.lastIndexOf(content))).split('\n').length - 1;
  const source = '\n'.repeat(frontMatterLines) + escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(content));
  let tree: Node;
  try {
    tree = processor.parse(source) as unknown as Node;
  } catch (error) {
    throw new MdxParseError(String((error as Error).message ?? error));
  }
  const code: PageCode = {esm: new Map(), elements: new Map(), expressions: new Map()};
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const walk = (node: Node): void => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'mdxjsEsm':
        // One node holds consecutive statements; the parser gives each one's offsets in the file.
        for (const statement of (node.data?.estree?.body ?? []) as {start: number; end: number}[]) {
          note(code.esm, normalize(source.slice(statement.start, statement.end)), lineAt(statement.start));
        }
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        // A bare <bdi> only isolates a run of text's direction (English messages inside Arabic); it runs no code.
        if (node.name === TEXT_DIRECTION_ELEMENT && (node.attributes ?? []).length === 0) break;
        note(code.elements, node.name ?? '<>', line);
        for (const attribute of node.attributes ?? []) {
          if (attribute.type === 'mdxJsxExpressionAttribute') {
            note(code.expressions, `{${normalize(String(attribute.value))}}`, line);
          } else if (attribute.value && typeof attribute.value === 'object') {
            const value = attribute.value as Node;
            if (isCode(value)) note(code.expressions, `${attribute.name}={${normalize(String(value.value))}}`, line);
          }
        }
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (isCode(node)) note(code.expressions, `{${normalize(String(node.value))}}`, line);
        break;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return code;
}

/** The one element a translation may add: right-to-left text needs it around left-to-right runs. */
const TEXT_DIRECTION_ELEMENT = 'bdi';

function list(keys: Iterable<string>): string {
  const all = [...keys];
  return all.length ? all.map((k) => `<${k}>`).join(', ') : 'none';
}

/**
 * What a translator has to fix so that the translated page carries exactly the
 * English page's code. Empty when the page is fine. The English page may be given as its
 * text or as its code, read once by `extractPageCode` for all its translations.
 */
export function compareTranslatedPage(english: string | PageCode, translated: string): string[] {
  let source: PageCode;
  try {
    source = typeof english === 'string' ? extractPageCode(english) : english;
  } catch (error) {
    return [`The English page itself is not valid MDX (${(error as Error).message}); fix it first.`];
  }
  let target: PageCode;
  try {
    target = extractPageCode(translated);
  } catch (error) {
    if (error instanceof FrontMatterLanguageError) return [`${error.message} Translations keep the English page's YAML front matter.`];
    return [
      `The translation is not valid MDX: ${(error as Error).message}. ` +
        'Compare it with the English page: every <Tag> must be closed, and { } must be written as \\{ \\} in text.',
    ];
  }
  const problems: string[] = [];
  for (const [statement, line] of target.esm) {
    if (!source.esm.has(statement)) {
      problems.push(`line ${line}: "${statement}" is not in the English page. Translations cannot add or change import/export lines; remove it or copy the English line unchanged.`);
    }
  }
  for (const [statement, line] of source.esm) {
    if (!target.esm.has(statement)) {
      problems.push(`"${statement}" (line ${line} of the English page) is missing. Copy it into the translation unchanged.`);
    }
  }
  for (const [name, line] of target.elements) {
    if (!source.elements.has(name)) {
      problems.push(
        `line ${line}: <${name}> is not used by the English page. A translation may use only the English page's components ` +
          `(${list(source.elements.keys())}); write the text without it.`,
      );
    }
  }
  for (const [name, line] of source.elements) {
    if (!target.elements.has(name)) {
      problems.push(`<${name}> (line ${line} of the English page) is missing. Keep every component of the English page, translating only the text around and inside it.`);
    }
  }
  for (const [expression, line] of target.expressions) {
    if (!source.expressions.has(expression)) {
      problems.push(
        `line ${line}: ${expression} is code that the English page does not have. Keep {…} expressions exactly as in English; ` +
          'to show braces as text, write \\{ and \\}.',
      );
    }
  }
  return problems;
}
