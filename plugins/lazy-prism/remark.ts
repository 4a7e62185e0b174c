/**
 * Remark plugin: an MDX page with a fenced code block imports the highlighted
 * code block (src/theme/CodeBlock/Content/Highlighted), so Prism arrives with
 * that page's own code, before the page is hydrated, and only on pages that
 * show code.
 */
export const highlightedModule = '@theme/CodeBlock/Content/Highlighted';

type Node = {type: string; children?: Node[]; value?: unknown; data?: unknown};

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
    if (tree.children && hasCode(tree)) tree.children.unshift(sideEffectImport(highlightedModule));
  };
}
