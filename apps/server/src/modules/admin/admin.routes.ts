import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { permissionOf, requireStaff } from '../../access/staff-access.js';
import { staffRouteTable } from './staff-route-table.js';

/**
 * The back office's API, `/api/admin/...` (decision 0016). Every route is for staff only, checked
 * on the server before anything else runs: 401 without a session, 403 when none of the caller's
 * roles grants the route's permission (`config.permission`, decision 0057). A route that declares
 * none fails registration: nobody can forget it. The routes call the shop's own use
 * cases: the back office has no second copy of the order logic.
 */
export function adminRoutes(
  deps: AppDeps,
  sections: readonly ((deps: AppDeps) => FastifyPluginAsyncZod)[],
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const permission = permissionOf(route.config);
      if (permission === null) {
        throw new Error(`${route.url}: a back-office route must declare config.permission`);
      }
      for (const method of methods) {
        if (method === 'HEAD') continue;
        staffRouteTable.set(`${method} ${route.url}`, { method, url: route.url, permission });
      }
    });
    app.addHook('onRequest', async (request) => {
      await requireStaff(request, deps);
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    for (const section of sections) await app.register(section(deps));
  };
}
