import '@site/src/i18n/groups/commands';
import {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {commandsOf, type CommandAudience, type CommandProduct, type PermissionDefault} from '@site/src/data/commands';
import {inlineTokens} from '@site/src/lib/providers/inlineText';
import {commandDescriptionId, dataText} from '@site/src/lib/i18n/dataStringIds';
import dataTranslations from '@site/src/i18n/commandTexts';
import styles from './styles.module.css';

/** Data text as React nodes: `code` spans become code, never HTML strings. */
function RichText({text}: {text: string}): ReactNode {
  return inlineTokens(text).map((token, index) => (token.kind === 'code' ? <code key={index}>{token.value}</code> : token.value));
}

function DefaultValue({value, product}: {value: PermissionDefault; product: CommandProduct}): ReactNode {
  // Geyser's page explains the two values Geyser declares; Floodgate's says who gets the permission on Paper/Spigot.
  if (product === 'geyser') {
    if (value === 'true') return <code>true</code>;
    return (
      <Translate id="wiki.commands.default.notSet" description="Permission default: Geyser declares none, so the platform decides">
        not set
      </Translate>
    );
  }
  if (value === 'true') {
    return (
      <Translate id="wiki.commands.default.everyone" description="Permission default on Paper/Spigot: every player has it">
        everyone
      </Translate>
    );
  }
  return (
    <Translate id="wiki.commands.default.operators" description="Permission default on Paper/Spigot: only server operators have it">
      operators
    </Translate>
  );
}

function Audience({value}: {value: CommandAudience}): ReactNode {
  return value === 'bedrock' ? (
    <Translate id="wiki.commands.audience.bedrock" description="Who can run a command: only Bedrock players">
      Bedrock only
    </Translate>
  ) : (
    <Translate id="wiki.commands.audience.anyone" description="Who can run a command: the console and any player with the permission">
      Anyone
    </Translate>
  );
}

function DefaultHeading({product}: {product: CommandProduct}): ReactNode {
  return product === 'geyser' ? (
    <Translate id="wiki.commands.column.default" description="Column heading: the permission's default">
      Default
    </Translate>
  ) : (
    <Translate id="wiki.commands.column.defaultPaper" description="Column heading: who has the permission by default on Paper/Spigot">
      Default on Paper/Spigot
    </Translate>
  );
}

function WhatHeading(): ReactNode {
  return (
    <Translate id="wiki.commands.column.description" description="Column heading: what a command or permission does">
      What it does
    </Translate>
  );
}

function PermissionHeading(): ReactNode {
  return (
    <Translate id="wiki.commands.column.permission" description="Column heading: the permission node a command checks">
      Permission
    </Translate>
  );
}

/**
 * The commands of Geyser or Floodgate (src/data/commands.ts) as a table, or with
 * `list="permissions"` the permissions that belong to no command.
 */
/** A labelled table in a region that scrolls sideways on narrow screens and takes focus to be scrolled by keyboard. */
function ScrollingTable({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrolling region must take focus to be scrolled by keyboard
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} aria-label={label}>
        {children}
      </table>
    </div>
  );
}

export default function CommandTable({product, list = 'commands'}: {product: CommandProduct; list?: 'commands' | 'permissions'}): ReactNode {
  const {commands, permissions} = commandsOf(product);
  const text = (permission: string, english: string) => <RichText text={dataText(dataTranslations, commandDescriptionId(permission), english)} />;

  if (list === 'permissions') {
    const label = translate({
      id: 'wiki.commands.permissionsLabel',
      message: 'Other permissions',
      description: 'Accessible name of the table of permissions that belong to no command',
    });
    return (
      <ScrollingTable label={label}>
        <thead>
          <tr>
            <th scope="col">
              <PermissionHeading />
            </th>
            <th scope="col">
              <DefaultHeading product={product} />
            </th>
            <th scope="col">
              <WhatHeading />
            </th>
          </tr>
        </thead>
        <tbody>
          {permissions.map((p) => (
            <tr key={p.permission}>
              <th scope="row">
                <code>{p.permission}</code>
              </th>
              <td>
                <DefaultValue value={p.default} product={product} />
              </td>
              <td>{text(p.permission, p.description)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    );
  }

  const label = translate({id: 'wiki.commands.commandsLabel', message: 'Commands', description: 'Accessible name of the table of commands'});
  return (
    <ScrollingTable label={label}>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="wiki.commands.column.command" description="Column heading: the command as typed">
              Command
            </Translate>
          </th>
          <th scope="col">
            <PermissionHeading />
          </th>
          <th scope="col">
            <DefaultHeading product={product} />
          </th>
          {product === 'geyser' && (
            <th scope="col">
              <Translate id="wiki.commands.column.audience" description="Column heading: who can run the command">
                Who
              </Translate>
            </th>
          )}
          <th scope="col">
            <WhatHeading />
          </th>
        </tr>
      </thead>
      <tbody>
        {commands.map((c) => (
          <tr key={c.permission}>
            <th scope="row">
              {[c.usage, ...(c.aliases ?? [])].map((usage, index) => (
                <span key={usage}>
                  {index > 0 && ', '}
                  <code>{usage}</code>
                </span>
              ))}
            </th>
            <td>
              <code>{c.permission}</code>
            </td>
            <td>
              <DefaultValue value={c.default} product={product} />
            </td>
            {product === 'geyser' && <td>{c.audience && <Audience value={c.audience} />}</td>}
            <td>{text(c.permission, c.description)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
