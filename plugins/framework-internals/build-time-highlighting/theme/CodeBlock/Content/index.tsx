// Replaces the classic theme's code block content: a block with build-time
// tokens is rendered from them (../../../Tokenized) with no Prism; any other
// block gets the theme's own content with Prism (../../../Highlighted), which
// ../index.tsx has waited for, or plain text while it loads.
import React, {useContext, useMemo} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {decodeTokens} from '../../../tokens';
import {PlainCodeContext, PrerenderedTokensContext} from '../../../context';
import TokenizedCode from '../../../Tokenized';
import {loadedHighlighted} from '../../../loading';

function Plain({className}: Props): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  return (
    <pre
      ref={codeBlockRef}
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
  const Highlighted = loadedHighlighted();
  if (plain || !Highlighted) return <Plain {...props} />;
  // Not made here: ./Highlighted registers the one component when its code runs.
  // eslint-disable-next-line react-hooks/static-components
  return <Highlighted {...props} />;
}
