import { adminAuditQuery, adminAuditReply } from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { staffErrors } from '../../access/staff-access.js';
import { searchAudit } from './search-audit.js';

/**
 * The whole audit trail in the back office (docs/product.md §7 and §10), a section under
 * /api/admin, administrators only (the section's default): who did what, and what changed.
 */
export function auditAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/audit',
      {
        config: { permission: 'audit' },
        schema: {
          tags: ['admin'],
          summary:
            'The audit trail, newest first, 50 a page: each entry with who, when, what and the old and new values of what changed.',
          description:
            'Filters: `who` (an actor id, or words found in their name or e-mail), `entity` (performance, coupon, user, settings, document…), `action` (exact, or its start: `ticket_type` finds `ticket_type.updated`), `from`/`to` (Budapest days, both included), `page`. Administrators only.',
          querystring: adminAuditQuery,
          response: { 200: adminAuditReply, ...staffErrors },
        },
      },
      (request) => searchAudit(deps.db, request.query),
    );
  };
}
