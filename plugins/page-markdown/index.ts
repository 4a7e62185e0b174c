import path from 'node:path';
import fs from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {translatorOnlyLocales} from '../../src/data/locales';
import {markdownPathOf, pageToMarkdown} from '../../src/lib/markdown/pageMarkdown';
import {formatLlmsTxt, joinPages, type LlmsSection} from '../../src/lib/markdown/llmsTxt';

/** What this plugin needs of a docs page or a blog post. */
interface Page {
  permalink: string;
  title: string;
  description: string;
  /** `@site/…` path of its source file: under `@site/i18n/` when translated. */
  source: string;
  unlisted: boolean;
  /** The sidebar it is in (docs), or "blog". */
  section: string;
}

interface DocsContent {
  loadedVersions: {docs: {permalink: string; title: string; description: string; source: string; unlisted?: boolean; sidebar?: string}[]}[];
}
interface BlogContent {
  blogPosts: {metadata: {permalink: string; title: string; description: string; source: string; unlisted?: boolean}}[];
}

/** Sections of llms.txt, in order, each with the navbar label that names it. */
const sections: {id: string; label: string}[] = [
  {id: 'geyserSidebar', label: 'Geyser'},
  {id: 'floodgateSidebar', label: 'Floodgate'},
  {id: 'otherSidebar', label: 'Other'},
  {id: 'wiki', label: 'Wiki'},
  {id: 'blog', label: 'Blog'},
];

async function readJson(file: string): Promise<Record<string, {message: string}>> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, {message: string}>;
  } catch {
    return {};
  }
}

/**
 * Markdown for assistants, after each locale is built: a twin of every wiki
 * page and blog post next to its HTML (`/wiki/geyser/setup/` →
 * `/wiki/geyser/setup.md`), an `llms.txt` per locale listing the pages written
 * in its language, and `/llms-full.txt` with the whole English wiki.
 */
export default function pageMarkdownPlugin(context: LoadContext): Plugin {
  let pages: Page[] = [];
  return {
    name: 'page-markdown',

    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.['default'] as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.['default'] as BlogContent | undefined;
      pages = [
        ...(docs?.loadedVersions ?? []).flatMap((version) =>
          version.docs.map((doc) => ({
            permalink: doc.permalink,
            title: doc.title,
            description: doc.description,
            source: doc.source,
            unlisted: doc.unlisted === true,
            section: doc.sidebar ?? 'wiki',
          })),
        ),
        ...(blog?.blogPosts ?? []).map(({metadata}) => ({
          permalink: metadata.permalink,
          title: metadata.title,
          description: metadata.description,
          source: metadata.source,
          unlisted: metadata.unlisted === true,
          section: 'blog',
        })),
      ];
    },

    async postBuild({outDir, baseUrl, siteConfig, i18n}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const locale = i18n.currentLocale;
      const written: (Page & {markdown: string; markdownUrl: string})[] = [];
      // Permalinks come without the trailing slash that the built pages' addresses have.
      const pageUrlOf = (permalink: string) => `${siteUrl}${siteConfig.trailingSlash && !permalink.endsWith('/') ? `${permalink}/` : permalink}`;
      for (const page of pages) {
        // The page's path inside this locale's output folder.
        const inLocale = '/' + page.permalink.slice(baseUrl.length);
        const htmlFile = path.join(outDir, inLocale, 'index.html');
        const html = await fs.readFile(htmlFile, 'utf8');
        const converted = pageToMarkdown(html, pageUrlOf(page.permalink));
        if (!converted) throw new Error(`page-markdown: ${htmlFile} has no article to convert`);
        const twin = markdownPathOf(inLocale);
        await fs.writeFile(path.join(outDir, twin), converted.markdown);
        written.push({...page, markdown: converted.markdown, markdownUrl: `${siteUrl}${markdownPathOf(page.permalink)}`});
      }

      if (translatorOnlyLocales.includes(locale)) return;
      // Translated locales list the pages written in their language only.
      const listed = written.filter((page) => !page.unlisted && (locale === i18n.defaultLocale || page.source.startsWith('@site/i18n/')));
      const localeDir = path.join(context.siteDir, 'i18n', locale);
      const code = await readJson(path.join(localeDir, 'code.json'));
      const navbar = await readJson(path.join(localeDir, 'docusaurus-theme-classic', 'navbar.json'));
      const byPermalink = (a: Page, b: Page) => a.permalink.localeCompare(b.permalink);
      const llmsSections: LlmsSection[] = sections.map(({id, label}) => ({
        title: navbar[`item.label.${label}`]?.message ?? label,
        links: listed
          .filter((page) => page.section === id)
          .sort(byPermalink)
          .map((page) => ({title: page.title, url: page.markdownUrl, description: page.description})),
      }));
      const summary = code['home.hero.lead']?.message ?? siteConfig.tagline;
      await fs.writeFile(path.join(outDir, 'llms.txt'), formatLlmsTxt({name: siteConfig.title, summary, sections: llmsSections}));

      if (locale === i18n.defaultLocale) {
        const wiki = written.filter((page) => page.section !== 'blog' && !page.unlisted).sort(byPermalink);
        await fs.writeFile(
          path.join(outDir, 'llms-full.txt'),
          joinPages(wiki.map((page) => ({url: pageUrlOf(page.permalink), markdown: page.markdown}))),
        );
      }
    },
  };
}
