/**
 * The back office's exports for the accountant and the house manager (decision 0040): the
 * request's validation texts, the file names, the spreadsheets' title rows and column headers.
 */
export const exportValidation = {
  export_kind: 'Válasszon exportot: rendelések, jegyek, értékesítés vagy ÁFA-analitika.',
  export_date_basis: 'Válassza ki, melyik dátum szerint szűr: rendelés, fizetés vagy előadás.',
  export_format: 'Válasszon formátumot: XLSX vagy CSV.',
};

export const exportTexts = {
  kinds: {
    orders: 'rendelesek',
    tickets: 'jegyek',
    sales: 'ertekesites',
    vat: 'afa-analitika',
  },
  titles: {
    orders: 'Rendelések',
    tickets: 'Jegyek',
    sales: 'Értékesítés csatornánként és produkciónként',
    vat: 'ÁFA-analitika',
    vat_rates: 'ÁFA-kulcsonként',
    vat_documents: 'Bizonylatonként',
    vat_corrections: 'Javító bizonylatok (sztornó, új és módosító bizonylat)',
  },
  /** The file name's part that says which date the period is about (ASCII). */
  basis_file: {
    order: 'rendelesdatum',
    payment: 'fizetesdatum',
    performance: 'eloadasdatum',
  },
  /** The title row: "{{title}}, {{from}} – {{to}}, {{basis}} szerint". */
  basis: {
    order: 'rendelés dátuma',
    payment: 'fizetés dátuma',
    performance: 'előadás dátuma',
  },
  /** The corrections' table is by the documents' own date, whatever the form chose. */
  basis_document: 'a javító bizonylat kelte',
  title_row: '{{title}}: {{from}} – {{to}}, {{basis}} szerint (budapesti idő, összegek forintban)',
  channels: {
    online: 'Online',
    box_office: 'Pénztár',
    complimentary: 'Tiszteletjegy',
  },
  complimentary_reasons: {
    press: 'Sajtó',
    company_guest: 'A társulat vendége',
    protocol: 'Protokoll',
    other: 'Egyéb',
  },
  refund_status: {
    none: 'Nincs',
    pending: 'Folyamatban',
    partial: 'Részben visszatérítve',
    refunded: 'Visszatérítve',
    failed: 'Sikertelen',
  },
  ticket_status: {
    valid: 'Érvényes',
    cancelled: 'Érvénytelenített',
  },
  document_kinds: {
    receipt: 'Nyugta',
    invoice: 'Számla',
    invoice_modify: 'Módosító számla',
    receipt_cancel: 'Sztornó nyugta',
    invoice_cancel: 'Sztornó számla',
    receipt_replacement: 'Új nyugta (a megmaradt tételekről)',
    invoice_replacement: 'Új számla (a megmaradt tételekről)',
  },
  groups: {
    channel: 'Csatorna',
    production: 'Produkció',
    total: 'Összesen',
    complimentary: 'Tiszteletjegyek (nem eladás, 0 Ft)',
  },
  columns: {
    order_id: 'Rendelésszám',
    created_at: 'Rendelés ideje',
    paid_at: 'Fizetés ideje',
    status: 'Állapot',
    channel: 'Csatorna',
    buyer_name: 'Vevő neve',
    buyer_email: 'Vevő e-mail-címe',
    payment_means: 'Fizetési mód',
    ticket_total: 'Jegyek bruttó (Ft)',
    fee_total: 'Kezelési költség (Ft)',
    discount: 'Kedvezmény (Ft)',
    total: 'Fizetendő bruttó (Ft)',
    refund_status: 'Visszatérítés',
    documents: 'Bizonylatszámok',
    ticket_code: 'Jegykód',
    production: 'Előadás',
    starts_at: 'Kezdés',
    ticket_type: 'Jegytípus',
    seat: 'Hely',
    price: 'Ár (Ft)',
    checked_in_at: 'Belépett',
    complimentary: 'Tiszteletjegy (indok)',
    group: 'Csoportosítás',
    name: 'Megnevezés',
    quantity: 'Jegyek (db)',
    gross: 'Bruttó listaáron (Ft)',
    paid: 'Fizetett bruttó (Ft)',
    document_kind: 'Bizonylat',
    document_number: 'Bizonylatszám',
    document_date: 'Kelte',
    corrected_document: 'Javított bizonylat',
    vat_rate: 'ÁFA-kulcs',
    net: 'Nettó (Ft)',
    vat: 'ÁFA (Ft)',
    vat_gross: 'Bruttó (Ft)',
  },
};
