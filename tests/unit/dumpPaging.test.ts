import {describe, expect, it} from 'vitest';
import {dumpPageSize, pageOf} from '@site/src/lib/dump/paging';

const entries = Array.from({length: 10_000}, (_, index) => index);

describe('pages of a dump list', () => {
  it('hold one page of entries with their positions', () => {
    expect(pageOf(entries, 0)).toMatchObject({page: 0, pageCount: 200, first: 1, last: 50, total: 10_000});
    expect(pageOf(entries, 0).items).toHaveLength(dumpPageSize);
    const second = pageOf(entries, 1);
    expect(second.items[0]).toBe(50);
    expect(second).toMatchObject({first: 51, last: 100});
    const last = pageOf(entries, 199);
    expect(last).toMatchObject({first: 9951, last: 10_000});
  });

  it('give the nearest page that exists for a page out of range', () => {
    expect(pageOf(entries, 500).page).toBe(199);
    expect(pageOf(entries, -3).page).toBe(0);
    expect(pageOf(entries, Number.NaN).page).toBe(0);
    expect(pageOf(entries, 1.7).page).toBe(1);
  });

  it('have a short last page, and one empty page for an empty list', () => {
    expect(pageOf([1, 2, 3], 0, 2)).toMatchObject({items: [1, 2], pageCount: 2});
    expect(pageOf([1, 2, 3], 1, 2)).toMatchObject({items: [3], first: 3, last: 3});
    expect(pageOf([], 4)).toEqual({items: [], page: 0, pageCount: 1, first: 0, last: 0, total: 0});
  });
});
