import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navPasswordHash, navRequestSignature } from './nav-crypto.js';
import { demoTaxpayers } from './nav-simulator/demo-taxpayers.js';
import { startNavSimulator, type NavSimulator } from './nav-simulator/nav-simulator.js';
import { createNavTaxpayerClient, type NavTaxpayerClientOptions } from './nav-taxpayer-client.js';
import { buildQueryTaxpayerRequest } from './nav-taxpayer-xml.js';

const user = {
  login: 'techuser4xK9mQ2',
  password: 'Titkos-jelszó-123',
  signKey: 'b1-42f3-5c9e1d2a7b6c8E4F2A1B3C5D',
  taxNumber: '13421739',
};

const software = {
  softwareId: 'HU13421739JEGYPENZ',
  softwareName: 'Szinhazi jegypenztar',
  softwareOperation: 'ONLINE_SERVICE' as const,
  softwareMainVersion: '1.0',
  softwareDevName: 'Szinhazi jegypenztar',
  softwareDevContact: 'jegy@rakparti.example',
};

let simulator: NavSimulator;
const warnings: { obj: object; msg: string }[] = [];

beforeAll(async () => {
  // The simulator's traffic delay is kept short: these requests come back to back on purpose.
  simulator = await startNavSimulator({
    users: [user],
    taxpayers: demoTaxpayers,
    trafficDelayMs: 0,
  });
});
afterAll(async () => {
  await simulator.close();
});

function client(overrides: Partial<NavTaxpayerClientOptions> = {}) {
  return createNavTaxpayerClient({
    apiUrl: simulator.url,
    ...user,
    software,
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    ...overrides,
  });
}

describe('the NAV taxpayer client against the simulator', () => {
  it('finds a taxpayer and maps the seat address to the billing form', async () => {
    expect(await client().lookup('13421739-2-41')).toEqual({
      kind: 'found',
      taxpayer: {
        billing_name: 'Rakparti Színház Nonprofit Kft.',
        tax_number: '13421739-2-41',
        country: 'HU',
        zip: '1011',
        city: 'Budapest',
        street_name: 'Bem',
        public_place_category: 'rakpart',
        house_number: '33',
        building: null,
        stairway: null,
        floor: null,
        door: null,
      },
    });
  });

  it('takes the HQ address (not the site listed first) with building, stairway, floor and door', async () => {
    const result = await client().lookup('26149088-2-06');
    expect(result).toEqual({
      kind: 'found',
      taxpayer: {
        billing_name: 'Tisza-Print Nyomda Zártkörűen Működő Részvénytársaság',
        tax_number: '26149088-2-06',
        country: 'HU',
        zip: '6720',
        city: 'Szeged',
        street_name: 'Kárász',
        public_place_category: 'utca',
        house_number: '9',
        building: 'B',
        stairway: 'II',
        floor: '3',
        door: '12',
      },
    });
  });

  it('answers with the tax number as NAV knows it', async () => {
    const result = await client().lookup('24587132-2-42');
    expect(result.kind === 'found' && result.taxpayer.tax_number).toBe('24587132-2-09');
  });

  it('says not_found for a number NAV does not know', async () => {
    expect(await client().lookup('11111111-2-41')).toEqual({ kind: 'not_found' });
  });

  it('says inactive for a taxpayer whose number is no longer valid', async () => {
    expect(await client().lookup('23998515-2-41')).toEqual({ kind: 'inactive' });
  });

  it('is unavailable with a wrong password, and never logs the password or the key', async () => {
    warnings.length = 0;
    expect(await client({ password: 'wrong' }).lookup('13421739-2-41')).toEqual({
      kind: 'unavailable',
      reason: 'INVALID_SECURITY_USER',
    });
    expect(await client({ login: 'nosuchuser1' }).lookup('13421739-2-41')).toEqual({
      kind: 'unavailable',
      reason: 'INVALID_SECURITY_USER',
    });
    expect(warnings).toHaveLength(2);
    const logged = JSON.stringify(warnings);
    expect(logged).toContain('INVALID_SECURITY_USER');
    for (const secret of [user.password, 'wrong', user.signKey, navPasswordHash(user.password)]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('is unavailable when the request signature is made with the wrong key', async () => {
    expect(await client({ signKey: `${user.signKey}x` }).lookup('13421739-2-41')).toEqual({
      kind: 'unavailable',
      reason: 'INVALID_REQUEST_SIGNATURE',
    });
  });

  it('is unavailable when the user belongs to another company', async () => {
    expect(await client({ taxNumber: '24587132' }).lookup('13421739-2-41')).toEqual({
      kind: 'unavailable',
      reason: 'INVALID_USER_RELATION',
    });
  });

  it('has a replayed requestId refused', async () => {
    const replaying = client({ newRequestId: () => 'RIDREPLAY0001' });
    expect((await replaying.lookup('13421739-2-41')).kind).toBe('found');
    expect(await replaying.lookup('13421739-2-41')).toEqual({
      kind: 'unavailable',
      reason: 'REQUEST_ID_NOT_UNIQUE',
    });
  });

  it('may reuse the requestId of a request that failed', async () => {
    const requestId = 'RIDFAILEDONCE1';
    const failing = client({ newRequestId: () => requestId, password: 'wrong' });
    expect((await failing.lookup('13421739-2-41')).kind).toBe('unavailable');
    expect((await client({ newRequestId: () => requestId }).lookup('13421739-2-41')).kind).toBe(
      'found',
    );
  });

  it('has a timestamp outside ±1 day refused, within it accepted', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (offset: number) => () => new Date(Date.now() + offset);
    expect(await client({ now: at(-day - 60_000) }).lookup('13421739-2-41')).toEqual({
      kind: 'unavailable',
      reason: 'INVALID_TIMESTAMP',
    });
    expect(await client({ now: at(day + 60_000) }).lookup('13421739-2-41')).toEqual({
      kind: 'unavailable',
      reason: 'INVALID_TIMESTAMP',
    });
    expect((await client({ now: at(-day + 60_000) }).lookup('13421739-2-41')).kind).toBe('found');
  });

  it('refuses an answer far larger than any taxpayer record, without reading it all', async () => {
    const huge = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      // Streamed without a length: the client has to stop reading by itself.
      const chunk = `<x>${'a'.repeat(64 * 1024)}</x>`;
      let sent = 0;
      const pump = () => {
        while (sent < 64) {
          sent += 1;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
        response.end();
      };
      pump();
    });
    await new Promise<void>((resolve) => huge.listen(0, '127.0.0.1', resolve));
    const address = huge.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      expect(await client({ apiUrl: `http://127.0.0.1:${port}` }).lookup('13421739-2-41')).toEqual({
        kind: 'unavailable',
        reason: 'network_error',
      });
    } finally {
      huge.closeAllConnections();
      await new Promise((resolve) => huge.close(resolve));
    }
  });

  it('is unavailable while NAV is in maintenance', async () => {
    simulator.setMaintenance(true);
    try {
      expect(await client().lookup('13421739-2-41')).toEqual({
        kind: 'unavailable',
        reason: 'MAINTENANCE_MODE',
      });
    } finally {
      simulator.setMaintenance(false);
    }
  });

  it('is unavailable when nothing listens', async () => {
    const gone = await startNavSimulator({ users: [user], taxpayers: [] });
    await gone.close();
    warnings.length = 0;
    expect(await client({ apiUrl: gone.url }).lookup('13421739-2-41')).toEqual({
      kind: 'unavailable',
      reason: 'network_error',
    });
    expect(warnings[0]?.msg).toBe('NAV taxpayer query failed');
  });

  it('gives up after its timeout', async () => {
    const slow = await startNavSimulator({
      users: [user],
      taxpayers: demoTaxpayers,
      trafficDelayMs: 2000,
    });
    try {
      const impatient = client({ apiUrl: slow.url, timeoutMs: 200 });
      expect((await impatient.lookup('13421739-2-41')).kind).toBe('found');
      // The second request within a second is held back by NAV's traffic limit.
      expect(await impatient.lookup('13421739-2-41')).toEqual({
        kind: 'unavailable',
        reason: 'timeout',
      });
      expect(slow.stats()).toEqual({ requests: 2, throttled: 1 });
    } finally {
      await slow.close();
    }
  });
});

describe('the simulator on its own (hand-made requests)', () => {
  const post = (body: string, contentType = 'application/xml') =>
    fetch(`${simulator.url}/queryTaxpayer`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });

  function request(overrides: { requestId?: string; signature?: string; timestamp?: string } = {}) {
    const requestId = overrides.requestId ?? `RIDHAND${Math.random().toString(36).slice(2, 12)}`;
    const timestamp = overrides.timestamp ?? new Date().toISOString();
    return buildQueryTaxpayerRequest({
      requestId,
      timestamp,
      login: user.login,
      passwordHash: navPasswordHash(user.password),
      userTaxNumber: user.taxNumber,
      requestSignature:
        overrides.signature ?? navRequestSignature(requestId, timestamp, user.signKey),
      software,
      taxNumber: '13421739',
    });
  }

  it('accepts an intact request and rejects one whose signature was tampered with', async () => {
    expect((await post(request())).status).toBe(200);
    const good = navRequestSignature('RIDTAMPER1', '2025-01-02T08:00:00.000Z', user.signKey);
    const tampered = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    const res = await post(
      request({
        requestId: 'RIDTAMPER1',
        signature: tampered,
        timestamp: new Date().toISOString(),
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<errorCode>INVALID_REQUEST_SIGNATURE</errorCode>');
  });

  it('verifies the reference vector of NAV sample queryTaxpayer.xml', async () => {
    const sample = await startNavSimulator({
      users: [{ ...user, signKey: 'ac-ac3a-7f661bff7d342N43CYX4U9FG' }],
      taxpayers: demoTaxpayers,
      now: () => new Date('2019-09-11T12:00:00.000Z'),
    });
    try {
      const body = buildQueryTaxpayerRequest({
        requestId: 'RID215118906689',
        timestamp: '2019-09-11T11:11:08.579Z',
        login: user.login,
        passwordHash: navPasswordHash(user.password),
        userTaxNumber: user.taxNumber,
        requestSignature:
          'C5ADE8A2231C509D2887E6C2C4406CC5F72CA25B070AD3E94FADFA3F91A8A3667AF882DEDC7D67E9086E3D34A95886E929ACD8C924CD1E8357C89BEF43BA9126',
        software,
        taxNumber: '13421739',
      });
      const res = await fetch(`${sample.url}/queryTaxpayer`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body,
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<ns2:taxpayerValidity>true</ns2:taxpayerValidity>');
    } finally {
      await sample.close();
    }
  });

  it('refuses malformed XML, elements in the wrong namespace, and wrong crypto types', async () => {
    const broken = await post('<QueryTaxpayerRequest><unclosed></QueryTaxpayerRequest>');
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('<errorCode>INVALID_REQUEST</errorCode>');

    // header and user in a namespace other than NAV's common one.
    const wrongNamespace = request()
      .replaceAll('common:', 'other:')
      .replace('xmlns:common=', 'xmlns:other="urn:example:other" xmlns:common=');
    const res = await post(wrongNamespace);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('<errorCode>INVALID_REQUEST</errorCode>');
    expect(text).toContain('header, user and software are required');

    const sha256 = await post(request().replace('cryptoType="SHA-512"', 'cryptoType="SHA-256"'));
    expect(await sha256.text()).toContain('<errorCode>INVALID_PASSWORD_HASH_CRYPTO</errorCode>');

    const wrongVersion = await post(
      request().replace('<common:requestVersion>3.0<', '<common:requestVersion>2.0<'),
    );
    expect(await wrongVersion.text()).toContain('<errorCode>INVALID_REQUEST_VERSION</errorCode>');

    expect((await post(request(), 'text/plain')).status).toBe(400);
    expect((await fetch(`${simulator.url}/queryTaxpayers`, { method: 'POST' })).status).toBe(404);
  });
});
