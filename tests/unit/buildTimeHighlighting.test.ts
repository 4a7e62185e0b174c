import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import fs from 'node:fs';
import path from 'node:path';
import remarkHighlightedCode, {
  codeBlockModule,
  highlightedModule,
  tokensProp,
} from '../../plugins/framework-internals/build-time-highlighting/remark';
import {codeBlockChunk, groupCodeBlock, isCodeBlockFile} from '../../plugins/framework-internals/build-time-highlighting/chunk';
import type {CacheGroups} from '../../plugins/framework-internals/chunk-groups';

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkHighlightedCode]}));
}

describe('remarkHighlightedCode', () => {
  it('gives each fenced code block its tokens, so the page needs no Prism', async () => {
    const out = await compiled('# Linking\n\nText.\n\n```yaml\nplayer-link:\n  enabled: true\n```\n\n```\nplain words\n```\n');
    expect(out).toContain(`${tokensProp}: "yaml|key atrule,punctuation,`);
    expect(out).toContain(`${tokensProp}: "text|plain|0.b"`);
    expect(out).not.toContain(highlightedModule);
    // The page brings the code block itself; pages without one don't load it.
    expect(out.match(new RegExp(`import '${codeBlockModule}';`, 'g'))).toHaveLength(1);
  });

  it('finds code blocks nested in lists and other blocks', async () => {
    const out = await compiled('1. Run this:\n\n   ```bash\n   java -jar Geyser.jar\n   ```\n');
    expect(out).toContain(`${tokensProp}: "bash|`);
  });

  it('leaves blocks whose lines the theme rewrites to Prism in the browser, imported by the page', async () => {
    for (const source of ['```yaml {2}\na: 1\nb: 2\n```\n', '```java\n// highlight-next-line\nint a = 1;\n```\n']) {
      const out = await compiled(`# Page\n\n${source}`);
      expect(out).toContain(`import '${highlightedModule}';`);
      expect(out).not.toContain(tokensProp);
    }
  });

  it('leaves pages without code blocks alone, inline code included', async () => {
    const out = await compiled('# Setup\n\nUse `/geyser dump` to make a dump.\n');
    expect(out).not.toContain(highlightedModule);
    expect(out).not.toContain(codeBlockModule);
  });

  it('brings the code block with blocks nested in other blocks, and with blocks highlighted in the browser', async () => {
    for (const source of ['> Quote\n>\n> ```bash\n> java -jar Geyser.jar\n> ```\n', '```yaml {2}\na: 1\nb: 2\n```\n']) {
      expect(await compiled(`# Page\n\n${source}`)).toContain(`import '${codeBlockModule}';`);
    }
  });
});

describe('the code block chunk', () => {
  const resolved = (request: string) => require.resolve(request);
  const classic = path.dirname(resolved('@docusaurus/theme-classic/package.json'));
  // theme-common's exports leave out its package.json; its main file is lib/index.js.
  const common = path.dirname(path.dirname(resolved('@docusaurus/theme-common')));
  const here = path.resolve(__dirname, '../../plugins/framework-internals/build-time-highlighting');

  it("takes the files of the theme's code block as they are in the installed theme", () => {
    // The group names files by path; these must exist for it to catch anything.
    const files = [
      path.join(classic, 'lib/theme/CodeBlock/index.js'),
      path.join(classic, 'lib/theme/CodeBlock/Content/String.js'),
      path.join(classic, 'lib/theme/CodeBlock/Buttons/CopyButton/index.js'),
      path.join(classic, 'lib/theme/Icon/Copy/index.js'),
      path.join(common, 'lib/utils/codeBlockUtils.js'),
      path.join(common, 'lib/hooks/useCodeWordWrap.js'),
      require.resolve('parse-numeric-range', {paths: [classic]}),
      path.join(here, 'CodeBlockModule.ts'),
      path.join(here, 'loading.ts'),
      path.join(common, 'lib/hooks/useMutationObserver.js'),
      resolved('@docusaurus/core/lib/client/exports/BrowserOnly.js'),
      path.join(here, 'Tokenized.tsx'),
      path.join(here, 'theme/CodeBlock/Content/index.tsx'),
    ];
    for (const file of files) {
      expect(fs.existsSync(file), file).toBe(true);
      expect(isCodeBlockFile(file), file).toBe(true);
    }
  });

  it('leaves out what other pages need: the registry, the Markdown code element, Prism and admonitions', () => {
    for (const file of [
      path.join(here, 'codeBlockRegistry.ts'),
      path.join(here, 'registry.ts'),
      path.join(here, 'theme/MDXComponents/Code.tsx'),
      path.join(here, 'Highlighted.tsx'),
      path.join(classic, 'lib/theme/CodeBlock/Content/index.js'),
      path.join(classic, 'lib/theme/Admonition/index.js'),
      path.join(classic, 'lib/theme/CodeInline/index.js'),
    ]) {
      expect(isCodeBlockFile(file), file).toBe(false);
    }
  });

  it("is a group above Docusaurus's common group, and refuses a config without that group", () => {
    const groups: CacheGroups = {common: {name: 'common', priority: 40}, styles: {name: 'styles', priority: 50}};
    groupCodeBlock(groups);
    const group = groups[codeBlockChunk] as {name: string; priority: number; chunks: string; test: (module: unknown) => boolean};
    expect(group).toMatchObject({name: 'code-block', chunks: 'async', enforce: true});
    expect(group.priority).toBeGreaterThan(40);
    expect(group.priority).toBeLessThan(50);
    expect(group.test({nameForCondition: () => path.join(classic, 'lib/theme/CodeBlock/index.js')})).toBe(true);
    expect(group.test({nameForCondition: () => path.join(classic, 'lib/theme/DocItem/index.js')})).toBe(false);
    expect(group.test({})).toBe(false);
    expect(() => groupCodeBlock({styles: {}})).toThrow(/FRAMEWORK_INTERNALS=-buildTimeHighlighting/);
  });
});
