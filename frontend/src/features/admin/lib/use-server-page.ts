import { useEffect, useState } from 'react';
import type { PageInfo } from '@backend/contract/common';
import { DEFAULT_PAGE_SIZE, pagePosition } from './users-table-state';

/** The page a server-paged table asks for (0-based here, 1-based on the wire) and its size. */
export interface PageChoice {
  pageIndex: number;
  pageSize: number;
  /** What goes to the server: `page` from 1. */
  request: { page: number; pageSize: number };
  setPageIndex: (pageIndex: number) => void;
  /** A new size starts again from the first page, as the rows before it no longer fill whole pages. */
  setPageSize: (pageSize: number) => void;
}

/** The page and size a table asks the server for; SPEC §9's 20 rows until another size is chosen. */
export function usePageChoice(): PageChoice {
  const [pageSize, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [pageIndex, setPageIndex] = useState(0);
  return {
    pageIndex,
    pageSize,
    request: { page: pageIndex + 1, pageSize },
    setPageIndex,
    setPageSize: (size) => {
      setSize(size);
      setPageIndex(0);
    },
  };
}

/**
 * The pager's props for the page the server answered. When the page asked for is past the last one (a row
 * deleted from the last page, fewer matches), the last page there is shows, and is asked for.
 */
export function useAnsweredPage(choice: PageChoice, answer: (PageInfo & { items: readonly unknown[] }) | undefined) {
  const { pageIndex, pageSize, setPageIndex } = choice;
  const total = answer?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  useEffect(() => {
    if (answer && pageIndex > lastPage) setPageIndex(lastPage);
  }, [answer, pageIndex, lastPage, setPageIndex]);
  return {
    page: pagePosition(Math.min(pageIndex, lastPage), pageSize, answer?.items.length ?? 0, total),
    pageSize,
    onPage: setPageIndex,
    onPageSize: choice.setPageSize,
  };
}
