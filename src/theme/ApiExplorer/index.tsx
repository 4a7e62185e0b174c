import '@site/src/i18n/groups/apiReference';
// Wrapped: the API request panel (parameters, authentication, body, sending and
// the response) loads only when the reader asks for it.
// - An operation whose request samples were made when the site was built
//   (plugins/framework-internals, apiCodeSamples) shows them here at once, on
//   the server too, with a "Try this request" button that loads the panel in
//   their place.
// - Without build-time samples the whole panel, code generators included, loads
//   when it comes near the screen, as before.
import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentProps} from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import Translate from '@docusaurus/Translate';
import ApiCodeSamples, {type CodeSampleLanguage} from '@site/src/components/ApiCodeSamples';
import {useApiCodeSamples} from '@site/src/hooks/useApiCodeSamples';
import {useNearScreen} from '@site/src/hooks/useNearScreen';
import styles from './styles.module.css';

const loadPanel = () => import('@theme-original/ApiExplorer');
const ApiExplorer = lazy(loadPanel);

type Props = ComponentProps<typeof ApiExplorerType>;

function NearScreenExplorer(props: Props): React.JSX.Element {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const placeholder = <SkeletonLoader size="lg" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ApiExplorer {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** Moves focus to the loaded panel, where the button that loaded it was. */
function FocusOnMount({target}: {target: React.RefObject<HTMLDivElement | null>}): null {
  useEffect(() => target.current?.focus(), [target]);
  return null;
}

function ExplorerOnRequest({samples, ...props}: Props & {samples: readonly CodeSampleLanguage[]}): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  if (open) {
    return (
      <div ref={panel} tabIndex={-1}>
        <Suspense
          fallback={
            <>
              <ApiCodeSamples samples={samples} />
              <SkeletonLoader size="lg" />
            </>
          }>
          <ApiExplorer {...props} />
          <FocusOnMount target={panel} />
        </Suspense>
      </div>
    );
  }
  // Start fetching the panel as soon as the reader heads for the button.
  const prefetch = () => void loadPanel();
  return (
    <>
      <ApiCodeSamples samples={samples} />
      <div className={styles.tryRequest}>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => setOpen(true)}
          onPointerEnter={prefetch}
          onFocus={prefetch}>
          <Translate id="api.tryRequest.button" description="Button on an API operation page that loads the interactive request panel">
            Try this request
          </Translate>
        </button>
        <p className={styles.hint}>
          <Translate id="api.tryRequest.hint" description="Explains what the Try this request button on an API operation page does">
            Set the parameters, send the request from your browser and see the response.
          </Translate>
        </p>
      </div>
    </>
  );
}

export default function ApiExplorerOnDemand(props: Props): React.JSX.Element {
  const samples = useApiCodeSamples();
  return samples ? <ExplorerOnRequest samples={samples} {...props} /> : <NearScreenExplorer {...props} />;
}
