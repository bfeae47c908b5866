/**
 * The back office's exports for the accountant and the house manager (decision 0040): the
 * request's validation texts, the file names, the spreadsheets' title rows and column headers.
 */
export const exportValidation = {
  export_kind: 'Choose an export: orders, tickets, sales or VAT analysis.',
  export_date_basis: 'Choose the date to filter by: order, payment or performance.',
  export_format: 'Choose a format: XLSX or CSV.',
};

export const exportTexts = {
  kinds: {
    orders: 'orders',
    tickets: 'tickets',
    sales: 'sales',
    vat: 'vat-analysis',
  },
  titles: {
    orders: 'Orders',
    tickets: 'Tickets',
    sales: 'Sales by channel and by production',
    vat: 'VAT analysis',
    vat_rates: 'Per VAT rate',
    vat_documents: 'Per document',
  },
  basis_file: {
    order: 'order-date',
    payment: 'payment-date',
    performance: 'performance-date',
  },
  basis: {
    order: 'order date',
    payment: 'payment date',
    performance: 'performance date',
  },
  title_row: '{{title}}: {{from}} – {{to}}, by {{basis}} (Budapest time, amounts in HUF)',
  channels: {
    online: 'Online',
    box_office: 'Box office',
  },
  refund_status: {
    none: 'None',
    pending: 'Pending',
    partial: 'Partly refunded',
    refunded: 'Refunded',
    failed: 'Failed',
  },
  ticket_status: {
    valid: 'Valid',
    cancelled: 'Cancelled',
  },
  document_kinds: {
    receipt: 'Receipt',
    invoice: 'Invoice',
  },
  groups: {
    channel: 'Channel',
    production: 'Production',
    total: 'Total',
  },
  columns: {
    order_id: 'Order number',
    created_at: 'Ordered at',
    paid_at: 'Paid at',
    status: 'Status',
    channel: 'Channel',
    buyer_name: 'Buyer name',
    buyer_email: 'Buyer e-mail',
    payment_means: 'Payment method',
    ticket_total: 'Tickets gross (HUF)',
    fee_total: 'Handling fee (HUF)',
    discount: 'Discount (HUF)',
    total: 'Total gross (HUF)',
    refund_status: 'Refund',
    documents: 'Document numbers',
    ticket_code: 'Ticket code',
    production: 'Performance',
    starts_at: 'Starts at',
    ticket_type: 'Ticket type',
    seat: 'Seat',
    price: 'Price (HUF)',
    checked_in_at: 'Checked in at',
    group: 'Grouping',
    name: 'Name',
    quantity: 'Tickets',
    gross: 'Gross at list prices (HUF)',
    paid: 'Paid gross (HUF)',
    document_kind: 'Document',
    document_number: 'Document number',
    document_date: 'Date',
    vat_rate: 'VAT rate',
    net: 'Net (HUF)',
    vat: 'VAT (HUF)',
    vat_gross: 'Gross (HUF)',
  },
};
