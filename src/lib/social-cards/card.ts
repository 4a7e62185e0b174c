import {sha256} from '@noble/hashes/sha2.js';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js';

/**
 * Raise this when the card's drawing changes (layout, colours, fonts): every card
 * gets a new hash, so no cached or published image of the old design is reused.
 */
export const cardDesignVersion = 1;

export const cardSize = {width: 1200, height: 630} as const;

/** Everything drawn on one card. */
export interface CardContent {
  title: string;
  /** The section's name in the page's language; empty for pages outside a section. */
  section: string;
  dir: 'ltr' | 'rtl';
  /**
   * Which Han glyph forms to draw (Japanese or Simplified Chinese); empty when
   * the text has no Han characters, so that such cards are the same in every locale.
   */
  han: '' | 'ja' | 'zh';
}

const hanCharacter = /\p{Script=Han}/u;
const rightToLeftCharacter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The direction a card is drawn in: a right-to-left page's card is mirrored when it
 * has right-to-left text to show; an untranslated page of a right-to-left locale (an
 * English title, English section name) shares the English card.
 */
export function cardDirectionOf(text: string, pageDir: 'ltr' | 'rtl'): CardContent['dir'] {
  return pageDir === 'rtl' && rightToLeftCharacter.test(text) ? 'rtl' : 'ltr';
}

/** The Han glyph forms of a page's language, when its card has Han characters to draw. */
export function hanFormsOf(text: string, lang: string): CardContent['han'] {
  if (!hanCharacter.test(text)) return '';
  return lang.toLowerCase().startsWith('zh') ? 'zh' : 'ja';
}

/** The card's file name: a hash of what it shows and of the design, the same for every page that shows the same. */
export function cardHash(content: CardContent, designVersion = cardDesignVersion): string {
  const key = JSON.stringify([designVersion, content.title, content.section, content.dir, content.han]);
  return bytesToHex(sha256(utf8ToBytes(key))).slice(0, 16);
}

/** The card's description for readers who cannot see it (og:image:alt). */
export function cardAlt(title: string, siteTitle: string): string {
  return `${title} – ${siteTitle}`;
}
