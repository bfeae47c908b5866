import { translateMail, type MailMessageKey } from '@theatre/i18n/mail';
import type { RefundMailReason } from '../queue-mail.js';
import type { MailDocument } from './mail-layout.js';
import type { MailContent } from './render-mail.js';

/** The first paragraph of a refund e-mail, by why the shop gave the payment back. */
const refundIntro = {
  tickets_gone: 'payment_refunded.intro',
  already_paid: 'payment_refunded.intro_already_paid',
  order_closed: 'payment_refunded.intro_order_closed',
} as const satisfies Record<RefundMailReason, MailMessageKey>;

type RefundMailKind = 'payment_refunded' | 'refund_bank_details' | 'refund_transferred';

/**
 * The refund e-mails: a payment the shop gave back by itself (`payment_refunded`, why it did);
 * a card refund the provider refused, with the button to the form for a bank account
 * (`refund_bank_details`, decision 0053); and that refund transferred to that account
 * (`refund_transferred`). `order.total` is the amount of the refund.
 */
export function refundDocument(
  content: MailContent & { kind: RefundMailKind },
  greeting: string,
): Omit<MailDocument, 'locale' | 'brand'> {
  const { locale, kind, order } = content;
  if (order === undefined) throw new Error(`A ${kind} e-mail needs its order`);
  const params = {
    theatre: content.brand.theatreName,
    id: order.id,
    total: order.total,
    account: order.bankAccount ?? '',
  };
  const head = {
    subject: translateMail(locale, `${kind}.subject`, params),
    preheader: translateMail(locale, `${kind}.preheader`, params),
    heading: translateMail(locale, `${kind}.heading`),
  };
  switch (kind) {
    case 'payment_refunded':
      return {
        ...head,
        body: [
          greeting,
          translateMail(locale, refundIntro[content.refundReason ?? 'tickets_gone'], params),
        ],
        after: [translateMail(locale, 'payment_refunded.after')],
        notes: [],
      };
    case 'refund_bank_details': {
      if (content.url === undefined) throw new Error('A refund_bank_details e-mail needs its link');
      return {
        ...head,
        body: [
          greeting,
          translateMail(locale, 'refund_bank_details.intro', params),
          translateMail(locale, 'refund_bank_details.ask'),
        ],
        button: { label: translateMail(locale, 'refund_bank_details.button'), url: content.url },
        after: [],
        notes: [translateMail(locale, 'refund_bank_details.after')],
      };
    }
    case 'refund_transferred':
      return {
        ...head,
        body: [greeting, translateMail(locale, 'refund_transferred.intro', params)],
        after: [translateMail(locale, 'refund_transferred.after')],
        notes: [],
      };
  }
}
