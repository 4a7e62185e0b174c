/**
 * Writes a whole config file from a format: every option in the program's order, each with a short
 * note in our words, at its default or at a value given (the Update feature passes the user's values).
 * Optional options that the program ships as `#key: value` comment lines are written that way.
 */
import {CST, parse as parseYamlValue} from 'yaml';
import {
  geyserFormat,
  floodgateFormat,
  optionKey,
  type ConfigFormat,
  type ConfigOption,
  type FloodgateFile,
  type GeyserPlatform,
} from '@site/src/data/configFormats';

const COMMENT_WIDTH = 100;

const HEADERS: Record<string, readonly string[]> = {
  'geyser-4': [
    'Geyser config.yml (config-version 4), as the config editor on the GeyserMC website writes it.',
    'Lines starting with # are notes for you; Geyser skips them. An option written as "#name: value"',
    'is switched off: remove the # to use it. Keep the indentation as it is, two spaces, no tabs.',
  ],
  geyser: [
    'Geyser config.yml, as the config editor on the GeyserMC website writes it.',
    'Lines starting with # are notes for you; Geyser skips them. Keep the indentation as it is,',
    'two spaces per level, no tabs. Setup guides: https://geysermc.org/wiki/geyser/setup/',
  ],
  floodgate: [
    'Floodgate config.yml, as the config editor on the GeyserMC website writes it.',
    'Lines starting with # are notes for you; Floodgate skips them. An option written as',
    '"#name: value" is switched off: remove the # to use it. Two spaces per level, no tabs.',
  ],
};

const SECTION_NOTES: Record<string, string> = {
  bedrock: 'How Bedrock players reach Geyser.',
  remote: 'The Java server Geyser connects players to.',
  java: 'The Java server Geyser logs players into.',
  motd: 'How the server looks in the Bedrock server list.',
  gameplay: 'What Bedrock players experience in game.',
  advanced: 'Options for unusual setups; the defaults suit almost every server.',
  'advanced.java': 'The connection between Geyser and the Java server.',
  'advanced.bedrock': 'The connection between Bedrock players and Geyser.',
  metrics: 'Anonymous usage statistics sent to bStats (https://bstats.org/).',
  disconnect: 'Messages for players whose connection Floodgate refuses.',
  'player-link': 'Linking Java and Bedrock accounts (https://geysermc.org/wiki/floodgate/linking/).',
};

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
  if (!quoted) {
    const plain = CST.stringify(CST.createScalarToken(text, {indent: 0, type: 'PLAIN', end: []}));
    try {
      if (!/^["']/.test(plain) && parseYamlValue(plain) === text) return plain;
    } catch {
      // not plain YAML: quote it below
    }
  }
  return CST.stringify(CST.createScalarToken(text, {indent: 0, type: 'QUOTE_DOUBLE', end: []}));
}

function valueLines(option: ConfigOption, value: unknown, indent: string, commented: boolean): string[] {
  const name = option.path[option.path.length - 1];
  const prefix = commented ? `${indent}#` : indent;
  const quoted = (option.type === 'string' || option.type === 'enum') && Boolean(option.quoted);
  if (Array.isArray(value)) {
    const entries = value.map((entry) => (typeof entry === 'string' ? scalar(entry, commented) : String(entry)));
    if (entries.length === 0) return [`${prefix}${name}: []`];
    if (commented) return [`${prefix}${name}: [ ${entries.join(', ')} ]`];
    return [`${prefix}${name}:`, ...entries.map((entry) => `${indent}  - ${entry}`)];
  }
  if (typeof value === 'string') return [`${prefix}${name}: ${scalar(value, quoted)}`];
  if (value === null || value === undefined) return [`${prefix}${name}:`];
  if (typeof value === 'object') return [`${prefix}${name}: ${JSON.stringify(value)}`];
  return [`${prefix}${name}: ${String(value)}`];
}

export interface BuildOptions {
  /** Values to write instead of the defaults, by dotted key. */
  values?: ReadonlyMap<string, unknown>;
  /** Makes the random statistics id that the programs create. */
  newId?: () => string;
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** A whole file's text, with `\n` line endings and a final line break. */
export function buildConfigFile(format: ConfigFormat, build: BuildOptions = {}): string {
  const headerKey = format.product === 'geyser' && format.variant === null ? 'geyser-4' : format.product;
  const lines: string[] = HEADERS[headerKey].map((line) => `# ${line}`);
  const newId = build.newId ?? randomId;
  let open: readonly string[] = [];
  for (const option of format.options) {
    const key = optionKey(option);
    const sections = option.path.slice(0, -1);
    // Close what is no longer shared, open what is new, each opened section with its note.
    let shared = 0;
    while (shared < open.length && shared < sections.length && open[shared] === sections[shared]) shared++;
    for (let depth = shared; depth < sections.length; depth++) {
      const indent = '  '.repeat(depth);
      const sectionKey = sections.slice(0, depth + 1).join('.');
      lines.push('');
      if (SECTION_NOTES[sectionKey]) lines.push(...comment(SECTION_NOTES[sectionKey], indent));
      lines.push(`${indent}${sections[depth]}:`);
    }
    open = sections;
    const indent = '  '.repeat(sections.length);
    if (sections.length === 0) lines.push('');

    const given = build.values?.has(key) ? build.values.get(key) : undefined;
    const isSet = build.values?.has(key) ?? false;
    let value: unknown = isSet ? given : key === 'config-version' ? format.version : option.default;
    if (option.type === 'string' && option.format === 'uuid' && (!isSet || value === null)) value = newId();
    lines.push(...comment(option.description, indent));
    lines.push(...valueLines(option, value, indent, Boolean(option.commentedOutByDefault) && !isSet));
  }
  return `${lines.join('\n')}\n`;
}

export type DefaultChoice = {product: 'geyser'; platform: GeyserPlatform} | {product: 'floodgate'; file: FloodgateFile};

/** The Default file for a choice of program and build. */
export function buildDefaultConfig(choice: DefaultChoice, newId?: () => string): string {
  if (choice.product === 'floodgate') return buildConfigFile(floodgateFormat(choice.file), {newId});
  return buildConfigFile(geyserFormat(Number.POSITIVE_INFINITY, choice.platform), {newId});
}
