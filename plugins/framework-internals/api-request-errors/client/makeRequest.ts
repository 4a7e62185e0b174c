// Stands in for the API theme's ApiExplorer/Request/makeRequest (see
// ../request-outcome.cjs): the theme's own, with the site's timeout, telling
// the panel's Response (src/theme/ApiExplorer/Response) when a request failed.
import makeRequest, {RequestError} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Request/makeRequest';
import {failureKindOf, requestOutcome, requestTimeoutMs} from '@site/src/lib/api/requestPanel';

export {RequestError};

export default async function makeRequestReportingFailures(
  ...[request, proxy, body, , credentials, encoding]: Parameters<typeof makeRequest>
): Promise<Response> {
  const timeoutMs = requestTimeoutMs();
  requestOutcome.started();
  try {
    return await makeRequest(request, proxy, body, timeoutMs, credentials, encoding);
  } catch (error) {
    requestOutcome.failed({kind: failureKindOf(error), timeoutMs});
    throw error;
  }
}
