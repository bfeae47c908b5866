import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { etagMatches, sendCachedJson, type CachedJson } from './send-cached-json.js';

const body = JSON.stringify({ programme: 'x'.repeat(4000) });
const file: CachedJson = {
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  encoded: { br: brotliCompressSync(body), gzip: gzipSync(body) },
};

async function app() {
  const server = Fastify();
  server.get('/file', (request, reply) => sendCachedJson(request, reply, file));
  await server.ready();
  return server;
}

describe('etagMatches', () => {
  it('compares weakly and accepts lists', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});

describe('sendCachedJson', () => {
  it('sends the form the browser accepts best, compressed ahead of time', async () => {
    const server = await app();
    const br = await server.inject({
      url: '/file',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);

    const gzip = await server.inject({ url: '/file', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(body);

    for (const accepted of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const plain = await server.inject({
        url: '/file',
        headers: accepted === undefined ? {} : { 'accept-encoding': accepted },
      });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(body);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('answers 304 to a browser that has the same version', async () => {
    const server = await app();
    const res = await server.inject({ url: '/file', headers: { 'if-none-match': file.etag } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(file.etag);
  });
});
