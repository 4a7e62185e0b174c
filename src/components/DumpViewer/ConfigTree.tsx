import '@site/src/i18n/groups/dumpViewer';
import {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import type {JsonValue} from '@site/src/lib/dump/model';
import LongText from './LongText';
import styles from './styles.module.css';

/** Children shown before a "show all" button: keeps huge lists (thousands of logins) cheap. */
const childLimit = 100;

type Branch = JsonValue[] | {[key: string]: JsonValue};

function isBranch(value: JsonValue): value is Branch {
  return typeof value === 'object' && value !== null;
}

function entriesOf(value: Branch): [string, JsonValue][] {
  return Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
}

function Scalar({value}: {value: Exclude<JsonValue, Branch>}): ReactNode {
  if (value === null) return <span className={styles.jsonNull}>null</span>;
  if (typeof value === 'string') {
    return (
      <span className={styles.jsonString}>
        <LongText text={JSON.stringify(value)} />
      </span>
    );
  }
  return <span className={styles.jsonLiteral}>{String(value)}</span>;
}

function Children({value}: {value: Branch}): ReactNode {
  const [showAll, setShowAll] = useState(false);
  const entries = entriesOf(value);
  const shown = showAll ? entries : entries.slice(0, childLimit);
  return (
    <>
      <ul className={styles.treeList}>
        {shown.map(([key, child]) => (
          <TreeNode key={key} name={key} value={child} />
        ))}
      </ul>
      {entries.length > shown.length && (
        <button type="button" className="button button--sm button--secondary" onClick={() => setShowAll(true)}>
          <Translate id="utilities.dumpViewer.config.showAllEntries" values={{count: entries.length}}>
            {'Show all {count} entries'}
          </Translate>
        </button>
      )}
    </>
  );
}

function TreeNode({name, value}: {name: string; value: JsonValue}): ReactNode {
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const {selectMessage} = usePluralForm();
  if (!isBranch(value)) {
    return (
      <li className={styles.treeLeaf}>
        <span className={styles.treeKey}>
          <LongText text={name} />
        </span>
        : <Scalar value={value} />
      </li>
    );
  }
  const count = Array.isArray(value) ? value.length : Object.keys(value).length;
  return (
    <li>
      <button
        type="button"
        className={styles.treeToggle}
        aria-expanded={expanded}
        aria-controls={expanded ? childrenId : undefined}
        onClick={() => setExpanded(!expanded)}>
        <span aria-hidden="true" className={styles.treeArrow} />
        <span className={styles.treeKey}>
          <LongText text={name} />
        </span>{' '}
        <span className={styles.treeCount}>
          {selectMessage(
            count,
            Array.isArray(value)
              ? translate(
                  {
                    id: 'utilities.dumpViewer.config.listSize',
                    message: 'one item|{count} items',
                    description: 'Size of a list in the config tree; plural forms separated by |',
                  },
                  {count},
                )
              : translate(
                  {
                    id: 'utilities.dumpViewer.config.sectionSize',
                    message: 'one key|{count} keys',
                    description: 'Size of a section in the config tree; plural forms separated by |',
                  },
                  {count},
                ),
          )}
        </span>
      </button>
      {/* children exist in the page only while open, so a config of several MB stays light */}
      {expanded && (
        <div id={childrenId}>
          <Children value={value} />
        </div>
      )}
    </li>
  );
}

export default function ConfigTree({config}: {config: {[key: string]: JsonValue}}): ReactNode {
  return (
    <div className={styles.tree}>
      <Children value={config} />
    </div>
  );
}
