import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SecurityLogReply } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { fetchFile, saveFile } from '../../../lib/download-file';
import { adminKeys } from '../shared/admin-keys';
import { securityLogQueryOf, type SecurityLogSearch } from './security-log-rules';

/**
 * GET /admin/security-log: the security log, newest first, 50 a page, narrowed by the filters
 * (administrators). Read afresh each time the page opens: it is what just happened.
 */
export function useSecurityLog(search: SecurityLogSearch) {
  const query = { ...securityLogQueryOf(search), page: search.page };
  return useQuery({
    queryKey: adminKeys.securityLog(query),
    queryFn: ({ signal }) => api.get<SecurityLogReply>('/admin/security-log', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /admin/security-log/export: the filtered events as CSV, saved under the server's name. */
export async function downloadSecurityLog(search: SecurityLogSearch): Promise<string> {
  const query = new URLSearchParams(securityLogQueryOf(search)).toString();
  const file = await fetchFile(
    `/admin/security-log/export${query === '' ? '' : `?${query}`}`,
    'security-log.csv',
  );
  saveFile(file);
  return file.filename;
}
