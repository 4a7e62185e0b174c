import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import sidebars from '../../sidebars';
import {pagesWithoutSidebar, wikiPages} from '../wikiPages';

const docsDir = path.resolve(__dirname, '../../docs');

/** The source file of a wiki page id such as `geyser/setup` (an index file for folders). */
function sourceOf(id: string): string | undefined {
  const candidates = [`${id}.md`, `${id}.mdx`, `${id}/index.md`, `${id}/index.mdx`];
  return candidates.map((c) => path.join(docsDir, c)).find((file) => fs.existsSync(file));
}

function docIdOf(file: string): string {
  return path.relative(docsDir, file).replace(/\.mdx?$/, '');
}

/** Doc ids referenced anywhere in a sidebar definition. */
function sidebarDocIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(sidebarDocIds);
  if (items && typeof items === 'object') {
    const item = items as Record<string, unknown>;
    const own = item.type === 'doc' && typeof item.id === 'string' ? [item.id] : [];
    const link = item.link as {type?: string; id?: string} | undefined;
    const linked = link?.type === 'doc' && link.id ? [link.id] : [];
    return [...own, ...linked, ...sidebarDocIds(item.items ?? [])];
  }
  return [];
}

/** Prose words, without front matter, imports, code blocks and markup. */
function proseWordCount(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ');
  return prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const sections = Object.entries(wikiPages).flatMap(([section, pages]) =>
  pages.map((page) => ({section, page, id: page ? `${section}/${page}` : `${section}/index`})),
);

describe('wiki pages named by the specification', () => {
  const inSidebars = new Set(sidebarDocIds(Object.values(sidebars)));

  it.each(sections)('$section/$page has a source file with a title, a description and an H2', ({id}) => {
    const file = sourceOf(id.replace(/\/index$/, '')) ?? sourceOf(id);
    expect(file, `docs/${id}.md(x) is missing: create it`).toBeDefined();
    const {data, content: raw} = matter(fs.readFileSync(file!, 'utf8'));
    const content = raw.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
    expect(typeof data.title, `${id}: add a "title" to the front matter`).toBe('string');
    expect(String(data.description ?? '').length, `${id}: add a one-sentence "description" to the front matter`).toBeGreaterThan(20);
    expect(content, `${id}: add at least one "## " heading`).toMatch(/^## \S/m);
    expect(content, `${id}: remove the body H1; the title is the page heading`).not.toMatch(/^# \S/m);
  });

  it.each(sections)('$section/$page has substantial content (250+ words)', ({id}) => {
    const file = sourceOf(id.replace(/\/index$/, '')) ?? sourceOf(id);
    const {content} = matter(fs.readFileSync(file!, 'utf8'));
    expect(proseWordCount(content), `${id}: the page needs at least 250 words of prose`).toBeGreaterThanOrEqual(250);
  });

  it.each(sections)('$section/$page is listed in its section sidebar', ({section, id}) => {
    const file = (sourceOf(id.replace(/\/index$/, '')) ?? sourceOf(id))!;
    const docId = docIdOf(file);
    expect(inSidebars.has(docId), `${docId}: add it to ${section}Sidebar in sidebars.ts`).toBe(true);
    const sidebar = (sidebars as Record<string, unknown>)[`${section}Sidebar`];
    expect(sidebarDocIds(sidebar), `${docId}: belongs in ${section}Sidebar`).toContain(docId);
  });

  it('shows no sidebar exactly on the pages the specification names', () => {
    for (const {id} of sections) {
      const file = (sourceOf(id.replace(/\/index$/, '')) ?? sourceOf(id))!;
      const {data} = matter(fs.readFileSync(file, 'utf8'));
      const hidden = data.displayed_sidebar === null;
      const shouldHide = pagesWithoutSidebar.includes(id.replace(/\/index$/, ''));
      expect(hidden, `${id}: ${shouldHide ? 'set' : 'remove'} "displayed_sidebar: null"`).toBe(shouldHide);
    }
  });

  it('has no wiki page the specification does not name', () => {
    const expected = new Set(sections.map(({id}) => docIdOf((sourceOf(id.replace(/\/index$/, '')) ?? sourceOf(id))!)));
    expected.add('index');
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, {withFileTypes: true})
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
    const extra = walk(docsDir)
      .map(docIdOf)
      .filter((id) => !expected.has(id) && !path.basename(id).startsWith('_'));
    expect(extra).toEqual([]);
  });
});

describe('facts kept in one place', () => {
  // The global linking server's own ports are facts about that server, not Geyser defaults.
  const allowed = new Set(['floodgate/linking.md']);

  it('prose takes the default Bedrock port from src/data/versions.ts (<BedrockPort />), not a literal', () => {
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, {withFileTypes: true})
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
    const offenders = walk(docsDir)
      .filter((file) => !allowed.has(path.relative(docsDir, file)))
      .filter((file) => {
        const prose = fs
          .readFileSync(file, 'utf8')
          .replace(/^(```|~~~)[\s\S]*?^\1/gm, '') // code blocks may show real config
          .replace(/`[^`\n]*`/g, '')
          .replace(/^\|.*\|$/gm, ''); // tables of defaults
        return /\b19132\b/.test(prose);
      })
      .map((file) => path.relative(docsDir, file));
    expect(offenders, 'write <BedrockPort /> instead of 19132 in these pages').toEqual([]);
  });
});
