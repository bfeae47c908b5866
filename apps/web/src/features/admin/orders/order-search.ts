import { orderStatuses, type OrderStatus } from '@theatre/contracts';

/**
 * The order search as it lives in the page's address (`/admin/orders?q=kiss&event=12&status=paid
 * &page=2`), so a refresh or a shared link shows the same results. Pure.
 */
export interface OrderSearch {
  /** What was typed: a name, an e-mail address, an order's number or a ticket code. */
  q: string;
  eventId: number | null;
  status: OrderStatus | null;
  page: number;
}

export const emptyOrderSearch: OrderSearch = { q: '', eventId: null, status: null, page: 1 };

/** The server's limit on `q`. */
export const orderQueryMaxLength = 200;

const maxPage = 100_000;

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (orderStatuses as readonly string[]).includes(value);
}

/** The search a URL's params describe; anything malformed is left out (a hand-edited link). */
export function searchFromParams(params: URLSearchParams): OrderSearch {
  const status = params.get('status');
  return {
    q: (params.get('q') ?? '').slice(0, orderQueryMaxLength),
    eventId: positiveInt(params.get('event'), 2_147_483_647),
    status: isOrderStatus(status) ? status : null,
    page: positiveInt(params.get('page'), maxPage) ?? 1,
  };
}

/** The URL's params of a search: only what differs from the empty search, in a stable order. */
export function paramsFromSearch(search: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.eventId !== null) params.set('event', String(search.eventId));
  if (search.status !== null) params.set('status', search.status);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The query string of a search, `?q=...` or empty (for links back to the results). */
export function searchString(search: OrderSearch): string {
  const text = paramsFromSearch(search).toString();
  return text ? `?${text}` : '';
}

/** GET /admin/orders's query (staffOrdersQuery) as the page sends it. */
export type OrdersApiQuery = {
  q?: string;
  event_id?: number;
  status?: OrderStatus;
  page: number;
};

/** What GET /admin/orders is asked (snake_case; empty parts left out). */
export function apiQuery(search: OrderSearch): OrdersApiQuery {
  const q = search.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(search.eventId !== null ? { event_id: search.eventId } : {}),
    ...(search.status !== null ? { status: search.status } : {}),
    page: search.page,
  };
}

/** Whether anything narrows the search (the empty state then says "no match", not "none yet"). */
export function isFiltered(search: OrderSearch): boolean {
  return search.q.trim() !== '' || search.eventId !== null || search.status !== null;
}

/** The same search with some parts changed; a change of what is searched starts at page 1. */
export function changedSearch(search: OrderSearch, change: Partial<OrderSearch>): OrderSearch {
  const next = { ...search, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}
