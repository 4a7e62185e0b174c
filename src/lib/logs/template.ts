/**
 * Turns a message as a program prints it ("Failed to start Geyser on {0}:{1}") into a regular
 * expression source that finds it on one log line: the literal parts must appear as written and
 * each placeholder stands for any text on the same line. Pure, so the data can be tested.
 */

const placeholder = /\{(\w*)\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The literal parts of a template, in order. */
export function templateLiterals(template: string): string[] {
  return template.split(placeholder).filter((_, index) => index % 2 === 0);
}

/** The names of a template's placeholders, in order ("" for `{}`). */
export function templatePlaceholders(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1]!);
}

/**
 * A template without the placeholders that open or close it: for finding a message those match
 * anything, and a pattern that starts with a literal is found far faster.
 */
export function trimTemplate(template: string): string {
  return template.replace(/^(?:\{\w*\}\s*)+/, '').replace(/(?:\s*\{\w*\})+$/, '');
}

/**
 * The source of a regular expression for one template. With `capture`, each numbered or named
 * placeholder becomes a named group `p<name>` (the first of a name wins); a placeholder that
 * ends the template takes the rest of the line, the others as little as they can. Compile it
 * with the `m` flag.
 */
export function templateSource(template: string, capture = false): string {
  const parts = template.split(placeholder);
  const seen = new Set<string>();
  // A template that opens with a placeholder is tried from line starts only (use the `m` flag):
  // tried at every offset, it would scan the rest of each line again and again.
  let source = parts.length > 1 && parts[0] === '' ? '^' : '';
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (index % 2 === 0) {
      source += escapeRegExp(part);
      continue;
    }
    const last = index === parts.length - 2 && parts[index + 1] === '';
    const any = last ? '[^\\n\\r]*' : '[^\\n\\r]*?';
    if (capture && part !== '' && !seen.has(part)) {
      seen.add(part);
      source += `(?<p${part}>${any})`;
    } else {
      source += any;
    }
  }
  return source;
}
