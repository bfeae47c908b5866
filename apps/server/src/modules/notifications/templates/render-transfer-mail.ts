import { translateMail } from '@theatre/i18n/mail';
import type { MailDocument } from './mail-layout.js';
import type { MailContent } from './render-mail.js';

/**
 * A group order's pro-forma e-mail (the díjbekérő PDF attached) and its reminder before the
 * deadline (decision 0046): the amount, the bank account, the deadline and the reference to give.
 */
export function transferDocument(
  content: MailContent,
  greeting: string,
): Omit<MailDocument, 'locale' | 'brand'> {
  const { locale } = content;
  const order = content.order;
  if (order === undefined) throw new Error(`A ${content.kind} e-mail needs its order`);
  const transfer = content.transfer;
  if (transfer === undefined) throw new Error(`A ${content.kind} e-mail needs its transfer`);
  const kind = content.kind === 'transfer_reminder' ? 'transfer_reminder' : 'transfer_pro_forma';
  const params = {
    theatre: content.brand.theatreName,
    id: order.id,
    total: order.total,
    deadline: transfer.deadline,
  };
  return {
    subject: translateMail(locale, `${kind}.subject`, params),
    preheader: translateMail(locale, `${kind}.preheader`, params),
    heading: translateMail(locale, `${kind}.heading`),
    body: [
      greeting,
      translateMail(locale, `${kind}.intro`, params),
      [translateMail(locale, 'transfer_pro_forma.items'), ...order.lines].join('\n'),
      [
        translateMail(locale, 'transfer_pro_forma.amount', params),
        translateMail(locale, 'transfer_pro_forma.bank', { bank: transfer.bankName }),
        translateMail(locale, 'transfer_pro_forma.account', { account: transfer.bankAccount }),
        translateMail(locale, 'transfer_pro_forma.reference', { reference: transfer.reference }),
        translateMail(locale, 'transfer_pro_forma.deadline', params),
      ].join('\n'),
    ],
    after: [
      ...(kind === 'transfer_pro_forma'
        ? [translateMail(locale, 'transfer_pro_forma.attached')]
        : []),
      translateMail(locale, 'transfer_pro_forma.after'),
    ],
    notes: [translateMail(locale, 'transfer_pro_forma.not_invoice')],
  };
}
