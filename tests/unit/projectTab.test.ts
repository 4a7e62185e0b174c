import {describe, expect, it} from 'vitest';
import {searchForTab, tabFromSearch} from '@site/src/lib/downloads/projectTab';

describe('download page tabs', () => {
  it('reads the project from the query string', () => {
    expect(tabFromSearch('?project=floodgate')).toBe('floodgate');
    expect(tabFromSearch('?project=other-projects')).toBe('other-projects');
    expect(tabFromSearch('?project=GEYSER')).toBe('geyser');
  });

  it('falls back to geyser for a missing or unknown project', () => {
    expect(tabFromSearch('')).toBe('geyser');
    expect(tabFromSearch('?project=')).toBe('geyser');
    expect(tabFromSearch('?project=hurricane')).toBe('geyser');
  });

  it('writes the tab into the query string and keeps other parameters', () => {
    expect(searchForTab('', 'floodgate')).toBe('?project=floodgate');
    expect(searchForTab('?utm=x&project=geyser', 'other-projects')).toBe('?utm=x&project=other-projects');
  });
});
