import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import satori from 'satori';
import {ownTitle, readPageHead, withCardMeta} from '../../src/lib/social-cards/head';
import {cardAlt, cardDirectionOf, cardHash, hanFormsOf, type CardContent} from '../../src/lib/social-cards/card';
import {cardSectionOf, sectionLabel} from '../../src/lib/social-cards/section';
import {describeCharacter, missingCharacters} from '../../src/lib/social-cards/coverage';
import {cardLayout, titleFontSize, titleWidth, type CardNode} from '../../src/lib/social-cards/layout';
import {cardFonts, coveredCodePoints, fontDir} from '../../plugins/social-cards/render';

const page = (head: string, html = '<html lang=en dir=ltr>') =>
  `<!doctype html>${html}<head><meta charset=UTF-8>${head}</head><body><h1>Body</h1><meta property=og:title content="not in head"></body></html>`;

describe('reading a built page', () => {
  it('takes the title from og:title without the site name, with entities decoded', () => {
    const html = page('<title>Other | GeyserMC</title><meta property=og:title content="Fixing &quot;Unable to connect&quot; | GeyserMC"/>');
    expect(readPageHead(html, 'GeyserMC')).toEqual({title: 'Fixing "Unable to connect"', lang: 'en', dir: 'ltr'});
  });

  it('falls back to <title>, and reads language and direction', () => {
    expect(readPageHead(page('<title>إعداد Geyser | GeyserMC</title>', '<html lang=ar dir=rtl>'), 'GeyserMC')).toEqual({
      title: 'إعداد Geyser',
      lang: 'ar',
      dir: 'rtl',
    });
  });

  it('finds no title of its own on a page titled with the site name alone', () => {
    expect(readPageHead(page('<title>GeyserMC</title>'), 'GeyserMC').title).toBe('');
    expect(readPageHead(page(''), 'GeyserMC').title).toBe('');
    expect(ownTitle('  Download   | GeyserMC ', 'GeyserMC')).toBe('Download');
    expect(ownTitle('A | B', 'GeyserMC')).toBe('A | B');
  });
});

describe('pointing a page at its card', () => {
  const card = {image: 'https://geysermc.org/img/cards/abc.png', alt: 'Setting up "Geyser" – GeyserMC', width: 1200, height: 630};
  const built = page(
    '<title data-rh=true>Setting up | GeyserMC</title><meta data-rh=true name=twitter:card content=summary_large_image /><meta data-rh=true property=og:image content=https://geysermc.org/img/social-card.png /><meta data-rh=true name=twitter:image content=https://geysermc.org/img/social-card.png /><meta data-rh=true property=og:image:width content=1200 /><meta data-rh=true property=og:image:height content=630 /><meta data-rh=true property=og:image:alt content="The site"/><meta data-rh=true name=twitter:image:alt content="The site"/>',
  );

  it('changes only the content of the preview meta tags', () => {
    const changed = withCardMeta(built, card);
    const expected = built
      .replaceAll('content=https://geysermc.org/img/social-card.png', `content="${card.image}"`)
      .replaceAll('content="The site"', 'content="Setting up &quot;Geyser&quot; – GeyserMC"');
    expect(changed).toBe(expected);
    expect(withCardMeta(changed, card)).toBe(changed);
  });

  it('adds the tags a page lacks after its og:image', () => {
    const bare = page('<meta property=og:image content=/x.png><meta name=description content=d>');
    const changed = withCardMeta(bare, card);
    expect(changed).toContain(
      `<meta property=og:image content="${card.image}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"><meta property="og:image:alt" content="Setting up &quot;Geyser&quot; – GeyserMC"><meta name="twitter:card" content="summary_large_image"><meta name="twitter:image" content="${card.image}"><meta name="twitter:image:alt"`,
    );
    expect(
      changed.endsWith('<meta name=description content=d></head><body><h1>Body</h1><meta property=og:title content="not in head"></body></html>'),
    ).toBe(true);
  });

  it('describes the card with the page title and the site name', () => {
    expect(cardAlt('Setting up Geyser', 'GeyserMC')).toBe('Setting up Geyser – GeyserMC');
  });
});

describe('the section a card names', () => {
  it('follows the page path, with or without a locale', () => {
    const cases: [string, string | undefined][] = [
      ['/wiki/geyser/setup/', 'geyser'],
      ['/de/wiki/floodgate/faq/', 'floodgate'],
      ['/wiki/api/global/', 'api'],
      ['/wiki/other/geyseroptionalpack/', 'other'],
      ['/wiki/', 'wiki'],
      ['/blog/', 'blog'],
      ['/blog/tags/release/', 'blog'],
      ['/download/', 'download'],
      ['/utilities/log-checker/', 'utilities'],
      ['/search/', 'search'],
      ['/', undefined],
      ['/404.html', undefined],
    ];
    for (const [pagePath, section] of cases) expect(cardSectionOf(pagePath, ['de']), pagePath).toBe(section);
  });

  it('is named in the locale where the site already translates it, else in English', () => {
    const translations = {
      code: {'search.section.other': {message: 'その他のプロジェクト'}},
      navbar: {'item.label.Download': {message: 'ダウンロード'}},
    };
    expect(sectionLabel('other', translations)).toBe('その他のプロジェクト');
    expect(sectionLabel('download', translations)).toBe('ダウンロード');
    expect(sectionLabel('blog', translations)).toBe('Blog');
    expect(sectionLabel('api', {code: {}, navbar: {}})).toBe('REST APIs');
  });
});

describe('card hashes', () => {
  const base: CardContent = {title: 'Setting up Geyser', section: 'Geyser', dir: 'ltr', han: ''};

  it('are the same for the same content and differ with anything drawn', () => {
    expect(cardHash(base)).toMatch(/^[0-9a-f]{16}$/);
    expect(cardHash({...base})).toBe(cardHash(base));
    const variants = [
      {...base, title: 'Setting up Floodgate'},
      {...base, section: 'Floodgate'},
      {...base, dir: 'rtl' as const},
      {...base, han: 'ja' as const},
    ];
    const hashes = new Set([cardHash(base), ...variants.map((v) => cardHash(v))]);
    expect(hashes.size).toBe(5);
    expect(cardHash(base, 2)).not.toBe(cardHash(base, 1));
  });

  it('mirror a right-to-left page only when its card has right-to-left text', () => {
    expect(cardDirectionOf('إعداد GeyserGeyser', 'rtl')).toBe('rtl');
    expect(cardDirectionOf('Setting up GeyserGeyser', 'rtl')).toBe('ltr');
    expect(cardDirectionOf('Setting up Geyserتنزيل', 'rtl')).toBe('rtl');
    expect(cardDirectionOf('إعداد Geyser', 'ltr')).toBe('ltr');
  });

  it('tell Japanese and Chinese glyph forms apart only when there are Han characters', () => {
    expect(hanFormsOf('Setting up Geyser', 'ja')).toBe('');
    expect(hanFormsOf('Geyserのセットアップ', 'ja')).toBe('');
    expect(hanFormsOf('设置 Geyser', 'zh-CN')).toBe('zh');
    expect(hanFormsOf('設定', 'ja')).toBe('ja');
  });
});

describe('font coverage', () => {
  it('lists each character no font has, ignoring spaces and invisible marks', () => {
    const covered = new Set([...'Geyser '].map((c) => c.codePointAt(0)!));
    expect(missingCharacters('Geyser\u200f 😀 Gé😀', covered)).toEqual(['😀', 'é']);
    expect(describeCharacter('😀')).toBe('U+1F600 😀');
  });

  it('covers every page title and section name of the site in every language', async () => {
    const covered = await coveredCodePoints();
    const titles = [
      'Setting up Geyser',
      'Настройка Geyser',
      'Nastavení serveru Geyser',
      'Geyser kurulumu',
      'إعداد Geyser',
      'Geyserのセットアップ',
      '设置 Geyser',
    ];
    for (const title of titles) expect(missingCharacters(title, covered), title).toEqual([]);
    expect(missingCharacters('😀', covered)).toEqual(['😀']);
  });

  it('ships every font with its licence', () => {
    for (const font of cardFonts) expect(fs.existsSync(path.join(fontDir, font.file)), font.file).toBe(true);
    for (const family of ['NotoSans', 'NotoSansArabic', 'NotoSansJP', 'NotoSansSC']) {
      expect(fs.readFileSync(path.join(fontDir, `${family}-OFL.txt`), 'utf8')).toContain('SIL Open Font License');
    }
  });
});

/** Every text node of a layout tree, in order. */
function texts(node: CardNode | string): string[] {
  if (typeof node === 'string') return [node];
  const children = node.props.children;
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

describe('the card layout', () => {
  const logo = 'data:image/svg+xml;base64,';

  it('shows the site name, the section and the title, and the address', () => {
    const tree = cardLayout({title: 'Setting up Geyser', section: 'Geyser', dir: 'ltr', han: ''}, logo, 'geysermc.org');
    expect(texts(tree)).toEqual(['GeyserMC', 'Geyser', 'Setting up Geyser', 'geysermc.org']);
    expect(texts(cardLayout({title: 'Crossplay', section: '', dir: 'ltr', han: ''}, logo, 'geysermc.org'))).toEqual([
      'GeyserMC',
      'Crossplay',
      'geysermc.org',
    ]);
  });

  it('is mirrored for right-to-left pages and draws Han characters in the page language', () => {
    const rtl = cardLayout({title: 'إعداد Geyser', section: 'Geyser', dir: 'rtl', han: ''}, logo, 'geysermc.org');
    expect(rtl.props.style?.direction).toBe('rtl');
    expect(String(rtl.props.style?.fontFamily).startsWith("'Noto Sans Arabic'")).toBe(true);
    expect(cardLayout({title: '设置', section: '', dir: 'ltr', han: 'zh'}, logo, 'x').props.lang).toBe('zh-CN');
    expect(cardLayout({title: '設定', section: '', dir: 'ltr', han: 'ja'}, logo, 'x').props.lang).toBe('ja-JP');
  });

  it('makes long titles smaller, counting full-width characters twice', () => {
    expect(titleWidth('ab設定')).toBe(6);
    const sizes = [
      'Setup',
      'Setting up Geyser on a Paper server',
      'Fixing "Unable to connect to world" on a server behind a proxy',
      'x'.repeat(90),
    ].map(titleFontSize);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(new Set(sizes).size).toBe(4);
  });

  it('puts a right-to-left title in reading order: the Arabic word at the right, the Latin word after it on the left', async () => {
    const fonts = cardFonts.map((font) => ({
      name: font.name,
      data: fs.readFileSync(path.join(fontDir, font.file)),
      weight: font.weight,
      style: 'normal' as const,
    }));
    const tree = cardLayout(
      {title: 'إعداد Geyser', section: '', dir: 'rtl', han: ''},
      `data:image/svg+xml;base64,${fs.readFileSync(path.join(__dirname, '../../static/img/logo.svg')).toString('base64')}`,
      'geysermc.org',
    );
    const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {width: 1200, height: 630, fonts, embedFont: false});
    const xOf = (word: string) => {
      const match = new RegExp(`<text[^>]* x="([\\d.]+)"[^>]*>${word}</text>`).exec(svg);
      expect(match, `${word} is drawn as one text run`).not.toBeNull();
      return Number(match![1]);
    };
    expect(xOf('إعداد')).toBeGreaterThan(xOf('Geyser'));
    expect(xOf('إعداد')).toBeGreaterThan(600);
  });
});
