import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that fastify-type-provider-zod emits. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Values taken from the seeded database, so that valid-looking requests reach real rows. */
export interface Pools {
  ids: number[];
  uuids: string[];
  slugs: string[];
  codes: string[];
  emails: string[];
  cartKeys: string[];
  /**
   * Known-good bodies by operation (`POST /api/register`), for rules random values rarely meet
   * (two fields that must agree, a real production and venue): sent as they are and mutated.
   */
  examples: Record<string, unknown[]>;
}

const dateTime = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 11, 31) })
  .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString());
const dateOnly = dateTime.map((iso) => iso.slice(0, 10));

function regexOf(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** Built once per pattern: expanding a class such as `\p{L}` takes a few hundred milliseconds. */
const patternArbitraries = new Map<string, fc.Arbitrary<string> | undefined>();

function fromPattern(pattern: string): fc.Arbitrary<string> | undefined {
  if (patternArbitraries.has(pattern)) return patternArbitraries.get(pattern);
  const re = regexOf(pattern);
  let arbitrary: fc.Arbitrary<string> | undefined;
  try {
    arbitrary = re ? fc.stringMatching(re) : undefined;
  } catch {
    arbitrary = undefined;
  }
  patternArbitraries.set(pattern, arbitrary);
  return arbitrary;
}

/**
 * Whether a string meets a string schema (length in UTF-16 units, as zod counts it, and every
 * pattern, allOf included).
 */
function stringFits(schema: JsonSchema, value: string): boolean {
  const length = value.length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  if (schema.pattern !== undefined && regexOf(schema.pattern)?.test(value) === false) return false;
  return (schema.allOf ?? []).every((part) => stringFits(part, value));
}

/** Hints by field name: what a real client sends there, from the seeded data. */
function hinted(name: string | undefined, pools: Pools): fc.Arbitrary<unknown> | undefined {
  if (name === undefined) return undefined;
  const pick = <T>(values: T[]) => (values.length > 0 ? fc.constantFrom(...values) : undefined);
  if (name === 'email' || name === 'buyer_email') return pick(pools.emails);
  if (name === 'cart_key' || name === 'key') return pick(pools.cartKeys);
  if (name === 'code' || name === 'coupon_id') return pick(pools.codes);
  if (name === 'url' || name === 'slug') return pick(pools.slugs);
  if (name === 'id' || name.endsWith('_id') || name.endsWith('_ids')) {
    return fc.oneof(
      pick(pools.ids) ?? fc.nat(50),
      pick(pools.uuids) ?? fc.uuid(),
      pick(pools.slugs) ?? fc.constant('x'),
    );
  }
  return undefined;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return dateTime;
  if (schema.format === 'date') return dateOnly;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (p): p is string => p !== undefined,
  );
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  // A date-shaped pattern: mostly real dates, so that the request gets past the calendar check.
  if (patterns.length === 1 && patterns[0] === '^\\d{4}-\\d{2}-\\d{2}$') {
    return fc.oneof({ weight: 3, arbitrary: dateOnly }, fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  }
  const base =
    (patterns[0] !== undefined ? fromPattern(patterns[0]) : undefined) ??
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' });
  // A value that misses another constraint stays: it is then an invalid request, also wanted.
  return fc.oneof(
    {
      weight: 4,
      arbitrary: base.map((value) =>
        stringFits(schema, value) ? value : value.slice(0, maxLength),
      ),
    },
    { weight: 1, arbitrary: fc.constant('x'.repeat(Math.max(1, schema.maxLength ?? 1))) },
  );
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  const min = Math.max(
    Number.MIN_SAFE_INTEGER,
    schema.minimum !== undefined ? schema.minimum + (exclusiveMin ? 1 : 0) : -1000,
  );
  const max = Math.min(
    Number.MAX_SAFE_INTEGER,
    schema.maximum !== undefined ? schema.maximum - (exclusiveMax ? 1 : 0) : 1_000_000,
  );
  if (min > max) return fc.constant(min);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 200) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

/**
 * Values that meet the schema (mostly: a few generated strings miss a second pattern), with the
 * seeded database's ids, slugs, codes and keys where the field's name asks for one.
 */
export function validValue(
  schema: JsonSchema,
  pools: Pools,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const inner = validValueInner(schema, pools, name, depth);
  const hint = schema.enum === undefined ? hinted(name, pools) : undefined;
  const withHint = hint
    ? fc.oneof({ weight: 2, arbitrary: hint }, { weight: 1, arbitrary: inner })
    : inner;
  return schema.nullable === true
    ? fc.oneof({ weight: 4, arbitrary: withHint }, { weight: 1, arbitrary: fc.constant(null) })
    : withHint;
}

function validValueInner(
  schema: JsonSchema,
  pools: Pools,
  name: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alt) => validValue(alt, pools, name, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === undefined && schema.allOf?.[0]) {
    return validValue(
      { ...schema.allOf[0], ...schema, allOf: schema.allOf.slice(1) },
      pools,
      name,
      depth,
    );
  }
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.oneof(
        integerArbitrary(schema),
        fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const items = schema.items
        ? validValue(schema.items, pools, name, depth + 1)
        : fc.jsonValue({ maxDepth: 1 });
      const minLength = schema.minItems ?? 0;
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      if (depth > 6) return fc.constant({});
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
          maxKeys: 3,
        });
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of keys)
        record[key] = validValue(properties[key] ?? {}, pools, key, depth + 1);
      return fc.record(record, {
        requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)),
      });
    }
    case undefined:
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
