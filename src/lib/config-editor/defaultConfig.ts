/**
 * Writes the Default file from the schema: every option at its default, optional ones as `#key: value`
 * comment lines, each with a short note in our words, in the order of Geyser's own file.
 */
import {CST} from 'yaml';
import {
  SUPPORTED_CONFIG_VERSION,
  geyserConfigOptions,
  type ConfigOption,
} from '@site/src/data/geyserConfigSchema';

const COMMENT_WIDTH = 100;

const HEADER = [
  'Geyser config.yml (config-version 4), as the config editor on the GeyserMC website writes it.',
  'Lines starting with # are notes for you; Geyser skips them. An option written as "#name: value"',
  'is switched off: remove the # to use it. Keep the indentation as it is, two spaces, no tabs.',
];

const SECTION_NOTES: Record<string, string> = {
  bedrock: 'How Bedrock players reach Geyser.',
  remote: 'The Java server Geyser connects players to.',
  metrics: 'Anonymous usage statistics sent to bStats (https://bstats.org/plugin/server-implementation/GeyserMC).',
};

/** Notes above options placed after this one say they are for experienced users. */
const FIRST_ADVANCED_OPTION = 'scoreboard-packet-threshold';

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function comment(text: string, indent: string): string[] {
  return wrap(text, COMMENT_WIDTH - indent.length - 2).map((line) => `${indent}# ${line}`);
}

function scalar(text: string, quoted: boolean): string {
  return CST.stringify(CST.createScalarToken(text, {indent: 0, type: quoted ? 'QUOTE_DOUBLE' : 'PLAIN', end: []}));
}

function optionLines(option: ConfigOption, indent: string): string[] {
  const name = option.path[option.path.length - 1];
  const lines = comment(option.description, indent);
  const prefix = option.commentedOutByDefault ? `${indent}#` : indent;
  switch (option.type) {
    case 'boolean':
    case 'integer':
      lines.push(`${prefix}${name}: ${String(option.default)}`);
      break;
    case 'string':
    case 'enum':
      lines.push(`${prefix}${name}: ${scalar(option.default, Boolean(option.quoted))}`);
      break;
    case 'stringList':
      if (option.commentedOutByDefault) {
        lines.push(`${prefix}${name}: [ ${option.default.map((entry) => scalar(entry, true)).join(', ')} ]`);
      } else {
        lines.push(`${prefix}${name}:`);
        for (const entry of option.default) lines.push(`${indent}  - ${scalar(entry, false)}`);
      }
      break;
  }
  return lines;
}

/** The Default file's text, with `\n` line endings and a final line break. */
export function buildDefaultConfig(): string {
  const lines: string[] = HEADER.map((line) => `# ${line}`);
  let openSection: string | null = null;
  for (const option of geyserConfigOptions) {
    const section = option.path.length > 1 ? option.path[0] : null;
    if (section !== openSection) {
      if (section) {
        lines.push('');
        lines.push(...comment(SECTION_NOTES[section] ?? '', ''));
        lines.push(`${section}:`);
      }
      openSection = section;
    }
    if (option.path.join('.') === FIRST_ADVANCED_OPTION) {
      lines.push('', '# The options below are for unusual setups; the defaults suit almost every server.');
    }
    if (option.path.join('.') === 'config-version') {
      lines.push('', '# Tells Geyser which layout this file has. Leave it alone.');
      lines.push(`config-version: ${SUPPORTED_CONFIG_VERSION}`);
      continue;
    }
    if (!section) lines.push('');
    lines.push(...optionLines(option, section ? '  ' : ''));
  }
  return `${lines.join('\n')}\n`;
}
