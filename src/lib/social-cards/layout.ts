import {cardSize, type CardContent} from './card';

/** An element as satori reads it: a tag, its style and its children. */
export interface CardNode {
  type: 'div' | 'img';
  props: {
    style?: Record<string, string | number>;
    children?: (CardNode | string)[] | CardNode | string;
    src?: string;
    width?: number;
    height?: number;
    lang?: string;
  };
}

/** The site's colours (src/css/custom.css, static/img/logo.svg). */
export const cardColours = {
  brand: '#25c2a0',
  mint: '#b8f5e6',
  grass: '#3f8f3a',
  dirt: '#7a5c3e',
  background: '#12302a',
  bubble: '#173b33',
  band: '#0b1c18',
  onBrand: '#06231c',
  text: '#ffffff',
} as const;

/** The font families a card is drawn with, registered under these names (plugins/social-cards). */
export const cardFontFamilies = {latin: 'Noto Sans', arabic: 'Noto Sans Arabic', japanese: 'Noto Sans JP', chinese: 'Noto Sans SC'} as const;

/** How wide a title is in "Latin letters": full-width (CJK) characters count twice. */
export function titleWidth(title: string): number {
  let width = 0;
  for (const character of title)
    width += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u.test(character) ? 2 : 1;
  return width;
}

/** The title's font size: large for short titles, smaller as they grow, so that most fit in three lines. */
export function titleFontSize(title: string): number {
  const width = titleWidth(title);
  if (width <= 22) return 88;
  if (width <= 40) return 76;
  if (width <= 66) return 62;
  return 52;
}

function fontFamilyFor(content: CardContent): string {
  const {latin, arabic, japanese, chinese} = cardFontFamilies;
  const han = content.han === 'zh' ? [chinese, japanese] : [japanese, chinese];
  const order = content.dir === 'rtl' ? [arabic, latin, ...han] : [latin, ...han, arabic];
  return order.map((family) => `'${family}'`).join(', ');
}

const div = (style: Record<string, string | number>, children?: CardNode['props']['children']): CardNode => ({
  type: 'div',
  props: {style, children},
});

/**
 * The card's drawing: the logo, the site name and the page's section on top, the
 * title large below, and the grass-and-dirt band of the logo at the foot with the
 * site's address. Right-to-left pages are mirrored.
 */
export function cardLayout(content: CardContent, logoSrc: string, siteHost: string): CardNode {
  const {width, height} = cardSize;
  const header: CardNode[] = [
    {type: 'img', props: {src: logoSrc, width: 96, height: 96, style: {width: 96, height: 96, borderRadius: 20}}},
    div({fontSize: 44, fontWeight: 700, color: cardColours.text, marginInlineStart: 28}, 'GeyserMC'),
  ];
  if (content.section) {
    header.push(
      div(
        {
          fontSize: 32,
          fontWeight: 700,
          color: cardColours.onBrand,
          backgroundColor: cardColours.brand,
          borderRadius: 999,
          padding: '6px 26px 8px',
          marginInlineStart: 28,
        },
        content.section,
      ),
    );
  }
  return {
    type: 'div',
    props: {
      lang: content.han === 'zh' ? 'zh-CN' : content.han === 'ja' ? 'ja-JP' : undefined,
      style: {
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        direction: content.dir,
        fontFamily: fontFamilyFor(content),
        backgroundColor: cardColours.background,
        color: cardColours.text,
      },
      children: [
        // The logo's bubbles, large and faint, rising from the far corner.
        ...[
          {size: 460, end: -150, top: -170},
          {size: 190, end: 250, top: 300},
          {size: 110, end: 100, top: 360},
        ].map(({size, end, top}) =>
          div({
            position: 'absolute',
            [content.dir === 'rtl' ? 'left' : 'right']: end,
            top,
            width: size,
            height: size,
            borderRadius: size / 2,
            backgroundColor: cardColours.bubble,
          }),
        ),
        // Positioned, so that they are drawn over the bubbles.
        div({position: 'relative', display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '64px 80px 40px'}, [
          div({display: 'flex', flexDirection: 'row', alignItems: 'center'}, header),
          div(
            {
              display: 'block',
              marginTop: 48,
              fontSize: titleFontSize(content.title),
              fontWeight: 700,
              lineHeight: 1.18,
              lineClamp: 3,
              color: cardColours.text,
            },
            content.title,
          ),
        ]),
        div({position: 'relative', display: 'flex', height: 12, backgroundColor: cardColours.grass}),
        div({position: 'relative', display: 'flex', height: 10, backgroundColor: cardColours.dirt}),
        div(
          {
            display: 'flex',
            alignItems: 'center',
            height: 86,
            padding: '0 80px',
            backgroundColor: cardColours.band,
            color: cardColours.mint,
            fontSize: 30,
          },
          siteHost,
        ),
      ],
    },
  };
}
