/**
 * Remark plugin: highlights fenced code blocks when the site is built.
 *
 * Each block gets its Prism tokens (types and lengths, see ./tokens.ts) as
 * the `prerenderedTokens` prop, which theme/CodeBlock/Content renders without
 * Prism, so pages with code ship no highlighter. A block whose lines the theme
 * rewrites (line-highlight ranges such as `{1,3}` or `highlight-next-line`
 * comments) is highlighted in the browser instead: its page imports the
 * highlighted code block (./Highlighted.tsx), so Prism arrives with that page,
 * before it is hydrated.
 */
import {tokenizeCode} from './tokenize';

export const highlightedModule = '@site/plugins/framework-internals/build-time-highlighting/Highlighted';
export const codeBlockModule = '@site/plugins/framework-internals/build-time-highlighting/CodeBlockModule';
export const tokensProp = 'prerenderedTokens';

type Node = {
  type: string;
  children?: Node[];
  value?: unknown;
  lang?: string | null;
  meta?: string | null;
  data?: {hProperties?: Record<string, unknown>; [key: string]: unknown};
};

const lineRangeMeta = /\{[\d,-]+\}/;
const magicComment = /highlight-(next-line|start|end)/;

/** Whether the theme changes the block's lines before highlighting them. */
function rewritesLines(node: Node): boolean {
  return lineRangeMeta.test(node.meta ?? '') || magicComment.test(String(node.value ?? ''));
}

/** Adds the tokens to each code block; true if some block needs Prism in the browser. */
function prerender(node: Node): boolean {
  if (node.type === 'code') {
    if (rewritesLines(node)) return true;
    // The language as the theme reads it: lower case, `text` when none is given.
    const language = (node.lang || 'text').toLowerCase();
    const data = (node.data ??= {});
    data.hProperties = {...data.hProperties, [tokensProp]: tokenizeCode(String(node.value ?? ''), language)};
    return false;
  }
  let needsPrism = false;
  for (const child of node.children ?? []) needsPrism = prerender(child) || needsPrism;
  return needsPrism;
}

function hasCode(node: Node): boolean {
  return node.type === 'code' || (node.children ?? []).some(hasCode);
}

/** `import '<module>';` as an MDX ESM node, with the syntax tree MDX compiles. */
function sideEffectImport(module: string): Node {
  const value = `import '${module}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], attributes: [], source: {type: 'Literal', value: module, raw: `'${module}'`}}],
      },
    },
  };
}

export default function remarkHighlightedCode() {
  return (tree: Node): void => {
    if (!tree.children) return;
    if (prerender(tree)) tree.children.unshift(sideEffectImport(highlightedModule));
    if (hasCode(tree)) tree.children.unshift(sideEffectImport(codeBlockModule));
  };
}
