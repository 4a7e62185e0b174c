import fs from 'node:fs/promises';
import path from 'node:path';
import {readPageHead, withCardMeta} from '../../src/lib/social-cards/head';
import {cardAlt, cardDirectionOf, cardHash, cardSize, hanFormsOf, type CardContent} from '../../src/lib/social-cards/card';
import {cardLayout} from '../../src/lib/social-cards/layout';
import {cardSectionOf, sectionLabel} from '../../src/lib/social-cards/section';
import {describeCharacter, missingCharacters} from '../../src/lib/social-cards/coverage';
import {rewriteHtmlFile} from '../content-security-policy/rewriteHtml';
import type {CardPainter} from './render';

type Messages = Record<string, {message: string} | undefined>;

export interface CardsJob {
  /** This locale's output folder and its built pages (absolute paths of .html files). */
  outDir: string;
  files: string[];
  /** Where the cards go (the site's root `img/cards/`, shared by every locale) and their public URL. */
  cardsDir: string;
  cardsUrl: string;
  /** Cards drawn by earlier builds, by hash. */
  cacheDir: string;
  siteTitle: string;
  siteHost: string;
  logoSrc: string;
  /** The locale's code.json and navbar.json, for the sections' names. */
  translations: {code: Messages; navbar: Messages};
  covered: ReadonlySet<number>;
  painter: () => CardPainter;
  /** false: draw the cards but leave the pages as they are (the benchmark reads a build it must not change). */
  rewritePages: boolean;
  /** false: only count the distinct cards (implies leaving the pages as they are). */
  draw?: boolean;
}

export interface CardsReport {
  pages: number;
  /** Pages with no title of their own, which keep the site's card. */
  untitled: number;
  cards: Set<string>;
  drawn: number;
  fromCache: number;
}

/** Cards being drawn or copied in this process, so that one hash is done once. */
const inFlight = new Map<string, Promise<'drawn' | 'cached' | 'present'>>();

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function ensureCard(hash: string, content: CardContent, job: CardsJob): Promise<'drawn' | 'cached' | 'present'> {
  const target = path.join(job.cardsDir, `${hash}.png`);
  if (await exists(target)) return 'present';
  const cached = path.join(job.cacheDir, `${hash}.png`);
  await fs.mkdir(job.cardsDir, {recursive: true});
  if (await exists(cached)) {
    await fs.copyFile(cached, target);
    return 'cached';
  }
  const png = await job.painter().paint(cardLayout(content, job.logoSrc, job.siteHost));
  await fs.mkdir(job.cacheDir, {recursive: true});
  const temporary = `${cached}.${process.pid}.tmp`;
  await fs.writeFile(temporary, png);
  await fs.rename(temporary, cached);
  await fs.copyFile(cached, target);
  return 'drawn';
}

/** The path a built page answers at, from its file: `wiki/geyser/setup/index.html` → `/wiki/geyser/setup/`. */
export function pagePathOf(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  return '/' + relative.replace(/(^|\/)index\.html$/, '$1');
}

/**
 * Gives every page of one locale its own card: reads each page's title, section
 * and direction, draws the cards not drawn yet (once per distinct hash, reusing
 * the cache), and points the page's preview meta tags at its card.
 */
export async function makeCards(job: CardsJob): Promise<CardsReport> {
  const report: CardsReport = {pages: 0, untitled: 0, cards: new Set(), drawn: 0, fromCache: 0};
  const problems: string[] = [];
  await Promise.all(
    job.files.map(async (file) => {
      let html: string;
      try {
        html = await fs.readFile(file, 'utf8');
      } catch (error) {
        // A route without its own page (redirect-only or client-only) has no preview.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      report.pages += 1;
      const head = readPageHead(html, job.siteTitle);
      if (!head.title) {
        report.untitled += 1;
        return;
      }
      const section = cardSectionOf(pagePathOf(job.outDir, file), []);
      const sectionName = section ? sectionLabel(section, job.translations) : '';
      const text = `${head.title}${sectionName}`;
      const missing = missingCharacters(text, job.covered);
      if (missing.length > 0) {
        problems.push(`${path.relative(job.outDir, file)} ("${head.title}"): ${missing.map(describeCharacter).join(', ')}`);
        return;
      }
      const content: CardContent = {title: head.title, section: sectionName, dir: cardDirectionOf(text, head.dir), han: hanFormsOf(text, head.lang)};
      const hash = cardHash(content);
      report.cards.add(hash);
      if (job.draw === false) return;
      let done = inFlight.get(hash);
      const first = !done;
      if (!done) {
        done = ensureCard(hash, content, job);
        inFlight.set(hash, done);
        void done.finally(() => inFlight.delete(hash)).catch(() => undefined);
      }
      const outcome = await done;
      if (first && outcome === 'drawn') report.drawn += 1;
      if (first && outcome === 'cached') report.fromCache += 1;
      if (!job.rewritePages) return;
      const alt = cardAlt(content.title, job.siteTitle);
      await rewriteHtmlFile(file, (current) => withCardMeta(current, {image: `${job.cardsUrl}${hash}.png`, alt, ...cardSize}));
    }),
  );
  if (problems.length > 0) {
    throw new Error(
      `social-cards: the card fonts have no glyph for characters of these titles (add the characters to scripts/social-cards/subset-fonts.mjs and run it, see CONTRIBUTING.md "Social cards"):\n  ${problems.join('\n  ')}`,
    );
  }
  return report;
}
