import { describe, expect, it } from 'vitest';
import {
  ipnEcho,
  isValidSimplePaySignature,
  simplePaySignature,
  simplePayTime,
} from './simplepay-signature.js';

// The official vectors (PUBLICTESTHUF's published key), see docs/decisions/0012.
const key = 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6';

describe('SimplePay signatures', () => {
  it('signs the start request of the official example', () => {
    const body =
      '{"salt":"f2dbffcef9a3ab94b618ddb59f0da637","merchant":"PUBLICTESTHUF","orderRef":"1853354717597262343977","currency":"HUF","customerEmail":"sdk_test@simplepay.com","language":"HU","sdkVersion":"SimplePay_PHP_SDK_2.1.5_250731:819df13a2304433007f4e3159610f623","methods":["CARD"],"total":"25","timeout":"2025-10-06T07:00:34+02:00","url":"https:\\/\\/sdk.simplepay.hu\\/back.php"}';
    expect(simplePaySignature(key, body)).toBe(
      'ioi43JEN1utnzPTdJGjuU7we8zgyWh7s0NILYgN0PYLej3OnyjFohbI3YZ747J0v',
    );
  });

  it('verifies the back redirect of the official example, a space read back as +', () => {
    const r = decodeURIComponent(
      'eyJyIjowLCJ0Ijo5OTg0NDk0MiwiZSI6IlNVQ0NFU1MiLCJtIjoiUFVCTElDVEVTVEhVRiIsIm8iOiIxMDEwMTA1MTU2ODAyOTI0ODI2MDAifQ%3D%3D',
    );
    const s = decodeURIComponent(
      'El%2Fnvex9TjgjuORI63gEu5I5miGo4CSAD5lmEpKIxp7WuVRq6bBeh1QdyEvVGSsi',
    );
    const json = Buffer.from(r, 'base64').toString('utf8');
    expect(json).toBe(
      '{"r":0,"t":99844942,"e":"SUCCESS","m":"PUBLICTESTHUF","o":"101010515680292482600"}',
    );
    expect(isValidSimplePaySignature(key, json, s)).toBe(true);
    expect(isValidSimplePaySignature(key, json.replace('0,', '1,'), s)).toBe(false);
    expect(isValidSimplePaySignature(key, json, undefined)).toBe(false);
    expect(isValidSimplePaySignature(key, json, 'short')).toBe(false);
  });

  it('verifies the IPN and signs its echo as in the official example', () => {
    const ipn =
      '{"salt":"223G0O18VAqdLhQYbJz73adT36YzLtak","orderRef":"101010515680292482600","method":"CARD","merchant":"PUBLICTESTHUF","finishDate":"2019-09-09T14:46:18+0200","paymentDate":"2019-09-09T14:41:13+0200","transactionId":99844942,"status":"FINISHED"}';
    expect(
      isValidSimplePaySignature(
        key,
        ipn,
        'nyzTerZvJ45970fFSDoJD/0Joh2edew5yeBiSWwf4XSlZf5nUDv+6OCut3KVtfO0',
      ),
    ).toBe(true);
    const echo = ipnEcho(ipn, '2019-09-09T14:46:20+0200');
    expect(echo).toBe(`${ipn.slice(0, -1)},"receiveDate":"2019-09-09T14:46:20+0200"}`);
    expect(simplePaySignature(key, echo)).toBe(
      'O6SbiHOyriyh85T1pwNAMobxbE6KYmCXVKfmFX7xGswonD+kZks7Y9c1Vf9NXArq',
    );
  });

  it('writes times with the Budapest offset', () => {
    expect(simplePayTime(new Date('2025-10-06T05:00:34Z'))).toBe('2025-10-06T07:00:34+02:00');
    expect(simplePayTime(new Date('2025-01-06T05:00:34Z'))).toBe('2025-01-06T06:00:34+01:00');
  });
});
