import { describe, expect, it } from 'vitest';
import { replyProblem } from './ipn-sender.js';
import { signText } from './simulator-signature.js';

const key = 'FxDa5w314kLlNseq2sKuVwaqZshZT5d6';
const sent =
  '{"salt":"223G0O18VAqdLhQYbJz73adT36YzLtak","orderRef":"101010515680292482600","method":"CARD","merchant":"PUBLICTESTHUF","finishDate":"2019-09-09T14:46:18+0200","paymentDate":"2019-09-09T14:41:13+0200","transactionId":99844942,"status":"FINISHED"}';
// The IPN reply vector of SimplePay's v2 documentation.
const reply = `${sent.slice(0, -1)},"receiveDate":"2019-09-09T14:46:20+0200"}`;
const replySignature = 'O6SbiHOyriyh85T1pwNAMobxbE6KYmCXVKfmFX7xGswonD+kZks7Y9c1Vf9NXArq';

const ok = { status: 200, contentType: 'application/json', signature: replySignature, text: reply };

describe('judging the shop’s IPN reply', () => {
  it('accepts the official signed echo', () => {
    expect(replyProblem(sent, key, ok)).toBeUndefined();
    expect(
      replyProblem(sent, key, { ...ok, contentType: 'application/json; charset=utf-8' }),
    ).toBeUndefined();
  });

  it('refuses a non-200 status, another content type and a wrong or missing signature', () => {
    expect(replyProblem(sent, key, { ...ok, status: 204 })).toBe('HTTP 204');
    expect(replyProblem(sent, key, { ...ok, contentType: 'text/plain' })).toMatch(/Content-Type/);
    expect(replyProblem(sent, key, { ...ok, signature: undefined })).toMatch(/Signature/);
    expect(replyProblem(sent, key, { ...ok, text: reply.replace('14:46:20', '14:46:21') })).toMatch(
      /Signature/,
    );
  });

  it('refuses a reply that is signed but does not echo the notification with receiveDate', () => {
    // Signed correctly, so only the content is at fault.
    const problem = (text: string) =>
      replyProblem(sent, key, { ...ok, text, signature: signText(key, text) });
    expect(problem(sent)).toMatch(/receiveDate/);
    expect(problem(`${sent.slice(0, -1)},"receiveDate":"tegnap"}`)).toMatch(/receiveDate/);
    expect(problem(reply.replace('"FINISHED"', '"CANCELLED"'))).toBe(
      'the reply does not echo status',
    );
    expect(problem(reply.replace('99844942', '"99844942"'))).toBe(
      'the reply does not echo transactionId',
    );
    expect(problem('[]')).toMatch(/not a JSON object/);
    expect(problem('{')).toMatch(/not JSON/);
  });
});
