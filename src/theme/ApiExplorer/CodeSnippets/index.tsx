// Wrapped: an operation page whose request samples were made when the site was
// built (front matter `api_code_samples`, plugins/framework-internals,
// apiCodeSamples) shows those, so the request panel needs no code generator.
// Without them (that feature off) the theme's own CodeSnippets generates them
// in the browser, as before.
import React, {lazy, Suspense, type ComponentProps} from 'react';
import type CodeSnippetsType from '@theme-original/ApiExplorer/CodeSnippets';
import ApiCodeSamples from '@site/src/components/ApiCodeSamples';
import {useApiCodeSamples} from '@site/src/hooks/useApiCodeSamples';

const GeneratedSnippets = lazy(() => import('@theme-original/ApiExplorer/CodeSnippets'));

type Props = ComponentProps<typeof CodeSnippetsType>;

export default function CodeSnippets(props: Props): React.JSX.Element {
  const samples = useApiCodeSamples();
  if (samples) return <ApiCodeSamples samples={samples} />;
  return (
    <Suspense fallback={null}>
      <GeneratedSnippets {...props} />
    </Suspense>
  );
}
