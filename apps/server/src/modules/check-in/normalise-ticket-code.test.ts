import { newTicketCode, normaliseTicketCode, ticketCodePattern } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';

describe('normaliseTicketCode', () => {
  it('keeps a printed code as it is', () => {
    expect(normaliseTicketCode('T7Q2-XK4M-93PD-WW8A')).toBe('T7Q2-XK4M-93PD-WW8A');
  });

  it('gives every issued code back unchanged, in the stored form', () => {
    for (let index = 0; index < 1000; index += 1) {
      const code = newTicketCode();
      expect(normaliseTicketCode(code)).toBe(code);
      expect(normaliseTicketCode(code.replaceAll('-', '').toLowerCase())).toBe(code);
    }
  });

  it('forgives case, spaces, missing or extra hyphens and typographic dashes', () => {
    expect(normaliseTicketCode('  t7q2xk4m93pdww8a\n')).toBe('T7Q2-XK4M-93PD-WW8A');
    expect(normaliseTicketCode('T7Q2 XK4M 93PD WW8A')).toBe('T7Q2-XK4M-93PD-WW8A');
    expect(normaliseTicketCode('T7-Q2X-K4M9-3PDWW-8A')).toBe('T7Q2-XK4M-93PD-WW8A');
    expect(normaliseTicketCode('T7Q2–XK4M—93PD‐WW8A')).toBe('T7Q2-XK4M-93PD-WW8A');
  });

  it('reads O as zero and I or L as one (Crockford)', () => {
    expect(normaliseTicketCode('O0oo-IiLl-1111-ABCD')).toBe('0000-1111-1111-ABCD');
  });

  it('answers a code in the issued pattern', () => {
    expect(normaliseTicketCode('abcd efgh jkmn pqrs')).toMatch(ticketCodePattern);
  });

  it('refuses what cannot be a code', () => {
    for (const input of [
      '',
      '   ',
      'T7Q2-XK4M-93PD',
      'T7Q2-XK4M-93PD-WW8A-0',
      'T7Q2-XK4M-93PD-WW8U',
      'T7Q2-XK4M-93PD-WW8!',
      'T7Q2_XK4M_93PD_WW8A',
      'T7Q2-XK4M-93PD-WW8Á',
      'https://example.com/T7Q2-XK4M-93PD-WW8A',
    ])
      expect(normaliseTicketCode(input), input).toBeNull();
  });
});
