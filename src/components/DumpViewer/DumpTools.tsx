import '@site/src/i18n/groups/dumpViewer';
import {lazy, Suspense, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {dumpPairSearch, readDumpPair} from '@site/src/lib/dump/compare';
import {isDumpId, readDumpIdFromLocation} from '@site/src/lib/dump/dumpId';
import DumpViewer from './index';
import styles from './DumpCompare.module.css';

// Loaded when a comparison is opened, not with every visit to the viewer.
const DumpCompare = lazy(() => import('./DumpCompare'));

/**
 * The dump viewer page: one dump, or two compared (`?compare=` in the address).
 * The static HTML shows the single viewer; the address is read after hydration.
 */
export default function DumpTools(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const comparing = isBrowser && readDumpPair(location.search) !== undefined;

  if (comparing) {
    const close = () => {
      const first = readDumpPair(history.location.search)?.first;
      history.push({pathname: history.location.pathname, search: first && isDumpId(first) ? `?id=${encodeURIComponent(first)}` : ''});
    };
    return (
      <Suspense fallback={null}>
        <DumpCompare onClose={close} />
      </Suspense>
    );
  }

  const open = () => {
    // The dump on screen becomes the first of the pair.
    const current = readDumpIdFromLocation(history.location.search, history.location.hash);
    history.push({pathname: history.location.pathname, search: dumpPairSearch({first: current && isDumpId(current) ? current : undefined})});
  };
  return (
    <>
      <p className={styles.open}>
        <button type="button" className="button button--secondary button--sm" onClick={open}>
          <Translate id="utilities.dumpViewer.compare.open">Compare two dumps</Translate>
        </button>
      </p>
      <DumpViewer />
    </>
  );
}
