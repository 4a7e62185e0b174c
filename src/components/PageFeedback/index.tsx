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
      description: 'The text a feedback issue on GitHub starts with; {url} is the page address',
    },
    {url: pageUrl},
  );
  const question = (
    <Translate id="wiki.pageActions.feedback.question" description="Asked at the end of each wiki page">
      Was this page helpful?
    </Translate>
  );
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
            <Translate id="wiki.pageActions.feedback.yes" description="Answer: the page was helpful">
              Yes
            </Translate>
          ) : (
            <Translate id="wiki.pageActions.feedback.no" description="Answer: the page was not helpful">
              No
            </Translate>
          )}
        </button>
      ))}
      <p role="status" className={styles.answer}>
        {answer === 'yes' && (
          <Translate id="wiki.pageActions.feedback.thanks" description="Shown after a reader found the page helpful">
            Thank you for telling us.
          </Translate>
        )}
        {answer === 'no' && (
          <>
            <Translate id="wiki.pageActions.feedback.sorry" description="Shown after a reader found the page unhelpful, before the issue link">
              Sorry about that. Tell us what to improve:
            </Translate>{' '}
            <a
              href={feedbackIssueUrl({repository: siteConfig.customFields?.repository as string, pageTitle: title, pageUrl, body})}
              target="_blank"
              rel="noopener noreferrer">
              <Translate id="wiki.pageActions.feedback.issueLink" description="Link that opens a prefilled new issue on GitHub">
                open an issue on GitHub
              </Translate>
            </a>
          </>
        )}
      </p>
    </div>
  );
}
