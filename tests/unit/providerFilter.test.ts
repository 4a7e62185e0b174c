import {describe, expect, it} from 'vitest';
import {nameMatchesFilter} from '@site/src/lib/providers/filter';

describe('hosting provider filter', () => {
  it('shows everything for an empty filter', () => {
    expect(nameMatchesFilter('Aternos', '')).toBe(true);
    expect(nameMatchesFilter('Aternos', '   ')).toBe(true);
  });

  it('matches part of the name, ignoring case', () => {
    expect(nameMatchesFilter('Aternos', 'TERN')).toBe(true);
    expect(nameMatchesFilter('Aternos', 'apex')).toBe(false);
  });

  it('ignores punctuation and spacing differences', () => {
    expect(nameMatchesFilter('Server.pro', 'server pro')).toBe(true);
    expect(nameMatchesFilter('MC-HOST24.de', 'mc host24')).toBe(true);
    expect(nameMatchesFilter('MC-HOST24.de', '...')).toBe(false);
  });
});
