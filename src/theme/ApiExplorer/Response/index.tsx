// Wrapped: when the panel's request failed or timed out, the theme's Response
// shows its "send a request" placeholder (its error text is not shown). Here
// the reader sees why there is no answer, and a Retry button that sends the
// request again. The failure is reported by the theme's request as
// plugins/framework-internals (apiRequestErrors) changes it; with that feature
// off nothing reports one and this is the theme's Response as it is.
import '@site/src/i18n/groups/apiReference';
import React, {useRef, useSyncExternalStore, type ComponentProps} from 'react';
import ResponseOriginal from '@theme-original/ApiExplorer/Response';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import Translate, {translate} from '@docusaurus/Translate';
import {requestOutcome} from '@site/src/lib/api/requestPanel';
import styles from './styles.module.css';

type Props = ComponentProps<typeof ResponseOriginal>;
type ResponseState = {response: {value?: string; code?: number | string}};

const noFailure = () => null;

export default function Response(props: Props): React.JSX.Element {
  const failure = useSyncExternalStore(requestOutcome.subscribe, requestOutcome.get, noFailure);
  const value = useTypedSelector((state: ResponseState) => state.response.value);
  const code = useTypedSelector((state: ResponseState) => state.response.code);
  const own = useRef<HTMLDivElement>(null);
  // The theme's own texts, as it dispatches them: a new request is under way.
  const fetching = translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});
  // The theme puts its error text in the response and clears the status code;
  // "Clear" empties both, and a new request shows the fetching text.
  const shown = failure !== null && code === undefined && value !== undefined && value !== fetching;
  // The same element in both states keeps focus where Retry left it.
  if (!shown) {
    return (
      <div ref={own} tabIndex={-1} className={styles.panel}>
        <ResponseOriginal {...props} />
      </div>
    );
  }
  const retry = () => {
    // The panel's form, beside this Response: submitting it again sends the same request.
    const form = own.current?.parentElement?.querySelector<HTMLFormElement>('form.openapi-explorer__request-form');
    own.current?.focus();
    requestOutcome.started();
    form?.requestSubmit();
  };
  const seconds = Math.max(1, Math.round(failure.timeoutMs / 1000));
  return (
    <div ref={own} tabIndex={-1} className={styles.panel}>
      <div className="openapi-explorer__response-container">
        <div className="openapi-explorer__response-title-container">
          <span className="openapi-explorer__response-title">{translate({id: 'theme.openapi.response.title', message: 'Response'})}</span>
        </div>
        <div className={styles.failure} role="alert">
          <p className={styles.message}>
            {failure.kind === 'timeout' ? (
              <Translate
                id="api.request.error.timeout"
                description="Shown in the API request panel when the server sent no answer in time; {seconds} is the time limit in seconds"
                values={{seconds}}>
                {'The server did not answer within {seconds} seconds, so the request was stopped. It may be busy or down: try again in a moment.'}
              </Translate>
            ) : (
              <Translate
                id="api.request.error.failed"
                description="Shown in the API request panel when the request could not be sent or got no answer (network error, blocked request)">
                {
                  'The request failed before any answer came back. The server may be down, or your connection, a firewall or a browser extension may have blocked it.'
                }
              </Translate>
            )}
          </p>
          <button type="button" className="button button--primary" onClick={retry}>
            <Translate id="api.request.retry" description="Button in the API request panel that sends a failed request again">
              Retry
            </Translate>
          </button>
        </div>
      </div>
    </div>
  );
}
