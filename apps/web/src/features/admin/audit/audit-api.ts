import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAuditReply } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';
import type { AuditSearch } from './audit-rules';

/**
 * GET /admin/audit: the whole audit trail, newest first, 50 a page, narrowed by who, what and
 * when (administrators). Read afresh each time the page opens: it is what just happened.
 */
export function useAuditTrail(search: AuditSearch) {
  const query = {
    who: search.who || undefined,
    entity: search.entity ?? undefined,
    action: search.action || undefined,
    from: search.from || undefined,
    to: search.to || undefined,
    page: search.page,
  };
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => api.get<AdminAuditReply>('/admin/audit', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
