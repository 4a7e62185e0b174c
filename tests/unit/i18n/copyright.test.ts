import {describe, expect, it} from 'vitest';
import {withCopyrightYear} from '@site/src/lib/i18n/copyright';

describe('withCopyrightYear', () => {
  it('replaces the year after the copyright sign, whatever the language', () => {
    expect(withCopyrightYear('Copyright © 2026 GeyserMC. Not an official Minecraft website.', 2027)).toBe(
      'Copyright © 2027 GeyserMC. Not an official Minecraft website.',
    );
    expect(withCopyrightYear('版权所有 © 2026 GeyserMC。', 2030)).toBe('版权所有 © 2030 GeyserMC。');
  });

  it('leaves a text without a year alone', () => {
    expect(withCopyrightYear('© GeyserMC', 2027)).toBe('© GeyserMC');
  });
});
