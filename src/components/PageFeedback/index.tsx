import '@site/src/i18n/groups/pageActions';
import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {feedbackIssueUrl} from '@site/src/lib/feedback/feedbackIssue';
import styles from './styles.module.css';

/**
 * "Was this page helpful?": Yes thanks the reader; No offers a GitHub issue
 * prefilled with the page. A click sends nothing anywhere.
 */
export default function PageFeedback({title, permalink}: {title: string; permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [answer, setAnswer] = useState<'yes' | 'no'>();
  // Permalinks come without the trailing slash that the page's address has.
  const pageUrl = `${siteConfig.url}${siteConfig.trailingSlash && !permalink.endsWith('/') ? `${permalink}/` : permalink}`;
  const body = translate(
    {
      id: 'wiki.pageActions.feedback.issueBody',
      message: 'Page: {url}\n\nWhat was missing, wrong or hard to follow?\n\n',
    },
    {url: pageUrl},
  );
  const question = <Translate id="wiki.pageActions.feedback.question">Was this page helpful?</Translate>;
  return (
    <div role="group" aria-labelledby="page-feedback-question" className={styles.feedback}>
      <span id="page-feedback-question" className={styles.question}>
        {question}
      </span>
      {(['yes', 'no'] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={answer === value}
          className="button button--outline button--secondary button--sm"
          onClick={() => setAnswer(value)}>
          {value === 'yes' ? (
            <Translate id="wiki.pageActions.feedback.yes">Yes</Translate>
          ) : (
            <Translate id="wiki.pageActions.feedback.no">No</Translate>
          )}
        </button>
      ))}
      <p role="status" className={styles.answer}>
        {answer === 'yes' && <Translate id="wiki.pageActions.feedback.thanks">Thank you for telling us.</Translate>}
        {answer === 'no' && (
          <>
            <Translate id="wiki.pageActions.feedback.sorry">Sorry about that. Tell us what to improve:</Translate>{' '}
            <a
              href={feedbackIssueUrl({repository: siteConfig.customFields?.repository as string, pageTitle: title, pageUrl, body})}
              target="_blank"
              rel="noopener noreferrer">
              <Translate id="wiki.pageActions.feedback.issueLink">open an issue on GitHub</Translate>
            </a>
          </>
        )}
      </p>
    </div>
  );
}
