// Swizzled (wrap): no page ships Prism unless it must. Docusaurus puts Prism
// and its grammars (about 30 KB gzipped) in the main script, although most
// pages show no code, and highlights every block again in the browser.
//
// Fenced code blocks in Markdown come with tokens worked out at build time
// (plugins/lazy-prism/remark.ts), rendered by ./Tokenized with no highlighter.
// Other blocks use ./Highlighted (Prism and the original content component).
// Pages with Markdown blocks the build cannot tokenize import it, so it has
// loaded before such a page is hydrated; the server bundle always has it.
// Anything else that shows a code block (the API pages' examples and
// descriptions) gets it loaded on demand: a block built by the server stays as
// built until then, and one rendered in the browser shows its plain text in
// the same box.
import React, {Suspense, useContext, useMemo} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {decodeTokens} from '@site/src/lib/code/prerenderedTokens';
import {PlainCodeContext, PrerenderedTokensContext} from '@site/src/lib/code/prerenderedTokensContext';
import TokenizedCode from './Tokenized';
import {LazyHighlighted, loadedHighlighted} from './loading';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

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
  const plain = useContext(PlainCodeContext);
  const {metadata} = useCodeBlockContext();
  const lines = useMemo(() => decodeTokens(encoded, metadata.code, metadata.language), [encoded, metadata.code, metadata.language]);
  if (lines) return <TokenizedCode lines={lines} className={props.className} />;
  if (plain) return <Plain {...props} />;
  // src/theme/CodeBlock has waited for the highlighted block to load.
  const Highlighted = loadedHighlighted();
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <Suspense fallback={<Plain {...props} />}>
      <LazyHighlighted {...props} />
    </Suspense>
  );
}
