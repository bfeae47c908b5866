import fc from 'fast-check';

/*
 * Values no schema asks for, for the mutated requests of the fuzz suite: strings that break
 * things, numbers at the limits, and JSON of the wrong kind.
 */

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
