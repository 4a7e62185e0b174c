import {describe, expect, it} from 'vitest';
import {formatLlmsTxt, joinPages} from '../../src/lib/markdown/llmsTxt';

describe('llms.txt', () => {
  it('has the site name as H1, the summary as a quote, then a list per section', () => {
    const text = formatLlmsTxt({
      name: 'GeyserMC',
      summary: 'Geyser lets Bedrock players\njoin Java servers.',
      sections: [
        {title: 'Geyser', links: [{title: 'Setup [guide]', url: 'https://geysermc.org/wiki/geyser/setup.md', description: 'Install Geyser.'}]},
        {title: 'Empty', links: []},
        {title: 'Blog', links: [{title: 'News', url: 'https://geysermc.org/blog/news.md'}]},
      ],
    });
    expect(text).toBe(
      '# GeyserMC\n\n> Geyser lets Bedrock players join Java servers.\n\n## Geyser\n\n- [Setup \\[guide\\]](https://geysermc.org/wiki/geyser/setup.md): Install Geyser.\n\n## Blog\n\n- [News](https://geysermc.org/blog/news.md)\n',
    );
  });

  it('encodes addresses with non-ASCII characters once', () => {
    const text = formatLlmsTxt({name: 'S', summary: 'x', sections: [{title: 'A', links: [{title: 'Ä', url: 'https://x.org/zh-CN/维基.md'}]}]});
    expect(text).toContain('(https://x.org/zh-CN/%E7%BB%B4%E5%9F%BA.md)');
  });

  it('joins pages for llms-full.txt, each marked with its address', () => {
    expect(
      joinPages([
        {url: 'https://x.org/a/', markdown: '# A\n'},
        {url: 'https://x.org/b/', markdown: '# B\n'},
      ]),
    ).toBe('<!-- Source: https://x.org/a/ -->\n\n# A\n\n---\n\n<!-- Source: https://x.org/b/ -->\n\n# B\n');
  });
});
