/** The entities the trail's "what" filter offers (the keys of `audit.entities`). */
export const auditEntities = [
  'performance',
  'production',
  'venue',
  'coupon',
  'user',
  'settings',
  'document',
  'documents',
  'order',
  'cart',
  'day_close',
  'season',
  'mail_text',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

const queryMaxLength = 200;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** What the server takes as an action or entity (admin-audit.ts). */
export const auditWord = /^[a-z0-9_.-]*$/;

/** The trail's filters as the address keeps them: `?who=…&entity=…&action=…&from=…&to=…&page=…`. */
export interface AuditSearch {
  who: string;
  entity: AuditEntity | null;
  action: string;
  from: string;
  to: string;
  page: number;
}

export const emptyAuditSearch: AuditSearch = {
  who: '',
  entity: null,
  action: '',
  from: '',
  to: '',
  page: 1,
};

/** The filters from the address; anything malformed is left out (pure). */
export function auditSearchOf(params: URLSearchParams): AuditSearch {
  const page = Number(params.get('page') ?? '1');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isoDay.test(value) ? value : '';
  };
  const action = (params.get('action') ?? '').trim().toLowerCase().slice(0, 60);
  return {
    who: (params.get('who') ?? '').trim().slice(0, queryMaxLength),
    entity: auditEntities.find((item) => item === params.get('entity')) ?? null,
    action: auditWord.test(action) ? action : '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a search, empty filters left out (pure). */
export function auditParamsOf(search: AuditSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.who.trim() !== '') params.set('who', search.who.trim());
  if (search.entity) params.set('entity', search.entity);
  if (search.action !== '') params.set('action', search.action);
  if (search.from !== '') params.set('from', search.from);
  if (search.to !== '') params.set('to', search.to);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export const isFiltered = (search: AuditSearch): boolean =>
  search.who !== '' ||
  search.entity !== null ||
  search.action !== '' ||
  search.from !== '' ||
  search.to !== '';

/** What is wrong with the typed filters, per field (the server checks the same; pure). */
export function auditFilterErrors(search: { action: string; from: string; to: string }): {
  action?: 'action_invalid';
  to?: 'date_order';
} {
  const errors: { action?: 'action_invalid'; to?: 'date_order' } = {};
  if (!auditWord.test(search.action.trim())) errors.action = 'action_invalid';
  if (search.from !== '' && search.to !== '' && search.to < search.from) errors.to = 'date_order';
  return errors;
}
