import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkHighlightedCode, {highlightedModule} from '../../plugins/lazy-prism/remark';

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkHighlightedCode]}));
}

describe('remarkHighlightedCode', () => {
  it('makes a page with a fenced code block import the highlighted code block', async () => {
    const out = await compiled('# Linking\n\nText.\n\n```yaml\nplayer-link:\n  enabled: true\n```\n');
    expect(out).toContain(`import '${highlightedModule}';`);
  });

  it('finds code blocks nested in lists and other blocks', async () => {
    const out = await compiled('1. Run this:\n\n   ```bash\n   java -jar Geyser.jar\n   ```\n');
    expect(out).toContain(`import '${highlightedModule}';`);
  });

  it('leaves pages without code blocks alone, inline code included', async () => {
    const out = await compiled('# Setup\n\nUse `/geyser dump` to make a dump.\n');
    expect(out).not.toContain(highlightedModule);
  });
});
