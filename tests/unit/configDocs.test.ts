import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_GEYSER_CONFIG_VERSION, geyserCurrentOptions, optionKey} from '@site/src/data/configFormats';

const page = readFileSync(path.resolve(__dirname, '../../docs/geyser/understanding-the-config.md'), 'utf8');

/**
 * The keys the page documents in its option tables: a table's first column names a key, and the
 * `## `section`` (or `### `advanced.java``) heading above it names the section it sits in; headings
 * without a key name hold top-level options. The history sections at the end are left out.
 */
function documentedKeys(): string[] {
  const keys: string[] = [];
  let prefix = '';
  for (const line of page.split('\n')) {
    if (/^## (Config versions|Upgrading from older config files)/.test(line)) break;
    const heading = /^#{2,3} (.*)$/.exec(line);
    if (heading) {
      const named = /^`([a-z.-]+)`/.exec(heading[1]);
      prefix = named ? `${named[1]}.` : '';
      continue;
    }
    const row = /^\| `([a-z-]+)` \|/.exec(line);
    if (row) keys.push(prefix + row[1]);
  }
  return keys;
}

describe('understanding-the-config agrees with the config editor', () => {
  const schemaKeys = [...new Set(geyserCurrentOptions.filter((option) => option.until === undefined).map(optionKey))];
  const documented = documentedKeys();

  it('documents every option of the current layout', () => {
    expect(
      schemaKeys.filter((key) => !documented.includes(key)),
      'options missing from the page',
    ).toEqual([]);
  });

  it('documents no option the editor does not know', () => {
    expect(
      documented.filter((key) => !schemaKeys.includes(key)),
      'keys on the page that are not in src/data/configFormats',
    ).toEqual([]);
  });

  it('explains the version history and links to the editor', () => {
    expect(page).toMatch(/^## Config versions$/m);
    expect(page).toContain(`| ${CURRENT_GEYSER_CONFIG_VERSION} |`);
    expect(page).toContain('](/utilities/config-editor)');
    expect(page).toContain('Update to the current format');
  });
});
