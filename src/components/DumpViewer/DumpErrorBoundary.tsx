import '@site/src/i18n/groups/dumpViewer';
import {Component, type ErrorInfo, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {DumpSource} from './DumpReport';
import styles from './styles.module.css';

interface Props {
  /** The dump shown (one in the viewer, the pair in the comparison), to say which could not be shown. */
  sources: readonly DumpSource[];
  children: ReactNode;
}

function SourceName({source}: {source: DumpSource}): ReactNode {
  return <code dir="auto">{source.kind === 'server' ? source.id : source.name}</code>;
}

/**
 * A dump that breaks its report (a shape no test foresaw) shows a message naming it instead of taking
 * the page down: the loader and the other side of a comparison keep working. A new dump resets it.
 */
export default class DumpErrorBoundary extends Component<Props, {error: Error | null; sources: readonly DumpSource[]}> {
  override state = {error: null as Error | null, sources: this.props.sources};

  static getDerivedStateFromError(error: unknown): {error: Error} {
    return {error: error instanceof Error ? error : new Error(String(error))};
  }

  static getDerivedStateFromProps(props: Props, state: {error: Error | null; sources: readonly DumpSource[]}) {
    const changed = props.sources.length !== state.sources.length || props.sources.some((source, index) => source !== state.sources[index]);
    return changed ? {error: null, sources: props.sources} : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A dump could not be shown', error, info.componentStack);
  }

  override render(): ReactNode {
    const {error} = this.state;
    if (!error) return this.props.children;
    const reason = <code>{error.message || error.name}</code>;
    const [first, second] = this.props.sources;
    return (
      <div className="alert alert--danger" role="alert">
        <p className={styles.alertText}>
          {second && first ? (
            <Translate
              id="utilities.dumpViewer.crash.compare"
              description="Shown instead of the comparison when showing it failed; {first} and {second} are the two dumps, {reason} the technical reason"
              values={{first: <SourceName source={first} />, second: <SourceName source={second} />, reason}}>
              {
                'The comparison of {first} and {second} could not be shown ({reason}). Both dumps stay loaded: load another dump on either side to compare again.'
              }
            </Translate>
          ) : (
            first && (
              <Translate
                id="utilities.dumpViewer.crash.single"
                description="Shown instead of a dump's report when showing it failed; {dump} is its ID or file name, {reason} the technical reason"
                values={{dump: <SourceName source={first} />, reason}}>
                {'The dump {dump} could not be shown ({reason}). The rest of the page still works: load another dump or open a file.'}
              </Translate>
            )
          )}
        </p>
      </div>
    );
  }
}
