import { mailTextKinds, mailTextPlaceholders, placeholdersIn } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { sampleMailContent } from '../sample-mail-content.js';
import { fillPlaceholders, textApplies, textParagraphs } from './apply-mail-text.js';
import { defaultMailText } from './mail-text-defaults.js';
import { renderMail } from './render-mail.js';

const brand = {
  theatreName: 'Rakparti Színház',
  logoUrl: 'https://jegy.example.hu/logo.png',
  brandTitle: 'Online jegypénztár',
  contactEmail: null,
};
const sample = (kind: (typeof mailTextKinds)[number], locale: 'hu' | 'en' = 'hu') =>
  sampleMailContent(kind, locale, brand, 'https://jegy.example.hu');

describe('the e-mail texts (decision 0051)', () => {
  it('fills placeholders once: a value holding braces is not filled again', () => {
    expect(fillPlaceholders('{a} és {b} {x}', { a: '{b}', b: 'B' })).toBe('{b} és B {x}');
  });

  it('parts paragraphs at blank lines and keeps single line breaks', () => {
    expect(textParagraphs('Egy\nkettő\r\n\r\n  \nHárom\n\n\n')).toEqual(['Egy\nkettő', 'Három']);
  });

  it('defaults use only the placeholders each kind offers, in both languages', () => {
    for (const kind of mailTextKinds) {
      for (const locale of ['hu', 'en'] as const) {
        const text = defaultMailText(kind, locale);
        const used = [...placeholdersIn(text.subject), ...placeholdersIn(text.body)];
        expect(used.length, `${kind} ${locale}`).toBeGreaterThan(0);
        for (const name of used) {
          expect(mailTextPlaceholders[kind] as readonly string[], `${kind} ${locale}`).toContain(
            name,
          );
        }
      }
    }
  });

  it('renders the default text exactly as the mail without a stored text', () => {
    for (const kind of mailTextKinds) {
      if (kind === 'audience_message') continue; // Its default subject is the message's own.
      for (const locale of ['hu', 'en'] as const) {
        const content = sample(kind, locale);
        const own = renderMail({ ...content, customText: defaultMailText(kind, locale) });
        expect(own, `${kind} ${locale}`).toEqual(renderMail(content));
      }
    }
  });

  it('keeps the structured blocks after the text (the bank details of a pro-forma)', () => {
    const mail = renderMail({
      ...sample('transfer_pro_forma'),
      customText: { subject: 'Díjbekérő {order_number}', body: 'Tisztelt {buyer_name}!' },
    });
    expect(mail.subject).toBe('Díjbekérő 1024');
    expect(mail.text).toContain('Tisztelt Minta Anna!');
    expect(mail.text).toContain('Bankszámlaszám: 11111111-22222222-33333333');
    expect(mail.text).not.toContain('Köszönjük csoportos rendelését');
  });

  it('speaks only for the cases it was written for', () => {
    const paid = sample('order_paid');
    expect(textApplies(paid)).toBe(true);
    expect(textApplies({ ...paid, order: { ...paid.order!, complimentary: true } })).toBe(false);
    expect(textApplies({ ...paid, url: undefined, order: { ...paid.order!, desk: true } })).toBe(
      false,
    );
    const cancelled = sample('order_cancelled');
    expect(textApplies(cancelled)).toBe(true);
    expect(
      textApplies({
        ...cancelled,
        cancellation: { paid: false, refund: null, documentAttached: false },
      }),
    ).toBe(false);
    expect(textApplies({ ...paid, kind: 'verify_email' })).toBe(false);
  });
});
