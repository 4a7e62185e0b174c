import path from 'node:path';
import fs from 'node:fs/promises';
import {spawn} from 'node:child_process';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchMode} from '../../src/lib/search/searchConfig';
import {pagefindLanguage, shouldIndex, urlOfFile} from '../../src/lib/search/indexing';

interface Options {
  mode: SearchMode;
}

async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return htmlFiles(full, root);
      return Promise.resolve(e.name.endsWith('.html') ? [path.relative(root, full)] : []);
    }),
  );
  return nested.flat();
}

/** Page chrome that is not content. */
const excludeSelectors = [
  'nav',
  'button',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.pagination-nav',
  '.theme-doc-version-badge',
  '.openapi-explorer__request-form',
  '[data-search-exclude]',
];

function runIndexer(job: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'indexer.mjs')], {stdio: ['pipe', 'inherit', 'inherit']});
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The search indexer exited with code ${code}`))));
    child.stdin.end(JSON.stringify(job));
  });
}

/**
 * Local search: after each locale is built, index its pages with Pagefind into
 * `<locale build>/pagefind/`, and point the theme's Algolia client at our
 * adapter. In Algolia mode this plugin does nothing.
 */
export default function localSearchPlugin(context: LoadContext, options: unknown): Plugin {
  const {mode} = options as Options;
  const local = mode === 'local';
  return {
    name: 'local-search',

    // The search button of local mode; without it the Algolia theme's is used.
    ...(local ? {getThemePath: () => path.join(__dirname, 'theme')} : {}),

    configureWebpack() {
      if (!local) return {};
      return {
        resolve: {
          alias: {
            // The /search page creates its client with algoliasearch's liteClient.
            'algoliasearch/lite$': path.resolve(context.siteDir, 'src/lib/search/algoliaLiteShim.ts'),
          },
        },
      };
    },

    injectHtmlTags() {
      if (!local) return {};
      // Every page matches the "default" tag of contextual search; docs add their own tag.
      return {
        headTags: [{tagName: 'meta', attributes: {'data-pagefind-filter': 'docusaurus_tag[content]', content: 'default'}}],
      };
    },

    async postBuild({outDir, siteConfig, i18n}) {
      if (!local) return;
      const localeConfig = i18n.localeConfigs[i18n.currentLocale]!;
      const isDefault = i18n.currentLocale === i18n.defaultLocale;
      const otherLocalePaths = i18n.locales.filter((l) => l !== i18n.defaultLocale).map((l) => i18n.localeConfigs[l]!.path);
      // Already localized for this build (e.g. /de/).
      const baseUrl = siteConfig.baseUrl;
      const files = (await htmlFiles(outDir))
        .filter((f) => shouldIndex(f, isDefault ? otherLocalePaths : []))
        .map((f) => ({path: path.join(outDir, f), url: urlOfFile(f, baseUrl)}));
      await runIndexer({
        outputPath: path.join(outDir, 'pagefind'),
        language: pagefindLanguage(localeConfig.htmlLang),
        excludeSelectors,
        files,
      });
      console.log(`[local-search] ${i18n.currentLocale}: indexed ${files.length} pages`);
    },
  };
}
