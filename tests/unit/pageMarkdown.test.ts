import {describe, expect, it} from 'vitest';
import {markdownPathOf, pageToMarkdown} from '../../src/lib/markdown/pageMarkdown';
import {feedbackIssueUrl} from '../../src/lib/feedback/feedbackIssue';

/** A docs page as the build writes it, around the given article body. */
function docPage(body: string, tail = ''): string {
  return `<!doctype html><html><head><title>Ports | GeyserMC</title></head><body>
<nav class="navbar">Wiki Blog</nav>
<main><article><nav class="theme-doc-breadcrumbs">Home › Geyser</nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Ports</h1></header>${body}</div>
<footer class="theme-doc-footer"><a href="https://github.com/x/edit">Edit this page</a></footer></article></main>
<footer class="footer">Copyright</footer>${tail}</body></html>`;
}

const page = 'https://geysermc.org/wiki/geyser/ports/';

describe('a page as Markdown', () => {
  it('keeps the article and its title, and drops the navigation, table of contents and footer', () => {
    const result = pageToMarkdown(docPage('<p>Geyser listens on <code>19132</code>.</p>'), page)!;
    expect(result.title).toBe('Ports');
    expect(result.markdown).toBe('# Ports\n\nGeyser listens on `19132`.\n');
  });

  it('drops heading anchors and buttons, and makes links absolute', () => {
    const html = docPage(
      '<h2 class="anchor" id="open">Open the port<a href="#open" class="hash-link" aria-label="Direct link">\u200b</a></h2><p>See <a href="../faq/">the FAQ</a>.</p><button>Copy</button>',
    );
    expect(pageToMarkdown(html, page)!.markdown).toBe('# Ports\n\n## Open the port\n\nSee [the FAQ](https://geysermc.org/wiki/geyser/faq/).\n');
  });

  it('turns every tab, hidden ones too, into a section under a heading one level down', () => {
    const html =
      docPage(`<h2>Install</h2><div class="tabs-container"><ul role="tablist"><li role="tab" aria-selected="true">Paper</li><li role="tab">Velocity</li></ul>
<div class="margin-top--md"><div role="tabpanel"><p>Drop it in plugins.</p></div><div role="tabpanel" hidden><p>Drop it in the proxy.</p></div></div></div><p>Then restart.</p>`);
    expect(pageToMarkdown(html, page)!.markdown).toBe(
      '# Ports\n\n## Install\n\n### Paper\n\nDrop it in plugins.\n\n### Velocity\n\nDrop it in the proxy.\n\nThen restart.\n',
    );
  });

  it('names panels of other tab sets by their tab, with the tab hint as a paragraph', () => {
    const html =
      docPage(`<h2>Choose</h2><div role="tablist"><button role="tab" id="t1" aria-controls="p1"><span>Host Provider</span><span>You rent it.</span></button>
<button role="tab" id="t2" aria-controls="p2"><span>Self Host</span><span>You run it.</span></button></div>
<div role="tabpanel" id="p1"><ul><li><a href="/a/"><span>Proxy</span><span>Velocity</span></a></li></ul></div><div role="tabpanel" id="p2" hidden><p>Own machine.</p></div>`);
    expect(pageToMarkdown(html, page)!.markdown).toBe(
      '# Ports\n\n## Choose\n\n### Host Provider\n\nYou rent it.\n\n- [Proxy — Velocity](https://geysermc.org/a/)\n\n### Self Host\n\nYou run it.\n\nOwn machine.\n',
    );
  });

  it('writes code blocks as fenced code with their language and title, and admonitions as quotes', () => {
    const html =
      docPage(`<div class="language-yaml codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_y">config.yml</div><div class="codeBlockContent"><pre class="prism-code language-yaml"><code><span class="token-line"><span class="token key">bedrock</span>:<br></span><span class="token-line">  port: 19132<br></span></code></pre><div class="buttonGroup"><button>Copy</button></div></div></div>
<div class="theme-admonition theme-admonition-tip alert"><div class="admonitionHeading_a"><span class="admonitionIcon_b"><svg></svg></span>tip</div><div class="admonitionContent_c"><p>Use UDP.</p></div></div>`);
    expect(pageToMarkdown(html, page)!.markdown).toBe(
      '# Ports\n\n`config.yml`\n\n```yaml\nbedrock:\n  port: 19132\n```\n\n> **Tip**\n>\n> Use UDP.\n',
    );
  });

  it('keeps tables as tables', () => {
    const html = docPage(
      '<table><thead><tr><th>Edition</th><th>Port</th></tr></thead><tbody><tr><td>Bedrock</td><td>19132</td></tr></tbody></table>',
    );
    expect(pageToMarkdown(html, page)!.markdown).toBe('# Ports\n\n| Edition | Port  |\n| ------- | ----- |\n| Bedrock | 19132 |\n');
  });

  it('puts streamed parts back where they belong (React writes them at the end of the page)', () => {
    const html = docPage(
      '<p>Before.</p><!--$?--><template id="B:0"></template><pre><code>plain fallback</code></pre><!--/$--><p>After.</p>',
      '<div hidden id="S:0"><div class="language-json theme-code-block"><pre class="prism-code"><code><span class="token-line">{"port": 19132}</span></code></pre></div></div>',
    );
    expect(pageToMarkdown(html, page)!.markdown).toBe('# Ports\n\nBefore.\n\n```json\n{"port": 19132}\n```\n\nAfter.\n');
  });

  it('reads a blog post: its title from the header, its body from the post container', () => {
    const html = `<html><body><main><article><header><h1>Geyser 2.9</h1><time>May 1</time></header><div id="__blog-post-container" class="markdown"><p>News.</p></div><footer>Tags</footer></article></main></body></html>`;
    expect(pageToMarkdown(html, 'https://geysermc.org/blog/x/')).toEqual({title: 'Geyser 2.9', markdown: '# Geyser 2.9\n\nNews.\n'});
  });

  it('gives undefined for a page that has no article', () => {
    expect(pageToMarkdown('<html><body><main><h1>Download</h1></main></body></html>', page)).toBeUndefined();
  });
});

describe('where a Markdown twin is', () => {
  it('is the page path without its trailing slash, plus .md', () => {
    expect(markdownPathOf('/wiki/geyser/setup/')).toBe('/wiki/geyser/setup.md');
    expect(markdownPathOf('/de/wiki/')).toBe('/de/wiki.md');
    expect(markdownPathOf('/')).toBe('/index.md');
  });
});

describe('the feedback issue', () => {
  it('opens a new issue of the repository, titled after the page, its text holding the page address', () => {
    const url = new URL(
      feedbackIssueUrl({
        repository: 'https://github.com/GeyserMC/GeyserWebsite',
        pageTitle: 'Port forwarding',
        pageUrl: 'https://geysermc.org/wiki/geyser/port-forwarding/',
        body: 'Page: https://geysermc.org/wiki/geyser/port-forwarding/\n\nWhat was missing?\n',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/GeyserMC/GeyserWebsite/issues/new');
    expect(url.searchParams.get('title')).toBe('Wiki feedback: Port forwarding');
    expect(url.searchParams.get('body')).toBe('Page: https://geysermc.org/wiki/geyser/port-forwarding/\n\nWhat was missing?\n');
  });

  it('adds the page address when a translation of the text lost it', () => {
    const url = new URL(feedbackIssueUrl({repository: 'https://github.com/o/r/', pageTitle: 'T', pageUrl: 'https://x.org/p/', body: 'Was fehlte?'}));
    expect(url.searchParams.get('body')).toBe('https://x.org/p/\n\nWas fehlte?');
  });
});
