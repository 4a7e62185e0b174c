/**
 * Long lists in a dump (plugins, extensions, packs, JVM flags) are shown a page at
 * a time, so a dump with ten thousand entries renders as fast as one with ten.
 */

/** Entries on one page of a dump list. */
export const dumpPageSize = 50;

export interface ListPage<T> {
  /** The entries on this page. */
  items: T[];
  /** Zero-based page number, clamped to the pages that exist. */
  page: number;
  /** At least 1, even for an empty list. */
  pageCount: number;
  /** One-based position of the first and last entry shown; 0 and 0 for an empty list. */
  first: number;
  last: number;
  total: number;
}

/** The requested page of a list; a page past either end gives the nearest page that exists. */
export function pageOf<T>(items: readonly T[], requested: number, pageSize = dumpPageSize): ListPage<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const wanted = Number.isFinite(requested) ? Math.floor(requested) : 0;
  const page = Math.min(Math.max(0, wanted), pageCount - 1);
  const start = page * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page,
    pageCount,
    first: shown.length === 0 ? 0 : start + 1,
    last: start + shown.length,
    total,
  };
}
