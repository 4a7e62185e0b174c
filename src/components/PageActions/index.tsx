import '@site/src/i18n/groups/pageActions';
import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {markdownPathOf} from '@site/src/lib/markdown/markdownPath';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

async function copyFrom(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  });
  // Safari keeps the click's permission only for a write started in the click itself.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** "Copy page" (the page's Markdown twin onto the clipboard) and "View as Markdown". */
export default function PageActions({permalink}: {permalink: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const markdownUrl = markdownPathOf(permalink);
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => {
          copyFrom(markdownUrl).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}>
        <Translate id="wiki.pageActions.copy">Copy page</Translate>
      </button>
      <a href={markdownUrl} className={styles.link} type="text/markdown">
        <Translate id="wiki.pageActions.viewMarkdown">View as Markdown</Translate>
      </a>
      <span role="status" className={styles.status}>
        {state === 'copied' && <Translate id="wiki.pageActions.copied">Copied the page as Markdown.</Translate>}
        {state === 'failed' && (
          <Translate id="wiki.pageActions.copyFailed">Could not copy the page. Open it with "View as Markdown" and copy it from there.</Translate>
        )}
      </span>
    </div>
  );
}
