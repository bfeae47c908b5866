import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route-level serializer for the hottest replies (the cart under an on-sale spike): the route's
 * zod response schema turned into JSON Schema once, and compiled by fast-json-stringify, Fastify's
 * own serializer. The zod serializer of the type provider parses every reply with zod first, which
 * cost a twelfth of a cart add's CPU (docs/performance.md). The reply still has the schema's
 * shape: fields outside it are left out.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }) {
  return fastJson(
    z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output' }) as never,
  );
}
