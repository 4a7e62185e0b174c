/**
 * The commands tables, rendered on the server as the commands pages render them
 * (src/components/CommandTable from src/data/commands.ts).
 */
import {describe, expect, it, vi} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import CommandTable from '@site/src/components/CommandTable';
import {floodgateCommands, geyserCommands, geyserPermissions} from '@site/src/data/commands';
import {commandDescriptionId} from '@site/src/lib/i18n/dataStringIds';

vi.mock('@docusaurus/Translate', () => import('./support/docusaurusTranslate'));
vi.mock('@site/src/i18n/groups/commands', () => ({}));
// A locale that has translated one description: that one shows translated, the rest in English.
vi.mock('@site/src/i18n/commandTexts', () => ({default: {'wiki.commandData.geyser.command.ping': 'Zeigt deinen Ping'}}));

const render = (props: Parameters<typeof CommandTable>[0]) => renderToStaticMarkup(createElement(CommandTable, props));
const rows = (html: string) => html.match(/<tr>/g)!.length - 1; // minus the heading row

describe('CommandTable', () => {
  it('renders every Geyser command with its permission, default, audience and description', () => {
    const html = render({product: 'geyser'});
    expect(html).toContain('aria-label="Commands"');
    expect(rows(html)).toBe(geyserCommands.length);
    expect(html).toMatch(
      /<th scope="col">Command<\/th><th scope="col">Permission<\/th><th scope="col">Default<\/th><th scope="col">Who<\/th><th scope="col">What it does<\/th>/,
    );
    expect(html).toContain(
      '<tr><th scope="row"><span><code>/geyser dump [full] [offline] [logs]</code></span></th><td><code>geyser.command.dump</code></td><td>not set</td><td>Anyone</td><td>Builds a debug report for support</td></tr>',
    );
    expect(html).toContain('<span><code>/geyser help</code></span><span>, <code>/geyser ?</code></span>');
    expect(html).toMatch(/<code>geyser\.command\.offhand<\/code><\/td><td><code>true<\/code><\/td><td>Bedrock only<\/td>/);
  });

  it('shows a translated description where the locale has one, and English otherwise', () => {
    const html = render({product: 'geyser'});
    expect(html).toContain('<td>Zeigt deinen Ping</td>');
    expect(commandDescriptionId('geyser.command.ping')).toBe('wiki.commandData.geyser.command.ping');
  });

  it('renders the permissions that belong to no command, with `code` in descriptions as code, never as HTML', () => {
    const html = render({product: 'geyser', list: 'permissions'});
    expect(html).toContain('aria-label="Other permissions"');
    expect(rows(html)).toBe(geyserPermissions.length);
    expect(html).toContain('(needs <code>notify-on-new-bedrock-update: true</code>)');
    expect(html).toContain('<code>geyser.extension.&lt;id&gt;.command</code>');
  });

  it("says who has Floodgate's permissions on Paper/Spigot, without a Who column", () => {
    const html = render({product: 'floodgate'});
    expect(rows(html)).toBe(floodgateCommands.length);
    expect(html).toContain('<th scope="col">Default on Paper/Spigot</th>');
    expect(html).not.toContain('>Who<');
    expect(html).toContain('<td><code>floodgate.command.fwhitelist</code></td><td>operators</td>');
    expect(html).toContain('<td><code>floodgate.command.linkaccount</code></td><td>everyone</td>');
  });
});

describe('the commands pages', () => {
  it.each(['docs/geyser/commands.md', 'docs/floodgate/commands.md'])('%s compiles and renders its tables from the data', async (file) => {
    const source = readFileSync(path.resolve(__dirname, '../..', file), 'utf8').replace(/^---[\s\S]*?---\n/, '');
    const code = String(await compile(source));
    expect(code).toContain('@site/src/components/CommandTable');
    expect(source, 'the tables come from src/data/commands.ts, not from Markdown').not.toMatch(/^\|.*`(geyser|floodgate)\.command/m);
  });
});
