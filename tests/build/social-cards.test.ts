import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {socialCard} from '../../src/data/socialCard';
import {buildDir, builtLocales, htmlFiles, localeOfFile, page, parseHtml, site} from './site';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): {width: number; height: number} {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is not a PNG`).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/** A page's link-preview meta tags, by property or name. */
interface Preview {
  file: string;
  title: string;
  image: string;
  alt: string;
  meta: (key: string) => string | undefined;
}

function previewOf(file: string): Preview {
  const $ = parseHtml(fs.readFileSync(path.join(buildDir, file), 'utf8'));
  const values = new Map<string, string>();
  $('head meta').each((_, element) => {
    const key = $(element).attr('property') ?? $(element).attr('name');
    const content = $(element).attr('content');
    if (key && content !== undefined && !values.has(key)) values.set(key, content);
  });
  const meta = (key: string) => values.get(key);
  return {file, title: meta('og:title') ?? '', image: meta('og:image') ?? '', alt: meta('og:image:alt') ?? '', meta};
}

const files = [...htmlFiles(), '404.html'];
const previews = files.map(previewOf);
const cardPrefix = `${site}/img/cards/`;

describe('social cards', () => {
  test('every built page announces a 1200×630 PNG of the build, with its description and size, as a large card', () => {
    const problems: string[] = [];
    const checked = new Map<string, string>();
    for (const {file, image, meta} of previews) {
      if (!image.startsWith(`${site}/`)) {
        problems.push(`${file}: og:image ${image}`);
        continue;
      }
      if (meta('twitter:image') !== image) problems.push(`${file}: twitter:image differs from og:image`);
      if (meta('og:image:width') !== '1200' || meta('og:image:height') !== '630') problems.push(`${file}: og:image size`);
      if (!meta('og:image:alt')?.trim()) problems.push(`${file}: no og:image:alt`);
      if (meta('twitter:card') !== 'summary_large_image') problems.push(`${file}: twitter:card`);
      if (!checked.has(image)) {
        const png = path.join(buildDir, decodeURI(image.slice(site.length + 1)));
        const size = fs.existsSync(png) ? pngSize(png) : undefined;
        checked.set(image, size ? `${size.width}×${size.height}` : 'missing');
      }
      if (checked.get(image) !== '1200×630') problems.push(`${file}: ${image} is ${checked.get(image)}`);
    }
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  });

  test('pages with a title have their own card, described by that title', () => {
    const withCard = previews.filter((p) => p.image.startsWith(cardPrefix));
    expect(withCard.length).toBeGreaterThan(previews.length * 0.95);
    for (const route of ['/wiki/geyser/setup/', '/', '/download/', '/blog/', '/utilities/log-checker/', '/search/', '/wiki/api/global/']) {
      const $ = page(route);
      const image = $('meta[property="og:image"]').attr('content') ?? '';
      expect(image, route).toMatch(new RegExp(`^${cardPrefix}[0-9a-f]{16}\\.png$`));
      const title = ($('meta[property="og:title"]').attr('content') ?? '').replace(/ \| GeyserMC$/, '');
      expect($('meta[property="og:image:alt"]').attr('content'), route).toBe(`${title} – GeyserMC`);
    }
    // Pages without a title of their own keep the site's card.
    for (const preview of previews.filter((p) => !p.image.startsWith(cardPrefix))) {
      expect(preview.image, preview.file).toMatch(new RegExp(`/${socialCard.path}$`));
      expect(preview.alt).toBe(socialCard.alt);
    }
  });

  test('pages with different titles have different cards', () => {
    const titleOfCard = new Map<string, Set<string>>();
    for (const preview of previews.filter((p) => p.image.startsWith(cardPrefix))) {
      const titles = titleOfCard.get(preview.image) ?? new Set<string>();
      titles.add(preview.title);
      titleOfCard.set(preview.image, titles);
    }
    const shared = [...titleOfCard].filter(([, titles]) => titles.size > 1);
    expect(shared.map(([image, titles]) => `${image}: ${[...titles].join(' / ')}`)).toEqual([]);
    expect(titleOfCard.size).toBeGreaterThan(100);
  });

  test('an Arabic page has its own card, apart from the English one', () => {
    expect(builtLocales).toContain('ar');
    const english = page('/wiki/geyser/setup/')('meta[property="og:image"]').attr('content');
    const $ = page('/ar/wiki/geyser/setup/');
    const arabic = $('meta[property="og:image"]').attr('content');
    expect(arabic).toMatch(new RegExp(`^${cardPrefix}`));
    expect(arabic).not.toBe(english);
    expect($('meta[property="og:image:alt"]').attr('content')).toMatch(/[\u0600-\u06ff]/);
  });

  // npm test builds no Chinese or Japanese pages; npm run test:extended builds both.
  test.each(builtLocales.filter((l) => l === 'ja' || l === 'zh-CN'))('%s pages have their own cards with their translated titles', (locale) => {
    const translated = previews.filter(
      (p) => localeOfFile(p.file) === locale && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(p.title),
    );
    expect(translated.length, locale).toBeGreaterThan(0);
    const english = new Set(previews.filter((p) => localeOfFile(p.file) === 'en').map((p) => p.image));
    for (const preview of translated) expect(english.has(preview.image), preview.file).toBe(false);
  });
});
