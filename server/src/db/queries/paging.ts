// Paging helpers shared by the list queries.
import type { Page } from '@contract';

export interface Paging {
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

export const pageOf = <T>(list: T[], total: number, { page, pageSize }: Paging): Page<T> => ({
  list,
  total,
  page,
  pageSize,
});

/** Keyword as stored in search_text (lower case), or undefined when blank. */
export function normalizeKeyword(keyword: string | undefined): string | undefined {
  const k = keyword?.trim().toLowerCase();
  return k ? k : undefined;
}
