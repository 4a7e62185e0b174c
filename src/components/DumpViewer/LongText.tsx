import '@site/src/i18n/groups/dumpViewer';
import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Longer values are cut: the browser takes seconds to lay out one long word (a CPU name of 200,000
 * characters froze the page), and no real value in a dump comes near this.
 */
export const LONG_TEXT_LIMIT = 300;

/** A value from a dump; past LONG_TEXT_LIMIT characters it is cut, with "Show all" and "Copy". */
export default function LongText({text}: {text: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  if (text.length <= LONG_TEXT_LIMIT) return text;
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <span className={styles.longText}>
      {open ? (
        // One scrolling line: wrapping a word this long is what takes the browser so long.
        <span className={styles.longTextAll} dir="auto">
          {text}
        </span>
      ) : (
        <span dir="auto">{`${text.slice(0, LONG_TEXT_LIMIT)}…`}</span>
      )}
      <span className={styles.longTextTools}>
        <button type="button" className="button button--secondary button--sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? (
            <Translate id="utilities.dumpViewer.longText.showLess">Show less</Translate>
          ) : (
            <Translate
              id="utilities.dumpViewer.longText.showAll"
              description="Button under a value cut short because it is very long; {count} is its length"
              values={{count: text.length.toLocaleString()}}>
              {'Show all ({count} characters)'}
            </Translate>
          )}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={copy}>
          <Translate id="utilities.dumpViewer.longText.copy" description="Button that copies a long value from the dump">
            Copy
          </Translate>
        </button>
        <span role="status">
          {copied === 'copied' && <Translate id="utilities.dumpViewer.longText.copied">Copied.</Translate>}
          {copied === 'failed' && (
            <Translate id="utilities.dumpViewer.longText.copyFailed">The browser did not allow copying; use Show all and select the text.</Translate>
          )}
        </span>
      </span>
    </span>
  );
}
