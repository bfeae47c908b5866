import { describe, expect, it } from 'vitest';
import {
  navPasswordHash,
  navRequestSignature,
  navTimestamp,
  navTimestamp14,
  newNavRequestId,
} from './nav-crypto.js';

describe('NAV hashes', () => {
  it('signs a query like NAV sample queryTaxpayer.xml (reference vector)', () => {
    expect(
      navRequestSignature(
        'RID215118906689',
        '2019-09-11T11:11:08.579Z',
        'ac-ac3a-7f661bff7d342N43CYX4U9FG',
      ),
    ).toBe(
      'C5ADE8A2231C509D2887E6C2C4406CC5F72CA25B070AD3E94FADFA3F91A8A3667AF882DEDC7D67E9086E3D34A95886E929ACD8C924CD1E8357C89BEF43BA9126',
    );
  });

  it('signs over the timestamp to the second: milliseconds do not count, seconds do', () => {
    const key = 'ac-ac3a-7f661bff7d342N43CYX4U9FG';
    const base = navRequestSignature('RID1', '2019-09-11T11:11:08.579Z', key);
    expect(navRequestSignature('RID1', '2019-09-11T11:11:08Z', key)).toBe(base);
    expect(navRequestSignature('RID1', '2019-09-11T11:11:09.579Z', key)).not.toBe(base);
    expect(navRequestSignature('RID2', '2019-09-11T11:11:08.579Z', key)).not.toBe(base);
    expect(navRequestSignature('RID1', '2019-09-11T11:11:08.579Z', `${key}x`)).not.toBe(base);
  });

  it('hashes the password with SHA-512 in upper-case hex', () => {
    // SHA-512("abc"), FIPS 180-2 appendix C.1.
    expect(navPasswordHash('abc')).toBe(
      'DDAF35A193617ABACC417349AE20413112E6FA4E89A97EA20A9EEEE64B55D39A2192992A274FC1A836BA3C23A3FEEBBD454D4423643CE80E2A9AC94FA54CA49F',
    );
    expect(navPasswordHash('jelszó')).toMatch(/^[0-9A-F]{128}$/);
  });

  it('writes timestamps in UTC with milliseconds and reduces them to YYYYMMDDhhmmss', () => {
    expect(navTimestamp(new Date('2019-09-11T13:11:08.579+02:00'))).toBe(
      '2019-09-11T11:11:08.579Z',
    );
    expect(navTimestamp14('2019-09-11T11:11:08.579Z')).toBe('20190911111108');
    expect(navTimestamp14('2019-09-11T11:11:08Z')).toBe('20190911111108');
    expect(() => navTimestamp14('2019-09-11T13:11:08+02:00')).toThrow();
  });

  it('makes requestIds NAV accepts, each different', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newNavRequestId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[+a-zA-Z0-9_]{1,30}$/);
  });
});
