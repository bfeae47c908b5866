import { describe, expect, it } from 'vitest';
import { hashPassword, passwordWeakness, verifyPassword } from './passwords.js';

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
      expect(passwordWeakness(common), common).toBe('common');
    }
    expect(passwordWeakness('Szinhazi-Jegy-77')).toBeNull();
  });

  it('refuses the user’s own name or e-mail address as a password', () => {
    const inputs = ['Kovács Éva', 'kovacs.eva@example.org'];
    expect(passwordWeakness('kovacseva', inputs)).toBe('personal');
    expect(passwordWeakness('kovacs.eva', inputs)).toBe('personal');
    expect(passwordWeakness('Kovacs.Eva@Example.org', inputs)).toBe('personal');
    expect(passwordWeakness('Eva-a-szinhazban-2026', inputs)).toBeNull();
    // Whose name is a common password hears that it is theirs: that is the reason that helps.
    expect(passwordWeakness('Budapest', ['Budapest', 'bp@example.org'])).toBe('personal');
  });
});
