/**
 * Group orders by bank transfer (decision 0046): the validation texts and the pro-forma's
 * (díjbekérő) words.
 */
export const transferValidation = {
  transfer_lines_empty: 'Adjon meg legalább egy jegytípust és darabszámot.',
  transfer_not_on_sale:
    'Ez a jegytípus most nem rendelhető (nincs ilyen, nem látható, vagy az előadás elkezdődött).',
  transfer_not_enough: 'Ebből a jegytípusból csak {{available}} jegy van még.',
  transfer_paid_on_future: 'Az átutalás dátuma nem lehet a jövőben.',
  bank_account: 'Adjon meg belföldi bankszámlaszámot (2×8 vagy 3×8 számjegy) vagy IBAN-t.',
  reminder_after_deadline: 'Az emlékeztetőnek a fizetési határidő előtt kell mennie.',
};

export const transferTexts = {
  title: 'Díjbekérő — nem számla',
  not_invoice:
    'Ez a díjbekérő nem számla, és nem számviteli bizonylat. A számlát az átutalás beérkezése után állítjuk ki és küldjük el.',
  number: 'Rendelésszám',
  issued: 'Kelte',
  deadline: 'Fizetési határidő',
  seller: 'Eladó',
  buyer: 'Vevő',
  tax_number: 'Adószám: {{tax}}',
  items: 'Tételek',
  quantity: '{{quantity}} db × {{price}}',
  fee: 'Kezelési költség',
  total: 'Fizetendő összeg',
  bank: 'Bank',
  account: 'Bankszámlaszám',
  reference: 'Közlemény (kérjük, pontosan így adja meg)',
  reference_value: 'Rendelés {{id}}',
  hold: 'A jegyeket a fizetési határidő végéig foglalva tartjuk. Ha addig nem érkezik meg az átutalás, a foglalás megszűnik.',
  filename: 'dijbekero-{{id}}.pdf',
};
