import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { MaintenanceProbe } from '../modules/settings/maintenance.js';

/** Paths that keep answering in maintenance: the probe itself and the API documentation. */
const open = [/^\/api\/available(\?|$)/, /^\/api\/docs(\/|\?|$)/];

/**
 * While maintenance is switched on, the API answers 503 (with Retry-After): the web app shows its
 * service-unavailable modal and probes /api/available until the shop is back. The SPA itself and
 * its assets keep being served so the modal can be shown.
 */
export function registerMaintenanceGate(app: FastifyInstance, probe: MaintenanceProbe): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    const gated = url.startsWith('/api/') || /^\/storage\/[\w-]+\.json/.test(url);
    if (!gated || open.some((re) => re.test(url))) return;
    if (await probe.isOn()) throw new AppError('maintenance');
  });
}
