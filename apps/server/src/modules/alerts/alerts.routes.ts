import {
  alertIdParams,
  errorBody,
  settleAlertBody,
  settleAlertReply,
  staffAlertsQuery,
  staffAlertsReply,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { listAlerts } from './list-alerts.js';
import { settleAlert } from './settle-alert.js';

/**
 * Alerts (decision 0022), a section under /api/admin: what needs a person's attention. Cashiers see
 * them (a buyer may call the desk about money taken); administrators settle them.
 */
export function alertRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/alerts',
      {
        config: { permission: 'overview' },
        schema: {
          tags: ['admin'],
          summary: 'The alerts not settled yet ("needs attention"), newest first.',
          description:
            "Today one kind, payment_mismatch: a SimplePay notification or status answer, validly signed, that disagrees with its order (amount, currency, merchant, reference or transaction). It was recorded and not applied: the order was neither paid nor refunded by it. Each distinct problem is one alert, however often it was received. With order_id, that order's only.",
          querystring: staffAlertsQuery,
          response: { 200: staffAlertsReply, ...staffErrors },
        },
      },
      (request) => listAlerts(deps.db, request.query),
    );

    app.post(
      '/alerts/:id/settle',
      {
        config: { permission: 'orders_settle' },
        // Administrators only (the default).
        schema: {
          tags: ['admin'],
          summary: 'Records an alert as settled, with a note saying how (administrators).',
          description:
            "The note is required (1 to 500 characters) and is kept with the alert and in its order's audit trail (alert.settled). Settling changes no money and leaves the alert out of the list. 404 for an unknown alert, 409 alert_already_settled when someone settled it first.",
          params: alertIdParams,
          body: settleAlertBody,
          response: { 200: settleAlertReply, ...staffErrors, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const alert = await settleAlert(deps, {
          alertId: request.params.id,
          note: request.body.note,
          actorId: staff.id,
        });
        return { message: translate(request.locale, 'messages.alert_settled'), alert };
      },
    );
  };
}
