import { describe, expect, it } from 'vitest';
import { consentFingerprint, consentKinds, consentTexts } from './consent-texts.js';

describe('consent text versions', () => {
  it('declares a new version whenever a consent text changes (update version and fingerprint)', () => {
    for (const kind of consentKinds) {
      expect(consentFingerprint(kind), kind).toBe(consentTexts[kind].fingerprint);
    }
  });

  it('gives every consent its own version', () => {
    const versions = consentKinds.map((kind) => consentTexts[kind].version);
    expect(new Set(versions).size).toBe(versions.length);
  });
});
