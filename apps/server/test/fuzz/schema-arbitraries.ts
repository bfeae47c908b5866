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

/** Strings that break things: unicode, control characters, injection-looking text, huge ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\r\n',
    '\ud800',
    '\udfff x',
    '\u202eevil',
    '🎭🎟️',
    'Árvíztűrő tükörfúrógép',
    "' or 1=1--",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '${jndi:ldap://x}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-0',
    '1e400',
    '2147483648',
    '9007199254740993',
    'true',
    'null',
    '0x10',
    '2026-02-30',
    '2026-13-01T25:61:00Z',
    '9999-12-31T23:59:59.999Z',
    '0000-01-01',
  ),
  fc.integer({ min: 256, max: 70_000 }).map((n) => 'é'.repeat(n)),
);

/** Numbers at and past the limits a schema or PostgreSQL has. */
export const limitNumber: fc.Arbitrary<number> = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  0.1,
  -2147483648,
  -2147483649,
  2147483647,
  2147483648,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
);

/** Any JSON value of another kind: the wrong type for almost every field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  limitNumber,
  nastyString,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.integer({ min: 50, max: 400 }).map((depth) => nest(depth)),
  fc.constantFrom(
    { $gt: '' },
    JSON.parse('{"__proto__":{"admin":true}}') as unknown,
    ['x'],
    [[[]]],
    {},
  ),
);

/** A value nested `depth` arrays and objects deep. */
function nest(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

type Mutation =
  | { kind: 'wrong-type'; path: number; value: unknown }
  | { kind: 'drop-required'; path: number }
  | { kind: 'extra-field'; key: string; value: unknown }
  | { kind: 'null-field'; path: number }
  | { kind: 'whole-body'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('wrong-type' as const),
      path: fc.nat(),
      value: wrongValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('drop-required' as const), path: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra-field' as const),
      key: fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'id', 'role', '$where'),
      ),
      value: wrongValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('null-field' as const), path: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('whole-body' as const), value: wrongValue }),
  },
);

/**
 * A fresh copy of a JSON value, so that no mutation touches a shared constant; JSON.parse keeps a
 * `__proto__` key as an own property, as a server parsing the body would see it.
 */
function jsonClone(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

/** The paths of every value inside a JSON value (at most 40 levels down), as key lists. */
function leafPaths(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
) {
  if (prefix.length > 40) return out;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push([...prefix, index]);
      leafPaths(item, [...prefix, index], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key]);
      leafPaths(item, [...prefix, key], out);
    }
  }
  return out;
}

function applyAt(
  root: unknown,
  path: (string | number)[],
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) change(parent, last);
}

/** A valid value with one mutation: a wrong type, a missing field, an extra one, null, or another body. */
export function mutatedValue(
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<{ value: unknown; mutation: string }> {
  return fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }))
    .map(([original, mutations]) => {
      let value: unknown = jsonClone(original);
      const done: string[] = [];
      for (const m of mutations) {
        const paths = leafPaths(value);
        const path = 'path' in m && paths.length > 0 ? paths[m.path % paths.length] : undefined;
        if (
          m.kind === 'whole-body' ||
          ((m.kind === 'wrong-type' || m.kind === 'null-field') && !path)
        ) {
          value = m.kind === 'null-field' ? null : 'value' in m ? jsonClone(m.value) : null;
          done.push('whole-body');
        } else if (m.kind === 'extra-field') {
          if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
            Object.defineProperty(value, m.key, {
              value: jsonClone(m.value),
              enumerable: true,
              writable: true,
              configurable: true,
            });
          } else {
            value = JSON.parse(
              `{${JSON.stringify(m.key)}:${JSON.stringify(m.value) ?? 'null'}}`,
            ) as unknown;
          }
          done.push(`extra-field ${m.key}`);
        } else if (path) {
          applyAt(value, path, (parent, key) => {
            if (m.kind === 'drop-required') {
              if (Array.isArray(parent)) parent.splice(Number(key), 1);
              else Reflect.deleteProperty(parent, key);
            } else {
              parent[key] = m.kind === 'null-field' ? null : jsonClone(m.value);
            }
          });
          done.push(`${m.kind} ${path.join('.')}`);
        } else {
          done.push(`${m.kind} (no field)`);
        }
      }
      return { value, mutation: done.join(', ') };
    });
}
