import '@site/src/i18n/groups/configEditor';
import React, {useState} from 'react';
import Translate from '@docusaurus/Translate';
import type {ExtraKey} from '@site/src/lib/config-editor/configDocument';
import styles from './styles.module.css';

/** Keys the editor does not manage, shown as they are written (as text, never as markup). */
/** A hand-grown file can hold thousands of unknown keys; the first ones are shown until asked for all. */
const FIRST_SHOWN = 50;
/**
 * One key's lines can be most of a 256 KB file (a section nested hundreds of levels deep); laying
 * them all out takes the browser a long time, so past this many characters they are cut.
 */
export const SOURCE_SHOWN_CHARS = 2000;

function Source({source}: {source: string}): React.JSX.Element {
  const [open, setOpen] = useState(false);
  if (source.length <= SOURCE_SHOWN_CHARS) return <pre className={styles.extraSource}>{source}</pre>;
  return (
    <>
      <pre className={styles.extraSource}>{open ? source : `${source.slice(0, SOURCE_SHOWN_CHARS)}…`}</pre>
      <button type="button" className="button button--secondary button--sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? (
          <Translate id="utilities.configEditor.extra.showLess">Show less</Translate>
        ) : (
          <Translate
            id="utilities.configEditor.extra.showSource"
            description="Button under a key's lines cut short because they are very long; {count} is their length"
            values={{count: source.length.toLocaleString()}}>
            {'Show all ({count} characters)'}
          </Translate>
        )}
      </button>
    </>
  );
}

export default function ExtraKeys({extraKeys, program}: {extraKeys: ExtraKey[]; program: string}): React.JSX.Element | null {
  const [showAll, setShowAll] = useState(false);
  if (extraKeys.length === 0) return null;
  const shown = showAll ? extraKeys : extraKeys.slice(0, FIRST_SHOWN);
  return (
    <details className={styles.group} open>
      <summary className={styles.groupSummary}>
        <span className={styles.groupTitle}>
          <Translate id="utilities.configEditor.extra.heading">Other keys in your file</Translate>
        </span>
      </summary>
      <div className={styles.groupBody}>
        <p>
          <Translate id="utilities.configEditor.extra.intro">
            The editor does not change these lines; Export keeps them exactly as they are.
          </Translate>
        </p>
        <ul className={styles.extraList}>
          {shown.map((extra) => (
            <li key={extra.key}>
              <code className={styles.key}>{extra.key}</code>{' '}
              <span className={styles.muted}>
                {extra.retired ? (
                  <Translate id="utilities.configEditor.extra.retired" values={{year: extra.retired.retiredIn}}>
                    {'Geyser stopped using this option in {year}; it has no effect.'}
                  </Translate>
                ) : (
                  <Translate id="utilities.configEditor.extra.unknownIn" values={{program}}>
                    {'Not an option of this {program} file; {program} ignores it.'}
                  </Translate>
                )}
              </span>
              <Source source={extra.source} />
            </li>
          ))}
        </ul>
        {shown.length < extraKeys.length && (
          <button type="button" className="button button--secondary button--sm" onClick={() => setShowAll(true)}>
            <Translate id="utilities.configEditor.extra.showAll" values={{count: extraKeys.length}}>
              {'Show all {count} keys'}
            </Translate>
          </button>
        )}
      </div>
    </details>
  );
}
