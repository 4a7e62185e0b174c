import fs from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import {createRequire} from 'node:module';
import {Worker} from 'node:worker_threads';
import {cardSize} from '../../src/lib/social-cards/card';
import {cardFontFamilies, type CardNode} from '../../src/lib/social-cards/layout';

const require = createRequire(__filename);
export const fontDir = path.join(__dirname, 'fonts');

/** The card fonts (made by scripts/social-cards/subset-fonts.mjs; licences beside them). */
export const cardFonts = [
  {file: 'NotoSans-Regular.ttf', name: cardFontFamilies.latin, weight: 400},
  {file: 'NotoSans-Bold.ttf', name: cardFontFamilies.latin, weight: 700},
  {file: 'NotoSansArabic-Regular.ttf', name: cardFontFamilies.arabic, weight: 400},
  {file: 'NotoSansArabic-Bold.ttf', name: cardFontFamilies.arabic, weight: 700},
  {file: 'NotoSansJP-Bold.ttf', name: cardFontFamilies.japanese, weight: 700, lang: 'ja-JP'},
  {file: 'NotoSansSC-Bold.ttf', name: cardFontFamilies.chinese, weight: 700, lang: 'zh-CN'},
] as const;

interface HarfBuzz {
  createBlob(data: Uint8Array): {destroy(): void};
  createFace(blob: unknown, index: number): {collectUnicodes(): Uint32Array; destroy(): void};
}

let coverage: Promise<Set<number>> | undefined;

/** Every code point some card font maps to a glyph (their cmap tables, read with HarfBuzz once per build). */
export function coveredCodePoints(): Promise<Set<number>> {
  coverage ??= readCoverage();
  return coverage;
}

async function readCoverage(): Promise<Set<number>> {
  const hb = await (require('harfbuzzjs') as Promise<HarfBuzz>);
  const covered = new Set<number>();
  for (const font of cardFonts) {
    const blob = hb.createBlob(await fs.readFile(path.join(fontDir, font.file)));
    const face = hb.createFace(blob, 0);
    for (const point of face.collectUnicodes()) covered.add(point);
    face.destroy();
    blob.destroy();
  }
  return covered;
}

/** Draws cards as PNG in worker threads (plugins/social-cards/worker.mjs). */
export interface CardPainter {
  paint(tree: CardNode): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * A pool of `threads` workers, each with satori, resvg and the fonts loaded; a
 * card goes to the worker with the fewest waiting.
 */
export function createCardPainter(threads = Math.max(1, Math.min(os.availableParallelism(), 4))): CardPainter {
  const workerData = {
    fonts: cardFonts.map((font) => ({...font, file: path.join(fontDir, font.file)})),
    ...cardSize,
  };
  let nextId = 0;
  const pending = new Map<number, {resolve: (png: Uint8Array) => void; reject: (error: Error) => void}>();
  const workers: {worker: Worker; waiting: number}[] = [];
  const start = () => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {workerData});
    const entry = {worker, waiting: 0};
    worker.on('message', (message: {id: number; png?: Uint8Array; error?: string}) => {
      entry.waiting -= 1;
      const job = pending.get(message.id);
      pending.delete(message.id);
      if (message.png) job?.resolve(message.png);
      else job?.reject(new Error(`social-cards: drawing a card failed: ${message.error}`));
    });
    worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
    workers.push(entry);
    return entry;
  };
  return {
    paint(tree) {
      const entry = workers.length < threads ? start() : workers.reduce((a, b) => (b.waiting < a.waiting ? b : a));
      entry.waiting += 1;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, {resolve, reject});
        entry.worker.postMessage({id, tree});
      });
    },
    async close() {
      await Promise.all(workers.map(({worker}) => worker.terminate()));
      workers.length = 0;
    },
  };
}
