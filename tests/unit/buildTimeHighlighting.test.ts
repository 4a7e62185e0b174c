import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkHighlightedCode, {highlightedModule, tokensProp} from '../../plugins/framework-internals/build-time-highlighting/remark';

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkHighlightedCode]}));
}

describe('remarkHighlightedCode', () => {
  it('gives each fenced code block its tokens, so the page needs no Prism', async () => {
    const out = await compiled('# Linking\n\nText.\n\n```yaml\nplayer-link:\n  enabled: true\n```\n\n```\nplain words\n```\n');
    expect(out).toContain(`${tokensProp}: "yaml|key atrule,punctuation,`);
    expect(out).toContain(`${tokensProp}: "text|plain|0.b"`);
    expect(out).not.toContain(highlightedModule);
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
  });
});
