import type { Catalog } from '../catalog.js';
import type { hu } from './hu.js';

export const en: Catalog<typeof hu> = {
  common: {
    greeting: 'Dear {{name}},',
    button_fallback: 'If the button does not work, copy this address into your browser:',
    signature: 'Kind regards,',
    automatic: 'This e-mail was sent automatically by our online box office; please do not reply.',
    contact: 'Any questions? Write to us: {{email}}',
  },
  /** Decision 0051: the made-up facts the back office's preview of an e-mail text fills in. */
  sample: {
    name: 'Anna Sample',
    production: 'Hamlet',
    venue: 'Main hall, 1011 Budapest, Bem rakpart 33.',
    line: 'Hamlet – Full price ticket, 2 pcs: 12 900 Ft',
    reason: 'the lead actor is ill',
    note: 'The starting time stays the same.',
    message_subject: 'Important information about the performance',
    message_text: 'Please arrive 15 minutes before the start.',
    bank: 'Sample Bank Ltd.',
  },
  verify_email: {
    subject: 'Confirm your e-mail address – {{theatre}}',
    preheader: 'One click and your registration is complete.',
    heading: 'Confirm your e-mail address',
    intro:
      'Thank you for registering at our online box office. To complete your registration, please confirm your e-mail address with the button below.',
    button: 'Confirm e-mail address',
    validity: 'The link is valid for {{hours}} hours.',
    ignore: 'If you did not register, please ignore this e-mail.',
  },
  magic_link: {
    subject: 'Your login link – {{theatre}}',
    preheader: 'Log in without a password. The link is valid for {{minutes}} minutes.',
    heading: 'Log in with one click',
    intro:
      'You asked for a login link to our online box office. The button below logs you in without a password.',
    button: 'Log in',
    validity: 'The link is valid for {{minutes}} minutes and works only once.',
    ignore:
      'If you did not ask for this, ignore this e-mail: nobody can log in to your account without the link.',
  },
  reset_password: {
    subject: 'Set a new password – {{theatre}}',
    preheader: 'Set a new password. The link is valid for {{minutes}} minutes.',
    heading: 'Forgotten password',
    intro:
      'We received a request to reset the password of your account. You can set a new password with the button below.',
    button: 'Set a new password',
    validity: 'The link is valid for {{minutes}} minutes and works only once.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  erase_account: {
    subject: 'Confirm the erasure of your account – {{theatre}}',
    preheader: 'Confirm that you want your account erased. The link is valid for {{hours}} hours.',
    heading: 'Erase account',
    intro:
      'You asked us to erase your account at our online box office. Confirm it with the button below: afterwards you cannot sign in, your personal data are erased, and the invoices and receipts issued to you are kept for 8 years as the accounting law requires.',
    button: 'Erase my account',
    validity: 'The link is valid for {{hours}} hours and works only once.',
    ignore: 'If you did not ask for this, ignore this e-mail: your account stays.',
  },
  password_changed: {
    subject: 'Your password has been changed – {{theatre}}',
    preheader: 'A security notice about your account.',
    heading: 'Your password has been changed',
    intro: 'Security notice: the password of your account ({{email}}) has just been changed.',
    if_you: 'If it was you, there is nothing else to do.',
    if_not_with_link:
      'If it was not you, someone may have access to your account: set a new password at once with the button below, and let us know.',
    if_not:
      'If it was not you, someone may have access to your account: set a new password at once with the “Forgotten password” link on the login page, and let us know.',
    button: 'Set a new password',
  },
  purchase_link: {
    subject: 'Complete your purchase – {{theatre}}',
    preheader: 'The tickets in your cart are held for you until {{time}}.',
    heading: 'Your purchase link',
    intro:
      'You started a purchase without registering at our online box office. Continue with the button below: choose how you would like your tickets, and pay by card.',
    button: 'Continue the purchase',
    hold: 'The tickets in your cart are held for you until {{time}}; after that they have to be added to the cart again.',
    validity:
      'The link works for {{days}} days: with it you pay, try again after a failed payment, and download your tickets. Keep this e-mail and do not share the link.',
    ignore: 'If you did not ask for this, please ignore this e-mail.',
  },
  order_paid: {
    subject: 'Payment received – order {{id}} – {{theatre}}',
    preheader: 'Thank you for your purchase! Amount paid: {{total}}.',
    heading: 'Thank you for your purchase!',
    intro:
      'Your order {{id}} is paid and your tickets are reserved for you. Amount paid: {{total}}.',
    items: 'Your order:',
    button: 'My orders',
    after: 'You can also find your order in your account, among your previous orders.',
    after_guest:
      'You can open your order again at any time with the purchase link we e-mailed you earlier.',
    intro_desk:
      'Thank you for buying at our box office! Your order {{id}} is paid and your tickets were printed at the desk. Amount paid: {{total}}.',
    after_desk: 'Please bring your tickets to the performance.',
    subject_complimentary: 'Complimentary ticket – order {{id}} – {{theatre}}',
    preheader_complimentary: 'Your complimentary ticket is attached to this e-mail.',
    heading_complimentary: 'Your complimentary ticket',
    intro_complimentary:
      'We are pleased to send you your complimentary ticket (order {{id}}). There is nothing to pay.',
    after_complimentary: 'We look forward to seeing you at the performance.',
    performance: 'Performance: {{name}}',
    when: 'Date and time: {{when}}',
    venue: 'Venue: {{venue}}',
    attached: 'Attached to this e-mail as PDF: {{files}}.',
    attached_tickets: 'your tickets',
    attached_receipt: 'the receipt',
    attached_invoice: 'the invoice',
    and: 'and',
    calendar:
      'The performances are attached as calendar entries too (an .ics file): open it to add them to your calendar.',
    tickets_at_door: 'Please show your tickets at the door, printed or on your phone.',
    tickets_download:
      'As you asked, the tickets are not attached: you can download them as PDF with your order.',
  },
  exchange: {
    subject: 'Ticket exchange – order {{id}} – {{theatre}}',
    preheader: 'Your tickets were exchanged; the new tickets are attached to this e-mail.',
    heading: 'Your tickets were exchanged',
    intro:
      'As you asked, the tickets of your order {{from}} were exchanged. The new tickets are in order {{id}}; the old tickets are no longer valid.',
    items: 'Your new tickets:',
    value:
      'The value of the old tickets ({{credit}}) was credited towards the new ones. The new tickets cost {{total}} in all.',
    paid: 'You paid the difference ({{paid}}) at the box office.',
    refund_card:
      'The difference ({{refunded}}) is refunded to the card you paid with; it reaches your account within a few working days.',
    refund_desk: 'The difference ({{refunded}}) was paid back to you at the box office.',
    even: 'The new tickets cost the same as the old ones: there was no difference to pay.',
    after:
      'Please do not use the old tickets: only the new ones are accepted at the door. The corrected document of the old order is among your orders.',
  },
  payment_refunded: {
    subject: 'Your payment has been refunded – order {{id}} – {{theatre}}',
    preheader: 'We have refunded {{total}} to your card.',
    heading: 'Refund',
    intro:
      'The payment for order {{id}} arrived after its reservation had expired, and the tickets were sold meanwhile. We could not fulfil the order, so we have refunded the {{total}} you paid to your card.',
    after:
      'Depending on your bank, the refund appears on your account within a few working days. We apologise for the inconvenience.',
    intro_already_paid:
      'Order {{id}} had already been paid by an earlier payment, so we have refunded the second payment of {{total}} to your card. Your order and its tickets remain valid.',
    intro_order_closed:
      'The payment for order {{id}} arrived after the order had been cancelled. We have refunded the {{total}} you paid to your card.',
  },
  refund_bank_details: {
    subject: 'Refund by bank transfer – order {{id}} – {{theatre}}',
    preheader: 'We could not refund {{total}} to your card.',
    heading: 'Give us your bank account for the refund',
    intro:
      'The refund of {{total}} for order {{id}} was not accepted by the card provider, so we could not pay it back to your card.',
    ask: 'Please use the button below to give us the bank account we may transfer the amount to. You can correct the details until the transfer is made.',
    button: 'Enter bank account',
    after:
      'This link is for you only; please do not pass it on. We never ask for bank details by e-mail.',
  },
  refund_transferred: {
    subject: 'Your refund has been transferred – order {{id}} – {{theatre}}',
    preheader: 'We have transferred {{total}} to the bank account you gave us.',
    heading: 'Refund transferred',
    intro:
      'We have transferred the refund of {{total}} for order {{id}} to the bank account you gave us ({{account}}).',
    after: 'Depending on your bank, the amount appears on your account within a few working days.',
  },
  order_cancelled: {
    subject: 'Your order {{id}} has been cancelled – {{theatre}}',
    preheader: 'We have cancelled your order {{id}}.',
    heading: 'Your order has been cancelled',
    intro_paid:
      'We have cancelled your order {{id}}. Its tickets are no longer valid and cannot be used for admission.',
    intro_unpaid:
      'We have cancelled your order {{id}}, which had not been paid, and released the tickets it reserved.',
    items: 'The cancelled order:',
    refund_card:
      'We are refunding the {{total}} you paid to your card. Depending on your bank, the refund appears on your account within a few working days.',
    refund_desk: 'The {{total}} you paid has been paid back to you at our box office.',
    unpaid_payment:
      'If you completed the payment after the cancellation, the charge will be refunded to your card automatically.',
    document_attached: 'The cancellation document is attached to this e-mail.',
    button: 'My orders',
    after: 'You can also find the cancelled order in your account, among your previous orders.',
  },
  transfer_pro_forma: {
    subject: 'Pro-forma for order {{id}} – {{theatre}}',
    preheader: 'Please transfer {{total}} by {{deadline}}.',
    heading: 'Pro-forma',
    intro:
      'Thank you for your group order. We hold the tickets until the end of {{deadline}}; please transfer the total to the bank account below by then.',
    items: 'The items of the order:',
    amount: 'Amount to pay: {{total}}',
    bank: 'Bank: {{bank}}',
    account: 'Account number: {{account}}',
    reference: 'Payment reference: {{reference}}',
    deadline: 'Payment deadline: {{deadline}}',
    attached: 'The pro-forma is attached as a PDF.',
    after:
      'Once the transfer has arrived, we send the invoice and the tickets. If the amount has not arrived by the deadline, the reservation lapses.',
    not_invoice: 'A pro-forma is not an invoice.',
  },
  transfer_reminder: {
    subject: 'Reminder: the payment deadline of order {{id}} is {{deadline}} – {{theatre}}',
    preheader: 'The amount of {{total}} has not arrived yet.',
    heading: 'Payment reminder',
    intro:
      'The transfer for your group order {{id}} has not arrived yet. We hold the tickets until the end of {{deadline}}; if you have transferred meanwhile, please disregard this e-mail.',
  },
  tickets_refunded: {
    subject: 'Some tickets of your order {{id}} have been taken back – {{theatre}}',
    preheader: 'We have taken back some tickets of your order {{id}}.',
    heading: 'Some tickets taken back',
    intro:
      'We have taken back the tickets of your order {{id}} listed below: they are no longer valid and cannot be used for admission. The other tickets of the order remain valid.',
    items: 'The tickets taken back:',
    refund_card:
      'We are refunding what they cost, {{total}}, to your card. Depending on your bank, the refund appears on your account within a few working days.',
    refund_desk: 'What they cost, {{total}}, has been paid back to you at our box office.',
    documents:
      'Your receipt or invoice is replaced by a cancellation and a new document for the tickets that remain; you can download the remaining tickets and the new document among your orders.',
    button: 'My orders',
    after: 'You can also find the order in your account, among your previous orders.',
  },
  performance_cancelled: {
    subject: 'Performance cancelled: {{performance}} – {{theatre}}',
    preheader: 'The performance {{performance}} is cancelled; we are refunding your tickets.',
    heading: 'The performance is cancelled',
    intro:
      'We are sorry to tell you that the performance {{performance}} ({{when}}) is cancelled. The tickets of your order {{id}} for this performance are no longer valid and cannot be used for admission.',
    reason: 'The reason: {{reason}}',
    items: 'The cancelled tickets:',
    refund_card:
      'We are refunding what they cost, {{total}}, to your card. Depending on your bank, the refund appears on your account within a few working days.',
    refund_desk:
      'What they cost, {{total}}, is paid back to you at our box office: please come to the box office with your order number, {{id}}.',
    documents_left:
      'Your receipt or invoice is replaced by a cancellation and a new document for the tickets that remain; you can download them among your orders.',
    documents_all: 'Your receipt or invoice is cancelled by a cancellation document.',
    sorry:
      'Thank you for your understanding; we look forward to seeing you at another performance.',
    button: 'My orders',
    after: 'You can also find the order in your account, among your previous orders.',
  },
  performance_moved: {
    subject: 'New date: {{performance}} – {{theatre}}',
    preheader: 'The performance {{performance}} moves to {{when}}.',
    heading: 'The performance moves to a new date',
    intro:
      'We would like to let you know that the performance {{performance}}, for which you hold tickets in your order {{id}}, moves from {{old}} to a new date: {{when}}.',
    venue: 'Venue: {{venue}}',
    note: 'Note: {{note}}',
    items: 'Your tickets, valid for the new date:',
    valid:
      'Your tickets remain valid for the new date; you can download them again with the new date. The calendar entry is attached.',
    refund:
      'If you cannot come on the new date, you can ask for a refund of the tickets ({{total}}) until {{deadline}} with the button below.',
    button: 'Tickets and refund',
    tickets_link: 'Download the tickets directly: {{url}}',
    after: 'This link is yours alone; please do not pass it on.',
  },
  documents: {
    ticket: {
      title: 'Ticket',
      performance: 'Performance',
      date: 'Date',
      venue: 'Venue',
      seat: 'Seat',
      type: 'Ticket type',
      price: 'Price',
      order: 'Order',
      buyer: 'Buyer',
      code: 'Ticket code',
      of: '{{index}} of {{count}}',
      note: 'Please show the ticket at the entrance, printed or on your phone. The QR code admits one person once.',
    },
    receipt: 'Receipt',
    receipt_cancel: 'Cancellation receipt',
    invoice: 'Invoice',
    invoice_cancel: 'Cancellation invoice',
    invoice_modify: 'Modifying invoice',
    number: 'Number',
    cancels: 'Cancels document {{number}} (issued {{date}})',
    modifies: 'Number of the modified invoice: {{number}} (issued {{date}})',
    issue_date: 'Date of issue',
    supply_date: 'Date of supply',
    payment_method: 'Payment method',
    cash: 'Cash',
    card_terminal: 'Card (box office terminal)',
    card_simplepay: 'Card (online, SimplePay)',
    bank_transfer: 'Bank transfer',
    // Documents recorded before the means of payment were told apart (decision 0023).
    card: 'Card',
    order: 'Order number',
    seller: 'Seller',
    buyer: 'Buyer',
    tax_number: 'Tax number',
    registration_number: 'Company registration number',
    item: 'Description',
    quantity: 'Qty',
    unit_net: 'Net unit price',
    vat_rate: 'VAT',
    net: 'Net',
    vat: 'VAT amount',
    gross: 'Gross',
    vat_summary: 'VAT summary',
    total: 'Total to pay',
    total_cancel: 'Total refunded',
    total_modify: 'Difference in total',
    modify_refunded: 'The difference has been refunded to the buyer.',
    paid: 'The buyer has paid the price.',
    comment: 'Comment',
    exempt_TAM: 'TAM – exempt supply',
    exempt_AAM: 'AAM – exempt taxpayer',
    issued_by: 'Issued by the online box office of {{theatre}}.',
  },
  audience_message: {
    sample_name: 'Customer',
    about:
      'You receive this message because order {{id}} holds your tickets for this performance: {{name}}, {{when}}.',
  },
  payment_alert: {
    subject: 'A payment needs attention – order {{id}} – {{theatre}}',
    preheader: 'A message from SimplePay disagrees with the order; it was not applied.',
    heading: 'A payment needs attention',
    intro:
      'A signed message from SimplePay ({{status}}, {{source}}, transaction {{transaction}}) disagrees with order {{id}} (total {{total}}). The order was not marked as paid because of it, and no refund was started.',
    mismatches: 'What disagrees:',
    mismatch: '{{field}}: {{expected}} by the order, {{received}} in the message',
    button: 'Open the order',
    after:
      "Please compare the transaction in SimplePay's merchant admin, then record on the order's page how it was settled. Until then the alert stays on the back office's overview and on the order's page.",
    why: "You receive this e-mail because this address is set as the alerts' recipient in the back office's settings.",
    sources: {
      ipn: 'notification (IPN)',
      query: 'status query',
      cancel: 'cancellation',
    },
    fields: {
      total: 'Amount',
      currency: 'Currency',
      merchant: 'Merchant account',
      order_ref: 'Reference',
      transaction_id: 'SimplePay ID',
    },
    unknown: 'unknown',
  },
  mailbox: {
    title: 'Development mailbox',
    demo_notice:
      'Demo mode: e-mails are not sent out but can be read here. This page does not exist in production.',
    filter_label: 'Recipient e-mail address',
    filter_button: 'Filter',
    filter_clear: 'All messages',
    caption: 'Messages, newest first',
    filtered_caption: 'Messages to {{to}}, newest first',
    empty: 'No messages yet.',
    time: 'Time',
    recipient: 'Recipient',
    subject: 'Subject',
    kind: 'Kind',
    status: 'Status',
    language: 'Language',
    sent_at: 'Sent',
    last_error: 'Last error',
    back: 'Back to the mailbox',
    html_version: 'HTML version',
    html_frame_title: 'The HTML version of the message',
    text_version: 'Plain text version',
    headers: 'Headers',
    not_found: 'There is no such message.',
    status_queued: 'Queued',
    status_sent: 'Sent',
    status_failed: 'Failed',
    attachments: 'Attachments',
    attachments_caption: "The message's attachments",
    attachment_name: 'File name',
    attachment_type: 'Type',
    attachment_size: 'Size',
    no_attachments: 'No attachments.',
  },
};
