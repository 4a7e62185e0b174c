import {parse, type DefaultTreeAdapterMap} from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** What a built page's <head> says about it, for its social card. */
export interface PageHead {
  /** The page's own title, without the site name the theme appends; empty when it has none. */
  title: string;
  /** `<html lang>` and `<html dir>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** The part of a page up to the end of its <head>: all a card needs, and quick to parse. */
function headOf(html: string): string {
  const end = html.search(/<\/head\s*>/i);
  return end === -1 ? html : html.slice(0, end);
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if ('tagName' in child) {
      yield child;
      yield* elements(child);
    }
  }
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

/** The meta tag's key: its `property` (Open Graph) or its `name` (Twitter). */
function metaKey(element: Element): string | undefined {
  return attr(element, 'property') ?? attr(element, 'name');
}

/**
 * The page's title as the theme wrote it ("Setting up Geyser | GeyserMC"), without
 * the " | <site title>" it appends; the home page's og:title can be the site title
 * alone, which leaves no title of its own.
 */
export function ownTitle(fullTitle: string, siteTitle: string, delimiter = '|'): string {
  const title = fullTitle.replace(/\s+/g, ' ').trim();
  const suffix = ` ${delimiter} ${siteTitle}`;
  if (title === siteTitle) return '';
  return title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() : title;
}

/** Reads a built page's title (og:title, else <title>), language and direction. */
export function readPageHead(html: string, siteTitle: string): PageHead {
  const document = parse(headOf(html));
  let ogTitle: string | undefined;
  let titleText: string | undefined;
  let lang = '';
  let dir: 'ltr' | 'rtl' = 'ltr';
  for (const element of elements(document)) {
    if (element.tagName === 'html') {
      lang = attr(element, 'lang') ?? '';
      dir = attr(element, 'dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
    } else if (element.tagName === 'title' && titleText === undefined) {
      titleText = textOf(element);
    } else if (element.tagName === 'meta' && metaKey(element) === 'og:title') {
      ogTitle = attr(element, 'content');
    }
  }
  return {title: ownTitle(ogTitle ?? titleText ?? '', siteTitle), lang, dir};
}

/** The image meta tags a page's card sets, by their property or name. */
export interface CardMeta {
  image: string;
  alt: string;
  width: number;
  height: number;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The page with its link-preview meta tags pointing at its card: og:image and
 * twitter:image, their alt texts, og:image:width/height and twitter:card. Only
 * those tags' `content` change (a missing one is added after og:image); every
 * other byte of the page stays as the build wrote it.
 */
export function withCardMeta(html: string, card: CardMeta): string {
  const head = headOf(html);
  const document = parse(head, {sourceCodeLocationInfo: true});
  const wanted: [string, 'property' | 'name', string][] = [
    ['og:image', 'property', card.image],
    ['og:image:width', 'property', String(card.width)],
    ['og:image:height', 'property', String(card.height)],
    ['og:image:alt', 'property', card.alt],
    ['twitter:card', 'name', 'summary_large_image'],
    ['twitter:image', 'name', card.image],
    ['twitter:image:alt', 'name', card.alt],
  ];
  const edits: {start: number; end: number; text: string}[] = [];
  const found = new Set<string>();
  let insertAt: number | undefined;
  let headEnd: number | undefined;
  for (const element of elements(document)) {
    if (element.tagName === 'head') headEnd = element.sourceCodeLocation?.startTag?.endOffset;
    if (element.tagName !== 'meta') continue;
    const key = metaKey(element);
    const entry = wanted.find(([name]) => name === key);
    const location = element.sourceCodeLocation;
    if (!entry || !location) continue;
    found.add(entry[0]);
    if (entry[0] === 'og:image') insertAt = location.endOffset;
    if (attr(element, 'content') === entry[2]) continue;
    const content = location.attrs?.['content'];
    if (content) edits.push({start: content.startOffset, end: content.endOffset, text: `content="${escapeAttribute(entry[2])}"`});
    else
      edits.push({
        start: location.startOffset,
        end: location.endOffset,
        text: `<meta ${entry[1]}="${entry[0]}" content="${escapeAttribute(entry[2])}">`,
      });
  }
  const missing = wanted.filter(([name]) => !found.has(name));
  if (missing.length > 0) {
    const at = insertAt ?? headEnd;
    if (at === undefined) throw new Error('social-cards: a page without a <head>');
    edits.push({
      start: at,
      end: at,
      text: missing.map(([name, kind, value]) => `<meta ${kind}="${name}" content="${escapeAttribute(value)}">`).join(''),
    });
  }
  let result = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
