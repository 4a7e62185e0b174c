import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  clientOnlyEntries,
  logProblemImpacts,
  logProblems as data,
  logSetupMessages,
  type LogMessage,
  type LogProblem,
  type WikiEntry,
} from '../../src/data/logProblems';
import {templateLiterals, trimTemplate} from '../../src/lib/logs/template';

const docsDir = path.resolve(__dirname, '../../docs');
const logProblems: readonly LogProblem[] = data;

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

interface Heading {
  page: string;
  anchor: string;
  text: string;
}

/** Every heading with an explicit anchor (`## Text {#anchor}`), outside code blocks. */
function headings(): Heading[] {
  return markdownFiles(docsDir).flatMap((file) => {
    const page = path.relative(docsDir, file).replace(/\.mdx?$/, '');
    const body = fs.readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    return [...body.matchAll(/^#{2,6}\s+(.*?)\s*\{#([^}]+)\}\s*$/gm)].map((match) => ({page, anchor: match[2]!, text: match[1]!}));
  });
}

const allHeadings = headings();
const key = (entry: WikiEntry) => `${entry.page}#${entry.anchor}`;
const existing = new Set(allHeadings.map(key));
/** A troubleshooting entry headed by a message: its heading opens with the quoted or code-formatted text. */
const messageHeadings = allHeadings.filter((heading) => /^["`]/.test(heading.text));

describe('log problems data', () => {
  it('finds the message headings it checks (the test reads the wiki)', () => {
    expect(messageHeadings.length).toBeGreaterThan(40);
    expect(messageHeadings.map(key)).toContain('geyser/common-issues#please-connect-through-the-official-geyser');
    expect(messageHeadings.map(key)).toContain('floodgate/issues#javaxcryptoaeadbadtagexception-tag-mismatch');
  });

  it('has a problem (or a reason it cannot have one) for every troubleshooting entry headed by a message', () => {
    const covered = new Set([...logProblems.flatMap((problem) => problem.entries.map(key)), ...clientOnlyEntries.map(key)]);
    const missing = messageHeadings.filter((heading) => !covered.has(key(heading))).map((heading) => `${key(heading)} (${heading.text})`);
    expect(missing, 'add a problem to src/data/logProblems.ts for each of these entries').toEqual([]);
  });

  it('points only at headings that exist', () => {
    const entries = [...logProblems.flatMap((problem) => problem.entries), ...clientOnlyEntries];
    const broken = entries.filter((entry) => !existing.has(key(entry))).map(key);
    expect(broken, 'these anchors are not explicit heading anchors in docs/').toEqual([]);
  });

  it('has unique ids, a known impact, an entry and at least one message per problem', () => {
    const ids = logProblems.map((problem) => problem.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const problem of logProblems) {
      expect(logProblemImpacts, problem.id).toContain(problem.impact);
      expect(problem.entries.length, problem.id).toBeGreaterThan(0);
      expect(problem.messages.length, problem.id).toBeGreaterThan(0);
    }
  });

  it('gives every message its source and texts specific enough not to match ordinary lines', () => {
    const messages: LogMessage[] = [...logProblems.flatMap((problem) => problem.messages), ...Object.values(logSetupMessages)];
    for (const message of messages) {
      expect(message.source.trim(), JSON.stringify(message.texts[0])).not.toBe('');
      expect(message.texts.length).toBeGreaterThan(0);
      for (const text of message.texts) {
        expect(text, 'one line only').not.toMatch(/[\n\r]/);
        // at least four characters of fixed text (a CJK phrase of four characters is specific enough)
        const longest = Math.max(...templateLiterals(trimTemplate(text)).map((literal) => literal.trim().length));
        expect(longest, text).toBeGreaterThanOrEqual(4);
      }
      expect(new Set(message.texts).size, 'each text once').toBe(message.texts.length);
    }
  });
});
