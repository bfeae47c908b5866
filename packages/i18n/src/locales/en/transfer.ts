/**
 * Group orders by bank transfer (decision 0046): the validation texts and the pro-forma's words.
 */
export const transferValidation = {
  transfer_lines_empty: 'Give at least one ticket type and a quantity.',
  transfer_not_on_sale:
    'This ticket type cannot be ordered now (it does not exist, is not visible, or the performance has started).',
  transfer_not_enough: 'Only {{available}} tickets of this type are left.',
  transfer_paid_on_future: 'The date of the transfer cannot be in the future.',
  bank_account: 'Give a Hungarian account number (2×8 or 3×8 digits) or an IBAN.',
  reminder_after_deadline: 'The reminder must go before the payment deadline.',
};

export const transferTexts = {
  title: 'Pro-forma — not an invoice',
  not_invoice:
    'This pro-forma is not an invoice and not an accounting document. The invoice is issued and sent once the transfer has arrived.',
  number: 'Order number',
  issued: 'Date',
  deadline: 'Payment deadline',
  seller: 'Seller',
  buyer: 'Buyer',
  tax_number: 'Tax number: {{tax}}',
  items: 'Items',
  quantity: '{{quantity}} × {{price}}',
  fee: 'Handling fee',
  total: 'Amount to pay',
  bank: 'Bank',
  account: 'Account number',
  reference: 'Payment reference (please give it exactly so)',
  reference_value: 'Order {{id}}',
  hold: 'The tickets are held until the end of the payment deadline. If the transfer has not arrived by then, the reservation lapses.',
  filename: 'pro-forma-{{id}}.pdf',
};
