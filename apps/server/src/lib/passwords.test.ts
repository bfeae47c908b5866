import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with Argon2id and OWASP parameters, and verifies', async () => {
    const stored = await hashPassword('Szinhazi-Jegy-77');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Szinhazi-Jegy-77')).toBe(true);
    expect(await verifyPassword(stored, 'szinhazi-jegy-77')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('knows common passwords, in any case and with accents', () => {
    for (const common of [
      'password1',
      'PASSWORD1',
      'qwerty123',
      '12345678',
      'jelszó123',
      'Budapest1',
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(isCommonPassword('Szinhazi-Jegy-77')).toBe(false);
  });

  it('refuses the user’s own name or e-mail address as a password', () => {
    const inputs = ['Kovács Éva', 'kovacs.eva@example.org'];
    expect(isCommonPassword('kovacseva', inputs)).toBe(true);
    expect(isCommonPassword('kovacs.eva', inputs)).toBe(true);
    expect(isCommonPassword('Kovacs.Eva@Example.org', inputs)).toBe(true);
    expect(isCommonPassword('Eva-a-szinhazban-2026', inputs)).toBe(false);
  });
});
