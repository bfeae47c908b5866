import fc from 'fast-check';
import type { Operation } from './route-inventory.js';
import { nastyString, wrongValue } from './hostile-values.js';
import { validValue, type JsonSchema, type Pools } from './schema-arbitraries.js';
import { mutatedValue } from './value-mutations.js';

/** Who sends the request: the seeded demo accounts' roles, nobody, or a token nobody issued. */
export const actors = ['anonymous', 'bad-token', 'customer', 'cashier', 'admin'] as const;
export type Actor = (typeof actors)[number];

export interface FuzzRequest {
  method: string;
  url: string;
  actor: Actor;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** What was generated, for the report of a failing request. */
  intent: string;
}

/** Path segments that are not what the route expects (already percent-encoded where needed). */
const junkSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483648',
    '99999999999999999999',
    'null',
    'undefined',
    'NaN',
    '%00',
    '%E9',
    '%F0%9F%8E%AD',
    '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '..',
    "'%20or%201=1--",
    '%3Cscript%3E',
    '%20',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'a'.repeat(199),
    'a'.repeat(201),
    '%25',
  ),
  nastyString.map((s) => encode(s.slice(0, 300))),
);

/** Percent-encodes a value; a lone surrogate (not valid UTF-16 text) goes as its UTF-8 bytes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

const ipv4 = fc
  .tuple(
    fc.integer({ min: 1, max: 223 }),
    fc.nat(255),
    fc.nat(255),
    fc.integer({ min: 1, max: 254 }),
  )
  .map((parts) => parts.join('.'));
const ipv6 = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 })
  .map((groups) => groups.map((g) => g.toString(16)).join(':'));

/** A raw body that is not a JSON document the schema could accept. */
const rawBody: fc.Arbitrary<{ text: string; note: string }> = fc.oneof(
  fc
    .constantFrom(
      '',
      'null',
      '[]',
      '"text"',
      '{"a":',
      '{',
      '}',
      'true',
      '1e400',
      '-',
      '\u0000',
      '{"__proto__":{"role":"admin"}}',
      '{"constructor":{"prototype":{"x":1}}}',
    )
    .map((text) => ({ text, note: 'raw' })),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => ({
    text: '['.repeat(depth) + ']'.repeat(depth),
    note: `nested ${depth}`,
  })),
  fc.integer({ min: 100, max: 5_000 }).map((depth) => ({
    text: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    note: `nested objects ${depth}`,
  })),
  fc.constantFrom(200 * 1024, 300 * 1024).map((size) => ({
    text: JSON.stringify({ x: 'x'.repeat(size) }),
    note: `huge ${size}`,
  })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ text, note: 'binary' })),
);

const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      'application/xml',
      'application/vnd.api+json',
      '*/*',
      ';;;',
    ),
  },
);

/** A multipart upload, for the poster route and anything else that may read files. */
const multipart: fc.Arbitrary<{ buffer: Buffer; contentType: string; note: string }> = fc
  .tuple(
    fc.constantFrom('poster', 'file', ''),
    fc.constantFrom('a.png', 'a.jpg', '../../x.webp', 'é🎭.png', ''),
    fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      // A PNG signature and header that claim a huge image, with no pixel data behind them.
      fc.tuple(fc.nat(), fc.nat()).map(([w, h]) => {
        const header = Buffer.alloc(33);
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
        header.writeUInt32BE(13, 8);
        header.write('IHDR', 12, 'ascii');
        header.writeUInt32BE(w, 16);
        header.writeUInt32BE(h, 20);
        header[24] = 8;
        header[25] = 6;
        return header;
      }),
      fc.constant(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"/>'),
      ),
    ),
    fc.boolean(),
  )
  .map(([field, filename, bytes, closed]) => {
    const boundary = 'fuzzboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const tail = Buffer.from(closed ? `\r\n--${boundary}--\r\n` : '');
    return {
      buffer: Buffer.concat([head, bytes, tail]),
      contentType: `multipart/form-data; boundary=${boundary}`,
      note: `multipart ${field} ${filename} ${bytes.length}B${closed ? '' : ' unterminated'}`,
    };
  });

/**
 * Operation-specific limits on what a valid request may do, so that the run stays meaningful:
 * a valid `PUT /api/admin/maintenance` with `enabled: true` would close the shop's API (503) for
 * every later request; it is always sent as `enabled: false` (switching maintenance on is
 * covered by the settings tests). A valid `POST /api/admin/users/:id/erase` could erase one of the
 * run's own accounts for good (decision 0054: no putting it back): its reason is always sent empty,
 * a refusal (erasure is covered by data-rights/*.int.test.ts).
 */
function guardBody(op: Operation, body: unknown): unknown {
  if (op.path === '/api/admin/users/:id/erase') {
    const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return { ...record, reason: '' };
  }
  if (
    op.path === '/api/admin/maintenance' &&
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body)
  ) {
    const record = body as Record<string, unknown>;
    if (record.enabled === true) return { ...record, enabled: false };
  }
  return body;
}

interface BodyPart {
  payload?: string | Buffer;
  contentType?: string;
  note: string;
}

function bodyArbitrary(op: Operation, pools: Pools): fc.Arbitrary<BodyPart> {
  const json = (value: unknown) => JSON.stringify(guardBody(op, value)) ?? 'null';
  const schema: JsonSchema = op.body ?? { type: 'object' };
  const examples = pools.examples[`${op.method} ${op.path}`] ?? [];
  const valid =
    examples.length > 0
      ? fc.oneof(validValue(schema, pools), fc.constantFrom(...examples))
      : validValue(schema, pools);
  const sendsBody = op.method !== 'GET' && op.method !== 'DELETE';
  const options: fc.WeightedArbitrary<BodyPart>[] = [
    {
      weight: sendsBody ? 5 : 1,
      arbitrary: fc
        .tuple(valid, contentType)
        .map(([value, type]) => ({ payload: json(value), contentType: type, note: 'valid body' })),
    },
    {
      weight: sendsBody ? 5 : 1,
      arbitrary: fc.tuple(mutatedValue(valid), contentType).map(([{ value, mutation }, type]) => ({
        payload: json(value),
        contentType: type,
        note: `mutated body: ${mutation}`,
      })),
    },
    {
      weight: sendsBody ? 2 : 1,
      arbitrary: fc.tuple(rawBody, contentType).map(([{ text, note }, type]) => ({
        payload: text,
        contentType: type,
        note: `body ${note}`,
      })),
    },
    {
      weight: 1,
      arbitrary: multipart.map(({ buffer, contentType: type, note }) => ({
        payload: buffer,
        contentType: type,
        note,
      })),
    },
  ];
  if (!sendsBody) options.push({ weight: 12, arbitrary: fc.constant({ note: 'no body' }) });
  else options.push({ weight: 1, arbitrary: fc.constant({ note: 'no body' }) });
  return fc.oneof(...options);
}

function pathArbitrary(op: Operation, pools: Pools): fc.Arbitrary<{ path: string; note: string }> {
  if (op.pathParams.length === 0 && !op.path.includes('*'))
    return fc.constant({ path: op.path, note: '' });
  const values = op.pathParams.map(({ name, schema }) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: validValue(schema, pools, name).map((v) => ({ text: encode(v), valid: true })),
      },
      { weight: 2, arbitrary: junkSegment.map((text) => ({ text, valid: false })) },
    ),
  );
  const wildcard = fc.array(
    fc.oneof(
      junkSegment,
      fc.constantFrom('index.html', 'admin', 'events', 'storage', 'x.json', 'api'),
    ),
    {
      minLength: 0,
      maxLength: 4,
    },
  );
  return fc.tuple(fc.tuple(...values), wildcard).map(([params, rest]) => {
    let path = op.path;
    op.pathParams.forEach(({ name }, index) => {
      path = path.replace(`:${name}`, params[index]?.text ?? '');
    });
    path = path.replace(/\/?\*$/, `/${rest.join('/')}`);
    return { path, note: params.map((p) => (p.valid ? 'path ok' : 'path junk')).join(',') };
  });
}

function queryArbitrary(
  op: Operation,
  pools: Pools,
): fc.Arbitrary<{ query: string; note: string }> {
  const known = op.query.map(({ name, schema, required }) =>
    fc.oneof(
      { weight: required ? 0 : 3, arbitrary: fc.constant<string[]>([]) },
      {
        weight: 4,
        arbitrary: validValue(schema, pools, name).map((v) => [`${name}=${encode(v)}`]),
      },
      { weight: 2, arbitrary: junkSegment.map((v) => [`${name}=${v}`]) },
      {
        weight: 1,
        arbitrary: fc
          .array(wrongValue, { minLength: 2, maxLength: 3 })
          .map((vs) => vs.map((v) => `${name}=${encode(v)}`)),
      },
      { weight: 1, arbitrary: fc.constant([name, `${name}[]=1`, `${name}[a]=b`]) },
    ),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant<string[]>([]) },
    {
      weight: 1,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.constantFrom('lang', 'page', 'q', 'search', '__proto__', 'a[b]', 'x'),
            junkSegment,
          ),
          { maxLength: 3 },
        )
        .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`)),
    },
  );
  return fc.tuple(fc.tuple(...known), extra).map(([parts, more]) => {
    const all = [...parts.flat(), ...more];
    return {
      query: all.length > 0 ? `?${all.join('&')}` : '',
      note: all.length > 0 ? 'query' : '',
    };
  });
}

/**
 * One request to an operation: path, query, body, content type, who sends it and from where. Half
 * the time every cart key in it is the same one, as a real client sends the path's key again in
 * the body (`/cart/{key}/add` with `cart_key`), so that those requests get past the key check.
 */
export function requestArbitrary(op: Operation, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const keys = pools.cartKeys;
  return fc.oneof(
    { weight: Math.max(keys.length, 1), arbitrary: independentRequest(op, pools) },
    ...keys.map((key) => ({
      weight: 1,
      arbitrary: independentRequest(op, { ...pools, cartKeys: [key] }),
    })),
  );
}

function independentRequest(op: Operation, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const staffRoute = op.path.startsWith('/api/admin') || op.path.startsWith('/api/sale');
  const actor = fc.oneof(
    { weight: 2, arbitrary: fc.constant<Actor>('anonymous') },
    { weight: 1, arbitrary: fc.constant<Actor>('bad-token') },
    { weight: 2, arbitrary: fc.constant<Actor>('customer') },
    { weight: staffRoute ? 3 : 1, arbitrary: fc.constant<Actor>('cashier') },
    { weight: staffRoute ? 5 : 2, arbitrary: fc.constant<Actor>('admin') },
  );
  const language = fc.constantFrom(
    'hu',
    'en',
    'en-GB,en;q=0.9',
    'de',
    '*',
    '',
    'x'.repeat(300),
    'hu;q=abc,,,',
  );
  return fc
    .record({
      actor,
      path: pathArbitrary(op, pools),
      query: queryArbitrary(op, pools),
      body: bodyArbitrary(op, pools),
      language,
      ip: fc.oneof({ weight: 4, arbitrary: ipv4 }, { weight: 1, arbitrary: ipv6 }),
    })
    .map(({ actor: who, path, query, body, language: lang, ip }) => {
      const headers: Record<string, string> = { 'accept-language': lang };
      if (body.contentType !== undefined && body.payload !== undefined)
        headers['content-type'] = body.contentType;
      return {
        method: op.method,
        url: path.path + query.query,
        actor: who,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        remoteAddress: ip,
        intent: [who, path.note, query.note, body.note, body.contentType ?? '']
          .filter(Boolean)
          .join('; '),
      };
    });
}
