/**
 * The "new issue" page of the site's repository, prefilled from a page a reader
 * found unhelpful. Opening it sends nothing: the reader writes and submits the
 * issue on GitHub, or not.
 */
export interface FeedbackIssue {
  /** https://github.com/<owner>/<name> */
  repository: string;
  pageTitle: string;
  pageUrl: string;
  /** The issue's text, already holding the page's address. */
  body: string;
}

export function feedbackIssueUrl({repository, pageTitle, pageUrl, body}: FeedbackIssue): string {
  const query = new URLSearchParams({title: `Wiki feedback: ${pageTitle}`, body: body.includes(pageUrl) ? body : `${pageUrl}\n\n${body}`});
  return `${repository.replace(/\/+$/, '')}/issues/new?${query.toString()}`;
}
