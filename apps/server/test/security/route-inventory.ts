import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const methodsPattern = /^(.*) \(([A-Z, ]+)\)$/;

/**
 * Every route the app registered, read from Fastify's own route tree (`printRoutes`), so a route
 * added anywhere (inside or outside the back-office plugin) shows up here without anyone listing
 * it. HEAD is left out: Fastify adds it beside every GET, and it runs the GET's hooks.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const branch = Math.max(line.indexOf('├── '), line.indexOf('└── '));
    if (branch < 0) continue;
    const depth = branch / 4;
    const node = line.slice(branch + 4).trimEnd();
    const match = methodsPattern.exec(node);
    // A node such as `api/settings/:type|:id` holds two routes whose parameter names differ.
    const text = match?.[1] ?? node;
    stack.length = depth;
    stack.push(text.split('|')[0] ?? text);
    if (!match?.[2]) continue;
    const joined = stack.join('');
    const url = joined.startsWith('/') ? joined : `/${joined}`;
    for (const method of match[2].split(', ')) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
