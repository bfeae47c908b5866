import { describe, expect, it } from 'vitest';
import { newTicketCode, ticketCodePattern } from './ticket-code.js';

describe('ticket codes', () => {
  it('are four groups of four unambiguous characters, and do not repeat', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => newTicketCode()));
    expect(codes.size).toBe(10_000);
    for (const code of codes) expect(code).toMatch(ticketCodePattern);
  });
});
