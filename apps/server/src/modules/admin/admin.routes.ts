import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, rolesOf } from '../../access/staff-access.js';
import { staffRouteTable } from './staff-route-table.js';

/**
 * The back office's API, `/api/admin/...` (decision 0016). Every route is for staff only, checked
 * on the server before anything else runs: 401 without a session, 403 for a role the route does not
 * admit (`config.staffRoles`; administrators only by default). The routes call the shop's own use
 * cases: the back office has no second copy of the order logic.
 */
export function adminRoutes(
  deps: AppDeps,
  sections: readonly ((deps: AppDeps) => FastifyPluginAsyncZod)[],
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        staffRouteTable.set(`${method} ${route.url}`, {
          method,
          url: route.url,
          roles: rolesOf(route.config),
        });
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
