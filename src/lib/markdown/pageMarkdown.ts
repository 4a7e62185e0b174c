/**
 * A built page's article as Markdown, for readers that prefer text (AI
 * assistants, the "Copy page" control). It reads the HTML the build wrote, so
 * our components are already their text (the Bedrock port component is
 * `19132`); tab panels become headed sections, code blocks fenced code,
 * admonitions quotes, tables stay tables, and the page chrome is dropped.
 */
import type {Element, ElementContent, Nodes, Parents, Root, RootContent, Text} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

export {markdownPathOf} from './markdownPath';

export interface PageMarkdown {
  title: string;
  markdown: string;
}

/** Parts of a page that are not its content. */
const chrome: ((element: Element) => boolean)[] = [
  (e) => ['button', 'nav', 'input', 'select', 'textarea', 'form', 'script', 'style', 'noscript', 'svg', 'footer'].includes(e.tagName),
  (e) => hasClass(e, 'hash-link') || hasClass(e, 'theme-doc-toc-mobile') || hasClass(e, 'theme-doc-breadcrumbs'),
  (e) => e.properties['dataSearchExclude'] !== undefined || String(e.properties['ariaHidden']) === 'true',
  (e) => e.properties['role'] === 'status',
];

function classes(element: Element): string[] {
  const value = element.properties['className'];
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(element: Element, name: string): boolean {
  return classes(element).includes(name);
}

function isElement(node: Nodes | undefined): node is Element {
  return node?.type === 'element';
}

function find(node: Nodes, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Nodes, test: (element: Element) => boolean, into: Element[] = []): Element[] {
  if (isElement(node) && test(node)) into.push(node);
  else if ('children' in node) for (const child of node.children) findAll(child, test, into);
  return into;
}

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (isElement(node) && node.tagName === 'br') return '\n';
  if (!('children' in node)) return '';
  return node.children.map((child) => textOf(child)).join('');
}

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): Text {
  return {type: 'text', value};
}

/**
 * Puts streamed content where it belongs. React's server renderer writes a
 * suspended part (such as a highlighted code block) at the end of the page in
 * `<div hidden id="S:n">`, and leaves a fallback between `<!--$?--><template
 * id="B:n">` and `<!--/$-->`, which a script swaps once the page runs.
 */
function resolveStreamedParts(root: Root): void {
  const streamed = findAll(
    root,
    (e) => typeof e.properties['id'] === 'string' && /^S:/.test(e.properties['id']) && e.properties['hidden'] !== undefined,
  );
  for (const part of streamed) {
    const id = String(part.properties['id']).slice(2);
    const holder = findParentOf(root, (node) => isElement(node) && node.tagName === 'template' && node.properties['id'] === `B:${id}`);
    if (!holder) continue;
    const siblings = holder.parent.children as RootContent[];
    const start = siblings.indexOf(holder.node as RootContent) - 1;
    const opening = siblings[start];
    if (opening?.type !== 'comment' || !opening.value.startsWith('$')) continue;
    // The fallback ends at the comment that closes this boundary (boundaries nest).
    let depth = 0;
    let end = start;
    for (; end < siblings.length; end++) {
      const node = siblings[end]!;
      if (node.type !== 'comment') continue;
      if (node.value.startsWith('$')) depth++;
      else if (node.value === '/$' && --depth === 0) break;
    }
    siblings.splice(start, end - start + 1, ...part.children);
    const partParent = findParentOf(root, (node) => node === part);
    if (partParent) (partParent.parent.children as RootContent[]).splice((partParent.parent.children as RootContent[]).indexOf(part), 1);
  }
}

function findParentOf(node: Nodes, test: (node: Nodes) => boolean): {parent: Parents; node: Nodes} | undefined {
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    if (test(child)) return {parent: node, node: child};
    const found = findParentOf(child, test);
    if (found) return found;
  }
  return undefined;
}

/** The article of a docs page or a blog post, with its title. */
function articleOf(root: Root): {title: string; content: Element} | undefined {
  const doc = find(root, (e) => hasClass(e, 'theme-doc-markdown'));
  if (doc) {
    const heading = find(doc, (e) => e.tagName === 'h1');
    return {title: heading ? textOf(heading).trim() : '', content: doc};
  }
  const post = find(root, (e) => e.properties['id'] === '__blog-post-container');
  if (post) {
    const article = find(root, (e) => e.tagName === 'article');
    const heading = article && find(article, (e) => e.tagName === 'h1');
    const title = heading ? textOf(heading).trim() : '';
    // The post's title is outside its body: put it back on top.
    return {title, content: element('div', [element('h1', [text(title)]), ...post.children])};
  }
  return undefined;
}

/** A code block as one plain `pre > code`, its title (a file name) in a line above it. */
function codeBlock(container: Element): ElementContent[] {
  const pre = find(container, (e) => e.tagName === 'pre');
  const language = [...classes(container), ...(pre ? classes(pre) : [])].find((c) => c.startsWith('language-'));
  const lines = pre ? findAll(pre, (e) => hasClass(e, 'token-line')) : [];
  const code = lines.length > 0 ? lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n') : pre ? textOf(pre) : '';
  const title = find(container, (e) => classes(e).some((c) => c.startsWith('codeBlockTitle')));
  const block = element('pre', [element('code', [text(code.replace(/\n+$/, ''))], language ? {className: [language]} : {})]);
  return title ? [element('p', [element('code', [text(textOf(title).trim())])]), block] : [block];
}

/** An admonition as a quote that starts with its label in bold. */
function admonition(container: Element): ElementContent {
  const heading = find(container, (e) => classes(e).some((c) => c.startsWith('admonitionHeading')));
  const content = find(container, (e) => classes(e).some((c) => c.startsWith('admonitionContent')));
  const label = heading ? textOf(heading).trim() : '';
  const title = label ? [element('p', [element('strong', [text(label.charAt(0).toUpperCase() + label.slice(1))])])] : [];
  return element('blockquote', [...title, ...(content?.children ?? container.children)]);
}

/** A tab's label: its first part as the heading text, the rest (a hint under the label) as a paragraph. */
interface TabLabel {
  heading: string;
  hint: string;
}

function tabLabel(tab: Element): TabLabel {
  const parts = tab.children.filter(isElement).map((child) => textOf(child).trim());
  if (parts.length > 1 && tab.children.every((child) => isElement(child) || textOf(child).trim() === '')) {
    return {heading: parts[0]!, hint: parts.slice(1).join(' ')};
  }
  return {heading: textOf(tab).trim(), hint: ''};
}

function section(label: TabLabel | undefined, level: number, content: ElementContent[]): ElementContent[] {
  const heading = element(`h${Math.min(level, 6)}`, [text(label?.heading ?? '')], {dataTabHeading: true});
  return [heading, ...(label?.hint ? [element('p', [text(label.hint)])] : []), ...content];
}

/** Docusaurus tabs: one section per tab, in order (their tabs and panels are not linked by ids). */
function tabSections(container: Element, level: number): ElementContent[] {
  const labels = findAll(container, (e) => e.properties['role'] === 'tab').map(tabLabel);
  const panels = findAll(container, (e) => e.properties['role'] === 'tabpanel');
  return panels.flatMap((panel, index) => section(labels[index], level, panel.children));
}

/** Other tab sets (our components): each panel finds its tab by id. */
function tabLabelsById(root: Nodes): Map<string, TabLabel> {
  const labels = new Map<string, TabLabel>();
  for (const tab of findAll(root, (e) => e.properties['role'] === 'tab')) {
    const label = tabLabel(tab);
    const controls = tab.properties['ariaControls'];
    if (typeof tab.properties['id'] === 'string') labels.set(`tab:${tab.properties['id']}`, label);
    for (const id of Array.isArray(controls) ? controls : [controls]) if (id) labels.set(`panel:${String(id)}`, label);
  }
  return labels;
}

function panelLabel(panel: Element, labels: Map<string, TabLabel>): TabLabel | undefined {
  const by = panel.properties['ariaLabelledBy'];
  const labelledBy = Array.isArray(by) ? by[0] : by;
  return labels.get(`panel:${String(panel.properties['id'])}`) ?? (labelledBy ? labels.get(`tab:${String(labelledBy)}`) : undefined);
}

/**
 * A link or list item drawn as a card: parts side by side in the HTML, one
 * under the other on screen. Their texts are kept apart by a dash.
 */
function separateCardParts(container: Element): void {
  if (!['a', 'li'].includes(container.tagName)) return;
  const parts = container.children.filter(isElement);
  const onlyParts = container.children.every((child) => (isElement(child) ? ['span', 'div'].includes(child.tagName) : textOf(child).trim() === ''));
  if (parts.length < 2 || !onlyParts) return;
  container.children = parts.flatMap((part, index) => (index === 0 ? [part] : [text(' — '), part]));
}

/** A collapsible section: its summary as a bold line, then its content. */
function details(container: Element): ElementContent[] {
  const summary = container.children.find((child): child is Element => isElement(child) && child.tagName === 'summary');
  const rest = container.children.filter((child) => child !== summary);
  return [...(summary ? [element('p', [element('strong', summary.children)])] : []), ...rest];
}

/** Links and images point at absolute addresses, so that the Markdown works anywhere. */
function absolutise(element: Element, pageUrl: string): void {
  for (const name of ['href', 'src'] as const) {
    const value = element.properties[name];
    if (typeof value !== 'string' || value === '') continue;
    try {
      element.properties[name] = new URL(value, pageUrl).href;
    } catch {
      // Left as written.
    }
  }
}

/** Rewrites the article in place, in document order (tabs need the heading level reached so far). */
interface RewriteState {
  /** The level of the last heading of the page's own. */
  level: number;
  /** The heading level of the tab set being read. */
  tabLevel?: number | undefined;
  tabLabels: Map<string, TabLabel>;
}

function rewrite(parent: Parents, pageUrl: string, state: RewriteState): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    if (!isElement(child)) {
      if (child.type !== 'comment') children.push(child);
      continue;
    }
    if (chrome.some((isChrome) => isChrome(child))) continue;
    const heading = /^h([1-6])$/.exec(child.tagName);
    if (heading && child.properties['dataTabHeading'] === undefined) {
      state.level = Number(heading[1]);
      if (state.tabLevel !== undefined && state.level < state.tabLevel) state.tabLevel = undefined;
    }
    let replacement: ElementContent[] | undefined;
    if (hasClass(child, 'tabs-container')) replacement = tabSections(child, state.level + 1);
    else if (child.properties['role'] === 'tablist') {
      state.tabLevel = state.level + 1;
      continue;
    } else if (child.properties['role'] === 'tabpanel') {
      replacement = section(panelLabel(child, state.tabLabels), state.tabLevel ?? state.level + 1, child.children);
    } else if (hasClass(child, 'theme-code-block')) replacement = codeBlock(child);
    else if (hasClass(child, 'theme-admonition')) replacement = [admonition(child)];
    else if (child.tagName === 'details') replacement = details(child);
    if (replacement) {
      // The new nodes are rewritten too (a tab panel holds code blocks, links, headings…).
      const holder = element('div', replacement);
      rewrite(holder, pageUrl, state);
      children.push(...holder.children);
      continue;
    }
    absolutise(child, pageUrl);
    separateCardParts(child);
    rewrite(child, pageUrl, state);
    children.push(child);
  }
  parent.children = children as typeof parent.children;
}

/** The page's article as Markdown, or undefined when the page is neither a docs page nor a blog post. */
export function pageToMarkdown(html: string, pageUrl: string): PageMarkdown | undefined {
  const root = fromHtml(html);
  resolveStreamedParts(root);
  const article = articleOf(root);
  if (!article) return undefined;
  const content: Root = {type: 'root', children: [article.content]};
  rewrite(content, pageUrl, {level: 1, tabLabels: tabLabelsById(article.content)});
  const mdast = toMdast(content);
  const markdown = toMarkdown(mdast, {extensions: [gfmToMarkdown()], bullet: '-', fences: true, rule: '-'});
  return {title: article.title, markdown: markdown.replace(/\n{3,}/g, '\n\n').trim() + '\n'};
}
