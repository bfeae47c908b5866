import '@mantine/core/styles/Pagination.layer.css';
import { Pagination } from '@mantine/core';

/** The pages of a result (pure): how many, and which rows this page shows (1-based). */
export function pagesOf(total: number, perPage: number, page: number) {
  const size = Math.max(1, perPage);
  const count = Math.max(1, Math.ceil(total / size));
  const from = total <= 0 ? 0 : (Math.min(Math.max(1, page), count) - 1) * size + 1;
  return { count, from, to: Math.min(total, from + size - 1) };
}

interface AdminListPaginationProps {
  page: number;
  total: number;
  perPage: number;
  wide: boolean;
  onPage: (page: number) => void;
  /** The texts, in the list's own words. */
  labels: {
    nav: string;
    page: (page: number) => string;
    previous: string;
    next: string;
    first: string;
    last: string;
  };
}

/** The page buttons of a back-office list (orders, coupons, users), in a labelled navigation. */
export function AdminListPagination({
  page,
  total,
  perPage,
  wide,
  onPage,
  labels,
}: AdminListPaginationProps) {
  const { count } = pagesOf(total, perPage, page);
  if (count <= 1) return null;
  return (
    <nav aria-label={labels.nav}>
      <Pagination
        total={count}
        value={Math.min(page, count)}
        onChange={onPage}
        siblings={wide ? 1 : 0}
        withEdges={wide}
        getItemProps={(item) => ({
          'aria-label': labels.page(item),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': labels[control] })}
      />
    </nav>
  );
}
