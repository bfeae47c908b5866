import { describe, expect, it } from 'vitest';
import { backParameters, newSalt, signatureMatches, signText } from './simulator-signature.js';

const key = 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6';

// The vectors of SimplePay's v2 documentation (start, back redirect, IPN) (PUBLICTESTHUF).
const startBody = String.raw`{"salt":"f2dbffcef9a3ab94b618ddb59f0da637","merchant":"PUBLICTESTHUF","orderRef":"1853354717597262343977","currency":"HUF","customerEmail":"sdk_test@simplepay.com","language":"HU","sdkVersion":"SimplePay_PHP_SDK_2.1.5_250731:819df13a2304433007f4e3159610f623","methods":["CARD"],"total":"25","timeout":"2025-10-06T07:00:34+02:00","url":"https:\/\/sdk.simplepay.hu\/back.php"}`;
const ipnBody =
  '{"salt":"223G0O18VAqdLhQYbJz73adT36YzLtak","orderRef":"101010515680292482600","method":"CARD","merchant":"PUBLICTESTHUF","finishDate":"2019-09-09T14:46:18+0200","paymentDate":"2019-09-09T14:41:13+0200","transactionId":99844942,"status":"FINISHED"}';
const ipnReply = `${ipnBody.slice(0, -1)},"receiveDate":"2019-09-09T14:46:20+0200"}`;

describe('SimplePay signatures of the simulator', () => {
  it('signs the official start request vector (over the raw body, \\/ escapes included)', () => {
    expect(signText(key, startBody)).toBe(
      'ioi43JEN1utnzPTdJGjuU7we8zgyWh7s0NILYgN0PYLej3OnyjFohbI3YZ747J0v',
    );
    // Re-serialising would drop the \/ escapes and change the signature.
    expect(signText(key, JSON.stringify(JSON.parse(startBody)))).not.toBe(signText(key, startBody));
  });

  it('builds the official back-redirect r and s', () => {
    const { r, s } = backParameters(key, {
      r: 0,
      t: 99844942,
      e: 'SUCCESS',
      m: 'PUBLICTESTHUF',
      o: '101010515680292482600',
    });
    expect(encodeURIComponent(r)).toBe(
      'eyJyIjowLCJ0Ijo5OTg0NDk0MiwiZSI6IlNVQ0NFU1MiLCJtIjoiUFVCTElDVEVTVEhVRiIsIm8iOiIxMDEwMTA1MTU2ODAyOTI0ODI2MDAifQ%3D%3D',
    );
    expect(Buffer.from(r, 'base64').toString('utf8')).toBe(
      '{"r":0,"t":99844942,"e":"SUCCESS","m":"PUBLICTESTHUF","o":"101010515680292482600"}',
    );
    expect(encodeURIComponent(s)).toBe(
      'El%2Fnvex9TjgjuORI63gEu5I5miGo4CSAD5lmEpKIxp7WuVRq6bBeh1QdyEvVGSsi',
    );
  });

  it('signs the official IPN body and IPN reply vectors', () => {
    expect(signText(key, ipnBody)).toBe(
      'nyzTerZvJ45970fFSDoJD/0Joh2edew5yeBiSWwf4XSlZf5nUDv+6OCut3KVtfO0',
    );
    expect(signText(key, ipnReply)).toBe(
      'O6SbiHOyriyh85T1pwNAMobxbE6KYmCXVKfmFX7xGswonD+kZks7Y9c1Vf9NXArq',
    );
  });

  it('verifies signatures and rejects tampering, other keys and missing values', () => {
    const signature = 'nyzTerZvJ45970fFSDoJD/0Joh2edew5yeBiSWwf4XSlZf5nUDv+6OCut3KVtfO0';
    expect(signatureMatches(key, ipnBody, signature)).toBe(true);
    expect(signatureMatches(key, ipnBody.replace('FINISHED', 'CANCELLED'), signature)).toBe(false);
    expect(signatureMatches('9A2sDc7xh1JKW8r193RwW7X7X2ts837w', ipnBody, signature)).toBe(false);
    expect(signatureMatches(key, ipnBody, signature.slice(1))).toBe(false);
    expect(signatureMatches(key, ipnBody, undefined)).toBe(false);
    expect(signatureMatches(key, ipnBody, '')).toBe(false);
  });

  it('makes fresh 32-character salts', () => {
    const salts = new Set(Array.from({ length: 20 }, () => newSalt()));
    expect(salts.size).toBe(20);
    for (const salt of salts) expect(salt).toMatch(/^[0-9a-f]{32}$/);
  });
});
