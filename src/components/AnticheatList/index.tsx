import '@site/src/i18n/groups/anticheats';
import {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {anticheats, anticheatStatuses, type Anticheat, type AnticheatStatus} from '@site/src/data/anticheats';
import {providerSlug as anticheatSlug} from '@site/src/lib/providers/slug';
import {inlineTokens} from '@site/src/lib/providers/inlineText';
import {anticheatConfigureId, dataText} from '@site/src/lib/i18n/dataStringIds';
import dataTranslations from '@site/src/i18n/dataStrings';
import styles from './styles.module.css';

/** Renders data text as React nodes: `code` spans and https links, never HTML strings. */
function RichText({text}: {text: string}): ReactNode {
  return inlineTokens(text).map((token, index) => {
    if (token.kind === 'code') return <code key={index}>{token.value}</code>;
    if (token.kind === 'link') {
      return (
        <a key={index} href={token.value} target="_blank" rel="noopener noreferrer">
          {token.value}
        </a>
      );
    }
    return token.value;
  });
}

export function statusLabel(status: AnticheatStatus): string {
  switch (status) {
    case 'works':
      return translate({
        id: 'wiki.anticheats.status.works',
        message: 'Works',
        description: 'Status of an anticheat that checks Bedrock players correctly',
      });
    case 'addon':
      return translate({
        id: 'wiki.anticheats.status.addon',
        message: 'Works with an add-on or setting',
        description: 'Status of an anticheat that needs an add-on or a setting before Bedrock players are handled',
      });
    case 'partial':
      return translate({
        id: 'wiki.anticheats.status.partial',
        message: 'Partial: skips Bedrock players',
        description: 'Status of an anticheat that does not flag Bedrock players but does not check them either',
      });
    case 'incompatible':
      return translate({
        id: 'wiki.anticheats.status.incompatible',
        message: 'Incompatible',
        description: 'Status of an anticheat that falsely flags Bedrock players',
      });
  }
}

function statusMeaning(status: AnticheatStatus): string {
  switch (status) {
    case 'works':
      return translate({
        id: 'wiki.anticheats.status.works.meaning',
        message: 'Checks Bedrock players and understands how they play, so they are protected too.',
      });
    case 'addon':
      return translate({
        id: 'wiki.anticheats.status.addon.meaning',
        message: 'Falsely flags Bedrock players until you install the named add-on or change a setting.',
      });
    case 'partial':
      return translate({
        id: 'wiki.anticheats.status.partial.meaning',
        message: 'Leaves Bedrock players alone: no false flags, but no protection against Bedrock cheaters either.',
      });
    case 'incompatible':
      return translate({
        id: 'wiki.anticheats.status.incompatible.meaning',
        message: 'Flags normal Bedrock play as cheating. Avoid it, or exempt Bedrock players yourself.',
      });
  }
}

// Shapes as well as colours, so the status never depends on colour alone.
const statusSymbol: Record<AnticheatStatus, string> = {works: '✓', addon: '+', partial: '~', incompatible: '✗'};

function StatusBadge({status}: {status: AnticheatStatus}): ReactNode {
  return (
    <span className={clsx(styles.badge, styles[status])} data-status={status}>
      <span aria-hidden="true" className={styles.symbol}>
        {statusSymbol[status]}
      </span>
      {statusLabel(status)}
    </span>
  );
}

function useCheckedDate(): (isoDay: string) => string {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  let format: Intl.DateTimeFormat | undefined;
  try {
    format = new Intl.DateTimeFormat(locale, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
  } catch {
    format = undefined;
  }
  return (isoDay) => (format ? format.format(new Date(`${isoDay}T00:00:00Z`)) : isoDay);
}

function Row({anticheat, formatDay}: {anticheat: Anticheat; formatDay: (isoDay: string) => string}): ReactNode {
  const slug = anticheatSlug(anticheat.name);
  return (
    <tr id={slug} data-anticheat={anticheat.name}>
      <th scope="row" className={styles.name}>
        <a href={anticheat.url} target="_blank" rel="noopener noreferrer">
          {anticheat.name}
        </a>
        <span className={styles.price}>
          {anticheat.paid ? (
            <Translate id="wiki.anticheats.paid" description="Marks an anticheat that must be bought">
              Paid
            </Translate>
          ) : (
            <Translate id="wiki.anticheats.free" description="Marks an anticheat that is free">
              Free
            </Translate>
          )}
        </span>
      </th>
      <td>
        <StatusBadge status={anticheat.status} />
      </td>
      <td className={styles.configure}>
        <RichText text={dataText(dataTranslations, anticheatConfigureId(slug), anticheat.configure)} />
        {anticheat.addon && (
          <span className={styles.addonLink}>
            <Translate
              id="wiki.anticheats.addon"
              description="Names the add-on of an anticheat; {addon} is a link with its name"
              values={{
                addon: (
                  <a href={anticheat.addon.url} target="_blank" rel="noopener noreferrer">
                    {anticheat.addon.name}
                  </a>
                ),
              }}>
              {'Add-on: {addon}'}
            </Translate>
          </span>
        )}
      </td>
      <td className={styles.source}>
        <a href={anticheat.source.url} target="_blank" rel="noopener noreferrer">
          <Translate
            id="wiki.anticheats.checked"
            description="Link to the source of an anticheat's status; {date} is the day it was last checked"
            values={{date: <time dateTime={anticheat.source.checked}>{formatDay(anticheat.source.checked)}</time>}}>
            {'Checked {date}'}
          </Translate>
        </a>
      </td>
    </tr>
  );
}

/** The anticheat compatibility list (src/data/anticheats.ts): a legend, then one table, best status first. */
export default function AnticheatList(): ReactNode {
  const formatDay = useCheckedDate();
  const rows = anticheatStatuses.flatMap((status) => anticheats.filter((a) => a.status === status));
  const caption = translate({
    id: 'wiki.anticheats.caption',
    message: 'Anticheats and how they treat Bedrock players',
    description: 'Caption of the anticheat compatibility table',
  });
  return (
    <div className={styles.root}>
      <dl className={styles.legend}>
        {anticheatStatuses.map((status) => (
          <div key={status} className={styles.legendItem}>
            <dt>
              <StatusBadge status={status} />
            </dt>
            <dd>{statusMeaning(status)}</dd>
          </div>
        ))}
      </dl>
      {/* a scrolling region must be focusable so keyboard users can scroll it */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrolling region must take focus to be scrolled by keyboard */}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="wiki.anticheats.column.name" description="Column heading: the anticheat's name">
                  Anticheat
                </Translate>
              </th>
              <th scope="col">
                <Translate id="wiki.anticheats.column.status" description="Column heading: compatibility status">
                  Status
                </Translate>
              </th>
              <th scope="col">
                <Translate id="wiki.anticheats.column.configure" description="Column heading: what the owner must configure">
                  What to configure
                </Translate>
              </th>
              <th scope="col">
                <Translate id="wiki.anticheats.column.source" description="Column heading: where the status comes from">
                  Source
                </Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((anticheat) => (
              <Row key={anticheat.name} anticheat={anticheat} formatDay={formatDay} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
