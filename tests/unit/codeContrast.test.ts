import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {contrastRatio, readableColor, withReadableTokens} from '@site/src/lib/theme/codeContrast';

describe('code block colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });

  it('keeps readable colours and darkens or lightens the others just enough', () => {
    expect(readableColor('#000000', '#f6f8fa')).toBe('#000000');
    const comment = readableColor('#999988', '#f6f8fa');
    expect(contrastRatio(comment, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    const dark = readableColor('rgb(98, 114, 164)', '#282A36');
    expect(contrastRatio(dark, '#282A36')).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['github', themes.github],
    ['dracula', themes.dracula],
  ])('every token of the %s theme reaches 4.5:1 once adjusted', (_name, theme) => {
    const adjusted = withReadableTokens(theme);
    const background = adjusted.plain.backgroundColor!;
    for (const style of adjusted.styles) {
      if (style.style.color) expect(contrastRatio(style.style.color, background), style.types.join()).toBeGreaterThanOrEqual(4.5);
    }
  });
});
