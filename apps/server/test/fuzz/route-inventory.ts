import type { JsonSchema } from './schema-arbitraries.js';

/** One operation to fuzz: from the OpenAPI document, or a registered route it does not describe. */
export interface Operation {
  method: string;
  /** The path template, Fastify style (`/api/events/:id`). */
  path: string;
  /** `openapi`: parameters and body from its schemas; `generic`: a route without a schema. */
  source: 'openapi' | 'generic';
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body's schema, if the operation declares one. */
  body?: JsonSchema;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation of the OpenAPI document (HEAD left out: Fastify answers it from GET). */
export function openApiOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (method === 'head') continue;
      const parameters = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path: template.replace(/\{(\w+)\}/g, ':$1'),
        source: 'openapi',
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/**
 * The routes Fastify has registered, read from `printRoutes({ commonPrefix: false })`: a tree
 * whose lines are `│   ├── segment (GET, HEAD)`, each segment continuing its parent's path.
 * Two parameters at one position print as `:type|:id`; they come back as one `:param` path per
 * name, which is what the comparison with the OpenAPI paths needs (see `routeKey`).
 */
export function registeredRoutes(printed: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([\s│]*)(?:[├└]── )?(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match || line.trim() === '') continue;
    const indent = match[1] ?? '';
    const depth = Math.floor(indent.length / 4);
    const segment = match[2] ?? '';
    stack.length = depth;
    stack[depth] = segment;
    const methods = match[3];
    if (!methods) continue;
    const full = stack.join('');
    for (const variant of full.includes('|:') ? expandAlternatives(full) : [full]) {
      for (const method of methods.split(', ')) {
        if (method === 'HEAD') continue;
        routes.push({ method, path: variant });
      }
    }
  }
  return routes;
}

/** `/a/:type|:id/b` → both `/a/:type/b` and `/a/:id/b` (the comparison ignores names). */
function expandAlternatives(path: string): string[] {
  const match = /:(\w+)((?:\|:\w+)+)/.exec(path);
  if (!match) return [path];
  const names = [match[1] ?? '', ...(match[2] ?? '').split('|:').filter(Boolean)];
  return names.map((name) => path.replace(match[0], `:${name}`));
}

/** A path with parameter names dropped: `/api/settings/:` matches `:type` and `:id`. */
export function routeKey(method: string, path: string): string {
  return `${method} ${path.replace(/:\w+/g, ':').replace(/\/$/, '') || '/'}`;
}

/** A registered route the OpenAPI document does not describe, fuzzed with generic inputs. */
export function genericOperation(route: { method: string; path: string }): Operation {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? 'param');
  return {
    method: route.method,
    path: route.path,
    source: 'generic',
    pathParams: names.map((name) => ({ name, schema: { type: 'string' } })),
    query: [],
  };
}
