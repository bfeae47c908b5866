import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { MaintenanceProbe } from '../modules/settings/maintenance.js';

/** Paths that keep answering in maintenance: the probe itself and the API documentation. */
const open = [/^\/api\/(available|health)(\?|$)/, /^\/api\/docs(\/|\?|$)/];

/**
 * While maintenance is switched on, the API answers 503 (with Retry-After): the web app shows its
 * service-unavailable modal and probes /api/available until the shop is back. The SPA itself and
 * its assets keep being served so the modal can be shown.
 */
/** The API and the spec's data files: what answers 503 in maintenance and under overload. */
export function isGated(url: string): boolean {
  return url.startsWith('/api/') || /^\/storage\/[\w-]+\.json/.test(url);
}

export function registerMaintenanceGate(app: FastifyInstance, probe: MaintenanceProbe): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!isGated(url) || open.some((re) => re.test(url))) return;
    let on: boolean;
    try {
      on = await probe.isOn();
    } catch (error) {
      request.log.warn({ err: error }, 'maintenance flag unreadable: database unavailable');
      throw new AppError('service_unavailable');
    }
    if (on) throw new AppError('maintenance');
  });
}
