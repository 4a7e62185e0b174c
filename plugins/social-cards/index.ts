import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {routeFile} from '../content-security-policy';
import {makeCards} from './cards';
import {coveredCodePoints, createCardPainter, type CardPainter} from './render';

export interface SocialCardsOptions {
  /** false: every page keeps the site's card (static/img/social-card.png). */
  enabled: boolean;
}

/** SOCIAL_CARDS=off builds without per-page cards (quicker local builds, benchmarks). */
export const socialCardsSwitch = 'SOCIAL_CARDS';

async function readMessages(file: string): Promise<Record<string, {message: string}>> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, {message: string}>;
  } catch {
    return {};
  }
}

/**
 * A link preview for every page: after each locale is built, every page with a
 * title gets a 1200×630 card showing its title and section, drawn with satori and
 * resvg, stored once per distinct content hash under `/img/cards/`, and its
 * og:image / twitter:image meta point to it (README.md beside this file).
 */
export default function socialCardsPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as SocialCardsOptions;
  return {
    name: 'social-cards',
    async postBuild({outDir, routesPaths, siteConfig, i18n}) {
      if (!options.enabled) return;
      const started = performance.now();
      // Cards live at the site's root, shared by every locale: an untranslated page
      // shows the same card as its English original.
      const rootBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
      const rootOutDir = path.resolve(outDir, path.relative(siteConfig.baseUrl, rootBaseUrl));
      const rootUrl = new URL(rootBaseUrl, i18n.localeConfigs[i18n.defaultLocale]?.url ?? siteConfig.url).href;
      const files = [...new Set(routesPaths.map((route) => routeFile(outDir, siteConfig.baseUrl, route)))];
      let painter: CardPainter | undefined;
      try {
        const report = await makeCards({
          outDir,
          files,
          cardsDir: path.join(rootOutDir, 'img', 'cards'),
          cardsUrl: `${rootUrl}img/cards/`,
          cacheDir: path.join(context.siteDir, 'node_modules', '.cache', 'social-cards'),
          siteTitle: siteConfig.title,
          siteHost: new URL(rootUrl).host,
          logoSrc: `data:image/svg+xml;base64,${(await fs.readFile(path.join(context.siteDir, 'static', 'img', 'logo.svg'))).toString('base64')}`,
          translations: {
            code: await readMessages(path.join(context.localizationDir, 'code.json')),
            navbar: await readMessages(path.join(context.localizationDir, 'docusaurus-theme-classic', 'navbar.json')),
          },
          covered: await coveredCodePoints(),
          painter: () => (painter ??= createCardPainter()),
          rewritePages: true,
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          `[social-cards] ${i18n.currentLocale}: ${report.pages - report.untitled} pages, ${report.cards.size} cards (${report.drawn} drawn, ${report.fromCache} from the cache) in ${seconds} s`,
        );
      } finally {
        await painter?.close();
      }
    },
  };
}
