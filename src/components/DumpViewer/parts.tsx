import '@site/src/i18n/groups/dumpViewer';
import {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {outsideLink} from '@site/src/lib/dump/links';
import LongText from './LongText';
import styles from './styles.module.css';

/** Shown for every field a dump lacks or carries with the wrong type. */
export function NotProvided(): ReactNode {
  return (
    <span className={styles.missing}>
      <Translate id="utilities.dumpViewer.notProvided" description="Shown instead of a value the dump does not contain">
        Not provided
      </Translate>
    </span>
  );
}

export function YesNo({value}: {value: boolean | undefined}): ReactNode {
  if (value === undefined) return <NotProvided />;
  return value ? <Translate id="utilities.dumpViewer.yes">Yes</Translate> : <Translate id="utilities.dumpViewer.no">No</Translate>;
}

export type FieldValue = string | number | boolean | ReactNode;

/** One label/value pair; undefined, empty text and empty lists read as "Not provided". */
export function Field({label, value}: {label: ReactNode; value: FieldValue | undefined}): ReactNode {
  let shown: ReactNode;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    shown = <NotProvided />;
  } else if (typeof value === 'boolean') {
    shown = <YesNo value={value} />;
  } else if (typeof value === 'string') {
    shown = <LongText text={value} />;
  } else {
    shown = value;
  }
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{shown}</dd>
    </div>
  );
}

export function Fields({children}: {children: ReactNode}): ReactNode {
  return <dl className={styles.fields}>{children}</dl>;
}

/** A titled card, announced as a region named by its heading. */
export function Section({id, title, children}: {id: string; title: ReactNode; children: ReactNode}): ReactNode {
  // A plain h2: the theme heading would add a "direct link" anchor into the region's name.
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A scrollable table with one header row; `children` are its body rows. */
export function Table({columns, children}: {columns: readonly ReactNode[]; children: ReactNode}): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A list of short strings as one line, or "Not provided". */
export function InlineList({items}: {items: readonly string[] | undefined}): ReactNode {
  if (!items || items.length === 0) return <NotProvided />;
  return (
    <span className={styles.inlineList}>
      <LongText text={items.join(', ')} />
    </span>
  );
}

/**
 * A link out of the site. Only an http(s) address becomes a link: it opens in a new
 * tab without giving that page a handle on this one, and shows the host it leads to
 * next to its text. Anything else (a javascript: address, a typo) is shown as text.
 */
export function ExternalLink({href, children}: {href: string; children?: ReactNode}): ReactNode {
  const link = outsideLink(href);
  if (!link) return <span className={styles.breakAnywhere}>{children ?? href}</span>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer nofollow" className={styles.outsideLink}>
      {children ?? link.href}{' '}
      <span className={styles.linkHost}>
        <Translate
          id="utilities.dumpViewer.link.host"
          description="Shown after a link that leaves the site: the host it leads to, such as (github.com)"
          values={{host: <bdi>{link.host}</bdi>}}>
          {'({host})'}
        </Translate>
      </span>
    </a>
  );
}
