/**
 * Makes a Prism colour theme readable: every token colour gets at least the
 * WCAG AA contrast ratio (4.5:1) against the code block background, by mixing
 * it toward black on light themes and toward white on dark ones.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseColor(a)!);
  const lb = luminance(parseColor(b)!);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour, moved toward black or white just enough to reach `minimum` against `background`. */
export function readableColor(color: string, background: string, minimum = 4.5): string {
  const start = parseColor(color);
  const bg = parseColor(background);
  if (!start || !bg) return color;
  if (contrastRatio(color, background) >= minimum) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = toHex(start.map((c, i) => c + (target[i]! - c) * t) as Rgb);
    if (contrastRatio(mixed, background) >= minimum) return mixed;
  }
  return toHex(target);
}

/** A copy of the theme whose token colours all reach 4.5:1 on its background. */
export function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    ...theme,
    plain: {...theme.plain, color: theme.plain.color ? readableColor(theme.plain.color, background) : theme.plain.color},
    styles: theme.styles.map((style) =>
      style.style.color ? {...style, style: {...style.style, color: readableColor(style.style.color, background)}} : style,
    ),
  };
}
