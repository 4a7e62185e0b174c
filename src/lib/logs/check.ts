/**
 * Checks a server log against the known problems in src/data/logProblems.ts and reads the setup
 * facts it states. Pure: text in, report out. Each problem's messages become one regular
 * expression run over the whole text (far faster than testing every line), and each match is
 * mapped to its line number; only the first few lines per problem are kept, each cut to a length
 * a page can show, so a hostile log cannot make the report itself huge.
 */
import {logProblemImpacts, logProblems, type LogProblemId, type LogProblemImpact, type WikiEntry} from '../../data/logProblems';
import {lineAt, lineStarts} from './lines';
import type {SetupFacts} from './facts';
import {readSetupFacts} from './setup';
import {templateSource, trimTemplate} from './template';

/** Lines kept per problem; the rest are counted. */
export const maxLinesPerProblem = 5;
/** Characters of a line kept for the view. */
export const maxLineLength = 400;

export interface LogLine {
  /** 1-based line number in the log. */
  number: number;
  text: string;
  /** True when the line was longer than `maxLineLength` and cut. */
  cut: boolean;
}

export interface FoundProblem {
  id: LogProblemId;
  impact: LogProblemImpact;
  /** Site route of the wiki entry that explains it, with its anchor. */
  link: string;
  lines: LogLine[];
  /** How many lines show the problem (at least `lines.length`). */
  lineCount: number;
}

export interface LogReport {
  lineCount: number;
  problems: FoundProblem[];
  setup: SetupFacts;
}

/** The site route of a wiki entry. */
export function wikiEntryRoute(entry: WikiEntry): string {
  return `/wiki/${entry.page}/#${entry.anchor}`;
}

const compiled = new Map<LogProblemId, RegExp>();

/** One regular expression that finds any message of a problem. */
export function problemPattern(id: LogProblemId): RegExp {
  let pattern = compiled.get(id);
  if (!pattern) {
    const problem = logProblems.find((entry) => entry.id === id)!;
    const texts = problem.messages.flatMap((message) => message.texts);
    pattern = new RegExp(texts.map((text) => `(?:${templateSource(trimTemplate(text))})`).join('|'), 'g');
    compiled.set(id, pattern);
  }
  return pattern;
}

// Terminal colour codes that consoles and hosting panels leave in logs.
// eslint-disable-next-line no-control-regex -- ESC is exactly the character these codes start with
const ansi = /\u001b\[[0-9;]*[A-Za-z]/g;

/** A line as the page shows it: without the line break and colour codes, cut when very long. */
export function viewLine(text: string, starts: readonly number[], index: number): LogLine {
  const end = index + 1 < starts.length ? starts[index + 1]! - 1 : text.length;
  // Read at most a little more than is shown, whatever the line's length.
  let line = text.slice(starts[index]!, Math.min(end, starts[index]! + maxLineLength * 2));
  const cutBySlice = end - starts[index]! > maxLineLength * 2;
  line = line.replace(/\r$/, '').replace(ansi, '');
  const cut = cutBySlice || line.length > maxLineLength;
  return {number: index + 1, text: cut ? line.slice(0, maxLineLength) : line, cut};
}

/** Every known problem the log shows, most severe first, then by the line where it first shows. */
export function checkLog(text: string): LogReport {
  const starts = lineStarts(text);
  const problems: FoundProblem[] = [];
  for (const problem of logProblems) {
    const pattern = problemPattern(problem.id);
    pattern.lastIndex = 0;
    const lines: number[] = [];
    let lineCount = 0;
    let lastLine = -1;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const line = lineAt(starts, match.index);
      if (line !== lastLine) {
        lineCount++;
        if (lines.length < maxLinesPerProblem) lines.push(line);
        lastLine = line;
      }
      // Carry on from the next line: one line counts once however often it matches.
      const next = line + 1 < starts.length ? starts[line + 1]! : text.length;
      pattern.lastIndex = Math.max(next, match.index + 1);
    }
    if (lineCount === 0) continue;
    problems.push({
      id: problem.id,
      impact: problem.impact,
      link: wikiEntryRoute(problem.entries[0]!),
      lines: lines.map((line) => viewLine(text, starts, line)),
      lineCount,
    });
  }
  problems.sort((a, b) => logProblemImpacts.indexOf(a.impact) - logProblemImpacts.indexOf(b.impact) || a.lines[0]!.number - b.lines[0]!.number);
  return {lineCount: text === '' ? 0 : starts.length - (text.endsWith('\n') ? 1 : 0), problems, setup: readSetupFacts(text, starts)};
}
