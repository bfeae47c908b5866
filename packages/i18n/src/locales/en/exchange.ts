/** Exchanging tickets to another date (decision 0050): the API's errors, checks and answers. */
export const exchangeErrors = {
  tickets_exchanged: 'These tickets were exchanged already (new order: {{order}}).',
  exchange_not_allowed:
    'The tickets of this order cannot be exchanged: it is a group order paid by bank transfer, complimentary, or not paid.',
};

export const exchangeValidation = {
  exchange_target: 'Choose another performance of the same production that is on sale now.',
  exchange_production: 'The chosen tickets must be for performances of one production.',
  exchange_ticket_type: 'This ticket type is not one of this performance.',
  exchange_quantity: 'Choose at least one new ticket.',
  exchange_payment: 'Choose how the buyer pays the difference (cash or card).',
  exchange_till: 'Choose the till that takes or pays out the difference.',
  exchange_seated:
    'A seated performance can only be exchanged to with its seat zones’ ticket types.',
  exchange_sold_out: 'There are not that many tickets of this type left: {{left}} left.',
};

export const exchangeMessages = {
  tickets_exchanged_pay:
    'The tickets were exchanged ({{count}}). The buyer paid {{total}}. New order: {{order}}.',
  tickets_exchanged_refund_card:
    'The tickets were exchanged ({{count}}). The difference ({{total}}) goes back to the buyer’s card. New order: {{order}}.',
  tickets_exchanged_refund_desk:
    'The tickets were exchanged ({{count}}). Pay the buyer back {{total}}. New order: {{order}}.',
  tickets_exchanged_even:
    'The tickets were exchanged ({{count}}) with no difference. New order: {{order}}.',
};
