import {createHash} from 'node:crypto';
import {parse, type DefaultTreeAdapterMap} from 'parse5';

type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

// Script types a browser runs (an empty or missing type is JavaScript); JSON-LD and
// other data blocks are not scripts and need no hash.
const javascriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes as ChildNode[]) {
    if ('tagName' in child) {
      yield child;
      yield* elements(child.tagName === 'template' ? (child as DefaultTreeAdapterMap['template']).content : child);
    }
  }
}

/** The 'sha256-…' source of each inline script the page runs, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const document = parse(html);
  const hashes: string[] = [];
  for (const element of elements(document)) {
    if (element.tagName !== 'script' || attr(element, 'src') !== undefined) continue;
    if (!javascriptTypes.has((attr(element, 'type') ?? '').trim().toLowerCase())) continue;
    // The browser hashes the script's text exactly as parsed (raw text, no entities).
    const text = element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
    const source = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (!hashes.includes(source)) hashes.push(source);
  }
  return hashes;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Puts the policy's <meta> first in <head> (after <meta charset>), so that it
 * governs every script of the page; an earlier policy meta is replaced.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const document = parse(html, {sourceCodeLocationInfo: true});
  const all = [...elements(document)];
  const head = all.find((element) => element.tagName === 'head');
  const start = head?.sourceCodeLocation?.startTag;
  if (!head || !start) throw new Error('content-security-policy: a page without a <head> start tag');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  const old = all.find((element) => element.tagName === 'meta' && attr(element, 'http-equiv')?.toLowerCase() === 'content-security-policy');
  if (old?.sourceCodeLocation) {
    const {startOffset, endOffset} = old.sourceCodeLocation;
    return html.slice(0, startOffset) + meta + html.slice(endOffset);
  }
  const first = head.childNodes.find((child): child is Element => 'tagName' in child);
  const charset = first && first.tagName === 'meta' && attr(first, 'charset') !== undefined ? first.sourceCodeLocation : undefined;
  const at = charset ? charset.endOffset : start.endOffset;
  return html.slice(0, at) + meta + html.slice(at);
}
