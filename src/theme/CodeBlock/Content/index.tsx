// Swizzled (wrap): no page ships Prism unless it must. Docusaurus puts Prism
// and its grammars (about 30 KB gzipped) in the main script, although most
// pages show no code, and highlights every block again in the browser.
//
// Fenced code blocks in Markdown come with tokens worked out at build time
// (plugins/lazy-prism/remark.ts), rendered by ./Tokenized with no highlighter.
// Other blocks use ./Highlighted (Prism and the original content component).
// Pages that need it import it (Markdown blocks the build cannot tokenize,
// the API pages), so it has loaded before such a page is hydrated and renders
// here directly; the server bundle always has it. Anything else that shows a
// code block gets it loaded on demand, with the plain text in the same box
// until then.
import React, {lazy, Suspense, useContext, useMemo, type ComponentType} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {decodeTokens} from '@site/src/lib/code/prerenderedTokens';
import {PrerenderedTokensContext} from '@site/src/lib/code/prerenderedTokensContext';
import TokenizedCode from './Tokenized';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
// ./Highlighted in the server bundle, nothing in the browser's (plugins/lazy-prism).
import highlightedOnServer from '@lazy-prism/highlighted-on-server';

declare const __webpack_modules__: Record<string | number, unknown>;
declare const __webpack_require__: (id: string | number) => {default: ComponentType<Props>};
declare const require: {resolveWeak(request: string): string | number};

// The bundler's id of the highlighted block, without bundling it here.
const highlightedId = require.resolveWeak('./Highlighted');
const LazyHighlighted = lazy(() => import('./Highlighted'));

/** The highlighted block if its code has loaded (always on the server). */
function loadedHighlighted(): ComponentType<Props> | undefined {
  if (highlightedOnServer) return highlightedOnServer;
  return __webpack_modules__[highlightedId] ? __webpack_require__(highlightedId).default : undefined;
}

function Plain({className}: Props): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // A scrollable region must be reachable by keyboard, as in the highlighted block.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContent(props: Props): React.JSX.Element {
  const encoded = useContext(PrerenderedTokensContext);
  const {metadata} = useCodeBlockContext();
  const lines = useMemo(() => decodeTokens(encoded, metadata.code, metadata.language), [encoded, metadata.code, metadata.language]);
  if (lines) return <TokenizedCode lines={lines} className={props.className} />;
  const Highlighted = loadedHighlighted();
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <Suspense fallback={<Plain {...props} />}>
      <LazyHighlighted {...props} />
    </Suspense>
  );
}
