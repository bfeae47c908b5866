import {
  exportContentTypes,
  securityLogFilters,
  securityLogQuery,
  securityLogReply,
} from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { securityClientOf } from '../../http/security-client.js';
import { sendStream } from '../../http/send-file.js';
import { exportSecurityLog } from './export-security-log.js';
import { searchSecurityLog } from './search-security-log.js';

const filtersHelp =
  'Filters: `type` (event types, comma separated: sign_in_password, sign_in_magic_link, sign_in_email_link, signed_out, second_factor_added, second_factor_removed, second_factor_passed, second_factor_failed, recovery_codes_regenerated, password_reset, password_changed, sessions_ended, account_locked, account_unlocked, role_changed, export, refund, settings_changed, maintenance_switched, account_erased), `who` (words of the user’s or the actor’s name or e-mail, or of the e-mail typed at a failed sign-in; case and accents ignored), `ip` (an address or its start), `outcome` (success, failure), `from`/`to` (Budapest days, both included). 422 with `errors` per field on a bad filter. Administrators only.';

/**
 * The security log in the back office (decision 0058), a section under /api/admin for
 * administrators only (the `security_log` permission): search and export.
 */
export function securityLogRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/security-log',
      {
        config: { permission: 'security_log' },
        schema: {
          tags: ['admin'],
          summary:
            'The security log, newest first, 50 a page: sign-ins and their failures, second factors, passwords, sessions ended, locks, roles, exports, refunds, settings, maintenance, erasures.',
          description: filtersHelp,
          querystring: securityLogQuery,
          response: { 200: securityLogReply, ...staffErrors },
        },
      },
      (request) => searchSecurityLog(deps.db, request.query),
    );

    app.get(
      '/security-log/export',
      {
        config: { permission: 'security_log' },
        schema: {
          tags: ['admin'],
          summary:
            'The events the filters find as CSV (UTF-8 with a byte order mark, semicolons, CRLF), newest first, times in Budapest time; the export is itself logged.',
          description: filtersHelp,
          querystring: securityLogFilters,
          produces: [exportContentTypes.csv],
          response: staffErrors,
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        return sendStream(
          reply,
          await exportSecurityLog(deps, {
            filters: request.query,
            locale: request.locale,
            actorId: staff.id,
            client: securityClientOf(request),
          }),
        );
      },
    );
  };
}
