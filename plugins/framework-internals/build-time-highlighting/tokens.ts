/**
 * Syntax highlighting worked out when the site is built, so a page with code
 * needs no Prism in the browser.
 *
 * At build time (./remark.ts) each fenced code block is split
 * into Prism tokens, and only the token types and lengths are written next to
 * the code: the text itself is already there. In the browser,
 * theme/CodeBlock/Content cuts the code back into the same tokens.
 *
 * The format, kept short because it ships in the page's script:
 *   `<language>|<type list>|<line>;<line>;…`
 * where the type list is the distinct token types (`keyword`, `string attr-value`,
 * …) joined by `,`, and each line is its tokens as `<type index>.<length>`
 * joined by `,`, both numbers in base 36. A line with nothing but an empty
 * token is an empty line.
 */

/** One token of one line, in the shape the code block renders. */
export type CodeToken = {types: string[]; content: string; empty?: boolean};

/** Splits text into lines the way Prism's token normaliser does. */
const newline = /\r\n|\r|\n/;

export function encodeTokens(language: string, lines: readonly (readonly CodeToken[])[]): string {
  const typeIndex = new Map<string, number>();
  const encodedLines = lines.map((line) =>
    line
      .map((token) => {
        const key = token.types.join(' ');
        if (!typeIndex.has(key)) typeIndex.set(key, typeIndex.size);
        // An empty line's placeholder token stands for no text at all.
        const length = token.empty ? 0 : token.content.length;
        return `${typeIndex.get(key)!.toString(36)}.${length.toString(36)}`;
      })
      .join(','),
  );
  return [language, [...typeIndex.keys()].join(','), encodedLines.join(';')].join('|');
}

/**
 * The tokens of `code`, or undefined when the encoding does not fit it (another
 * language, other text, or a damaged string); the caller then highlights the
 * code itself.
 */
export function decodeTokens(encoded: string | undefined, code: string, language: string): CodeToken[][] | undefined {
  if (!encoded) return undefined;
  const [encodedLanguage, typeList, lineList, extra] = encoded.split('|');
  if (extra !== undefined || lineList === undefined || encodedLanguage !== language) return undefined;
  const types = typeList.split(',').map((key) => key.split(' '));
  const codeLines = code.split(newline);
  const encodedLines = lineList.split(';');
  if (encodedLines.length !== codeLines.length) return undefined;

  const lines: CodeToken[][] = [];
  for (let i = 0; i < codeLines.length; i += 1) {
    const text = codeLines[i];
    const line: CodeToken[] = [];
    let at = 0;
    for (const part of encodedLines[i].split(',')) {
      const [typeText, lengthText] = part.split('.');
      const tokenTypes = types[parseInt(typeText, 36)];
      const length = parseInt(lengthText, 36);
      if (!tokenTypes || !(length >= 0)) return undefined;
      line.push({types: tokenTypes, content: text.slice(at, at + length)});
      at += length;
    }
    if (at !== text.length) return undefined;
    if (line.length === 1 && line[0].content === '') line[0] = {...line[0], content: '\n', empty: true};
    lines.push(line);
  }
  return lines;
}

/** A Prism theme as prism-react-renderer and the classic theme describe it. */
export type PrismThemeLike = {
  plain: Record<string, unknown>;
  styles: {types: string[]; languages?: string[]; style: Record<string, unknown>}[];
};

export type ThemeStyles = Record<string, Record<string, unknown> | undefined>;

/**
 * The inline style of each token type in a Prism theme for one language, plus
 * `root` (the block: colours and background) and `plain` (a line: colour only).
 */
export function themeStyles(theme: PrismThemeLike, language: string): ThemeStyles {
  const byType: ThemeStyles = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) byType[type] = {...byType[type], ...entry.style};
  }
  byType.root = theme.plain;
  byType.plain = {...theme.plain, backgroundColor: undefined};
  return byType;
}

/** The inline style of one token: its types' styles merged, in order. */
export function tokenStyle(styles: ThemeStyles, token: CodeToken): Record<string, unknown> | undefined {
  const [first] = token.types;
  if (token.types.length === 1 && first === 'plain') return token.empty ? {display: 'inline-block'} : undefined;
  if (token.types.length === 1 && token.empty) return styles[first];
  return Object.assign(token.empty ? {display: 'inline-block'} : {}, ...token.types.map((type) => styles[type]));
}
