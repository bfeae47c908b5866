import { exportContentTypes, securityEventTypes } from '@theatre/contracts';
import { budapestDay, translate, type Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { exportWriter, type Cell } from '../reports/export-writer.js';
import { recordSecurityEvent, type SecurityClient } from './record-security-event.js';
import { searchOf, type SecurityLogFilterValues } from './search-security-log.js';
import { listSecurityEventsBefore } from './security-log.repository.js';

const batch = 500;

/**
 * GET /admin/security-log/export (administrators, decision 0058): the events the filters find,
 * newest first, as CSV (UTF-8 with a byte order mark, semicolons, CRLF, as the other exports;
 * times in Budapest time, headers and event names in the caller's language), streamed as read.
 * The export is itself a security event, recorded before the first byte.
 */
export async function exportSecurityLog(
  deps: { db: Db; clock: Clock },
  input: {
    filters: SecurityLogFilterValues;
    locale: Locale;
    actorId: number;
    client: SecurityClient;
  },
) {
  const { db } = deps;
  const { filters, locale } = input;
  const t = (key: string) => translate(locale, key as never);
  await recordSecurityEvent(db, {
    type: 'export',
    userId: input.actorId,
    client: input.client,
    details: { kind: 'security_log', filters },
  });
  const writer = exportWriter('csv');
  const search = searchOf(filters);
  writer.table('', '', [
    t('security_log.columns.at'),
    t('security_log.columns.event'),
    t('security_log.columns.outcome'),
    t('security_log.columns.user'),
    t('security_log.columns.user_email'),
    t('security_log.columns.actor'),
    t('security_log.columns.typed_email'),
    t('security_log.columns.ip'),
    t('security_log.columns.user_agent'),
    t('security_log.columns.details'),
  ]);
  const eventName = (type: string) =>
    (securityEventTypes as readonly string[]).includes(type)
      ? t(`security_log.events.${type}`)
      : type;
  const write = async () => {
    let beforeId: number | null = null;
    for (;;) {
      const rows = await listSecurityEventsBefore(db, search, beforeId, batch);
      const last = rows.at(-1);
      if (!last) return;
      beforeId = last.id;
      await writer.rows(
        rows.map((row): Cell[] => [
          row.created_at,
          eventName(row.event_type),
          t(`security_log.outcomes.${row.outcome === 'failure' ? 'failure' : 'success'}`),
          row.user_name,
          row.user_email,
          row.actor_id === null ? null : `${row.actor_name ?? ''} <${row.actor_email ?? ''}>`,
          row.email,
          row.ip_address,
          row.user_agent,
          JSON.stringify(row.details ?? {}),
        ]),
      );
    }
  };
  write()
    .then(() => writer.end())
    .catch((error: unknown) => {
      writer.stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return {
    filename: `${t('security_log.file')}-${budapestDay(deps.clock.now())}.csv`,
    contentType: exportContentTypes.csv,
    stream: writer.stream,
  };
}
