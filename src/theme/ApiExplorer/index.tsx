// Wrapped: the API request panel (request builder and code-sample generators,
// about 1.6 MB gzipped) loads when it comes near the screen, so readers who only
// read an operation never download it. On a wide screen it sits beside the
// operation and loads at once.
import React, {lazy, Suspense, type ComponentProps} from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import {useNearScreen} from '@site/src/hooks/useNearScreen';

const ApiExplorer = lazy(() => import('@theme-original/ApiExplorer'));

type Props = ComponentProps<typeof ApiExplorerType>;

export default function LazyApiExplorer(props: Props): React.JSX.Element {
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
