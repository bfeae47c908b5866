import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** Whether maintenance is on (modules/settings/maintenance.ts makes the cached one). */
export interface MaintenanceProbe {
  isOn(): Promise<boolean>;
}

/**
 * Paths that keep answering in maintenance: the probes and the API documentation, and what the
 * staff need to switch maintenance off again: the back office's API (every route of it checks the
 * session and the role itself), signing in and out, the signed-in user's profile (the back
 * office reads the staff member's roles from it) and the second factor that starts the staff
 * session (decision 0056). Exact paths: `/api/admin-x` or `/api/profile/set-password` stay
 * closed.
 */
const open = [
  /^\/api\/(available|health)(\?|$)/,
  /^\/api\/docs(\/|\?|$)/,
  /^\/api\/admin(\/|\?|$)/,
  /^\/api\/(login|logout|profile)(\?|$)/,
  /^\/api\/second-factor(\/|\?|$)/,
];

/** The API and the spec's data files: what answers 503 in maintenance and under overload. */
export function isGated(url: string): boolean {
  return url.startsWith('/api/') || /^\/storage\/[\w-]+\.json/.test(url);
}

/** Whether a request passes the maintenance gate while maintenance is on (pure). */
export function isOpenInMaintenance(url: string): boolean {
  return !isGated(url) || open.some((re) => re.test(url));
}

/**
 * While maintenance is switched on, the shop's API and data files answer 503 (with Retry-After):
 * the web app shows its service-unavailable modal and probes /api/available until the shop is
 * back. The SPA and its assets keep being served, so the modal can be shown and the back office
 * (`/admin`) loads; see `open` for what else keeps answering.
 */
export function registerMaintenanceGate(app: FastifyInstance, probe: MaintenanceProbe): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (isOpenInMaintenance(url)) return;
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
