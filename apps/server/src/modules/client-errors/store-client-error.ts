import { isHarmlessBrowserNotice, type ClientErrorReport } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { insertClientError } from './client-errors.repository.js';

/** Strip control characters so a report cannot forge log lines or carry binary junk. */
function clean(text: string | null | undefined, max: number): string | null {
  if (text === undefined || text === null) return null;
  // eslint-disable-next-line no-control-regex -- removing control characters is the point.
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').slice(0, max);
}

/** POST /errors: keep a browser's report of an uncaught error for the team. */
export async function storeClientError(
  db: Db,
  report: ClientErrorReport,
  context: { userAgent: string | undefined; requestId: string },
): Promise<void> {
  // Older pages and other clients still send these; they are not faults worth a look.
  if (isHarmlessBrowserNotice(report.exception_message)) return;
  await insertClientError(db, {
    message: clean(report.exception_message, 2000) ?? '',
    file: clean(report.exception_file, 1000),
    line: report.exception_line ?? null,
    info: clean(report.data?.info, 8000),
    url: clean(report.data?.url, 2000),
    user_agent: clean(context.userAgent, 500),
    request_id: context.requestId,
  });
}
