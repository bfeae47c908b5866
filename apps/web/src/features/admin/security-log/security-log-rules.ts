import {
  securityEventTypes,
  securityOutcomes,
  type SecurityEventType,
  type SecurityOutcome,
} from '@theatre/contracts';

/** The log's filters as the address keeps them: `?type=…&who=…&ip=…&outcome=…&from=…&to=…&page=…`. */
export interface SecurityLogSearch {
  type: SecurityEventType | null;
  who: string;
  ip: string;
  outcome: SecurityOutcome | null;
  from: string;
  to: string;
  page: number;
}

export const emptySecurityLogSearch: SecurityLogSearch = {
  type: null,
  who: '',
  ip: '',
  outcome: null,
  from: '',
  to: '',
  page: 1,
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** What the server takes as an address or its start (admin-security-log.ts). */
export const ipPattern = /^[0-9a-fA-F.:]*$/;

/** The filters from the address; anything malformed is left out (pure). */
export function securityLogSearchOf(params: URLSearchParams): SecurityLogSearch {
  const page = Number(params.get('page') ?? '1');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isoDay.test(value) ? value : '';
  };
  const ip = (params.get('ip') ?? '').trim().slice(0, 64);
  return {
    type: securityEventTypes.find((item) => item === params.get('type')) ?? null,
    who: (params.get('who') ?? '').trim().slice(0, 200),
    ip: ipPattern.test(ip) ? ip : '',
    outcome: securityOutcomes.find((item) => item === params.get('outcome')) ?? null,
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters as the API and the address take them, empty ones left out (pure). */
export function securityLogQueryOf(search: SecurityLogSearch): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.type) query['type'] = search.type;
  if (search.who.trim() !== '') query['who'] = search.who.trim();
  if (search.ip.trim() !== '') query['ip'] = search.ip.trim();
  if (search.outcome) query['outcome'] = search.outcome;
  if (search.from !== '') query['from'] = search.from;
  if (search.to !== '') query['to'] = search.to;
  return query;
}

/** The address of a search (pure). */
export function securityLogParamsOf(search: SecurityLogSearch): URLSearchParams {
  const params = new URLSearchParams(securityLogQueryOf(search));
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export const isFiltered = (search: SecurityLogSearch): boolean =>
  Object.keys(securityLogQueryOf(search)).length > 0;

/** What is wrong with the typed filters, per field (the server checks the same; pure). */
export function securityLogFilterErrors(search: { ip: string; from: string; to: string }): {
  ip?: 'ip_invalid';
  to?: 'date_order';
} {
  const errors: { ip?: 'ip_invalid'; to?: 'date_order' } = {};
  if (!ipPattern.test(search.ip.trim())) errors.ip = 'ip_invalid';
  if (search.from !== '' && search.to !== '' && search.to < search.from) errors.to = 'date_order';
  return errors;
}
