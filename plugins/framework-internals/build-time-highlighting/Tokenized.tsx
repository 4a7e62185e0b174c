// A code block whose tokens were worked out at build time: the same markup and
// inline colours as the Prism-highlighted block, with no highlighter involved.
import React, {useCallback, useMemo, type ComponentProps} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {themeStyles, tokenStyle, type CodeToken, type PrismThemeLike} from './tokens';

type LineProps = ComponentProps<typeof Line>;

export default function TokenizedCode({lines, className}: {lines: CodeToken[][]; className?: string}): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const prismTheme = usePrismTheme();
  const {language, lineNumbersStart, lineClassNames} = metadata;
  const colours = useMemo(() => themeStyles(prismTheme as unknown as PrismThemeLike, language), [prismTheme, language]);

  const getLineProps = useCallback<LineProps['getLineProps']>(
    ({line: _line, className: lineClassName, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', lineClassName),
      style: {...colours.plain, ...style},
    }),
    [colours],
  );
  const getTokenProps = useCallback<LineProps['getTokenProps']>(
    ({token, className: tokenClassName, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, tokenClassName),
      children: token.content,
      style: style ? {...tokenStyle(colours, token), ...style} : tokenStyle(colours, token),
    }),
    [colours],
  );

  const numbered = lineNumbersStart !== undefined;
  return (
    <pre
      ref={codeBlockRef}
      // A scrollable region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={colours.root}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={numbered}
          />
        ))}
      </code>
    </pre>
  );
}
