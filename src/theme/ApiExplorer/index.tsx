// Swizzled (wrap): the request panel of API pages loads when it comes near the
// screen. Its code (request builder, code-sample generators and their encoding
// and fake-data tables) is about 1.7 MB gzipped, and its styles 25 KB more
// (plugins/openapi-theme/api-styles.cjs); on a phone the panel sits
// below the operation's description, so readers who only read never pay for it.
import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentProps} from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import SkeletonLoader from '@theme/SkeletonLoader';
import {whenNearScreen} from '@site/src/lib/island/nearScreen';

// With the panel's own styles (see plugins/openapi-theme/api-styles.cjs).
const ApiExplorer = lazy(async () => {
  const [panel] = await Promise.all([import('@theme-original/ApiExplorer'), import('@site/plugins/openapi-theme/styles/request-panel.scss')]);
  return panel;
});

type Props = ComponentProps<typeof ApiExplorerType>;

/** Whether the panel has come near the screen (see whenNearScreen). */
function useNearScreen(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    return whenNearScreen([element], () => setNear(true));
  }, [near]);
  return [ref, near];
}

export default function LazyApiExplorer(props: Props): React.JSX.Element {
  const [ref, near] = useNearScreen();
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
