import {describe, expect, it} from 'vitest';
import {formatBuildTime, shortCommit} from '@site/src/lib/downloads/format';

describe('formatBuildTime', () => {
  it("formats in the reader's language, in UTC", () => {
    expect(formatBuildTime('2026-11-18T23:30:00Z', 'en-US')).toBe('Nov 18, 2026, 11:30 PM UTC');
    expect(formatBuildTime('2026-11-18T23:30:00Z', 'de-DE')).toBe('18.11.2026, 23:30 UTC');
  });

  it('falls back to an ISO date for a tag Intl rejects, and keeps unreadable input as it is', () => {
    expect(formatBuildTime('2026-11-18T23:30:00Z', 'not a tag!')).toBe('2026-11-18 23:30 UTC');
    expect(formatBuildTime('soon', 'en-US')).toBe('soon');
  });
});

describe('shortCommit', () => {
  it('keeps the first seven characters', () => {
    expect(shortCommit('1bf2dfebb28362c659ba4029598b4d34c6edfa64')).toBe('1bf2dfe');
  });
});
