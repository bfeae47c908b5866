/** A refused card refund's bank-details form (decision 0053): the API's errors, checks, answers. */
export const bankDetailsErrors = {
  refund_bank_details_not_found:
    'Ez a link nem érvényes. Kérjük, ellenőrizze, hogy teljes egészében másolta-e be.',
  refund_bank_details_settled:
    'Ezt a visszatérítést már átutaltuk: a bankszámla adatai nem módosíthatók.',
};

export const bankDetailsValidation = {
  bank_holder_required: 'Kérjük, adja meg a számlatulajdonos nevét.',
  bank_holder_too_long: 'A számlatulajdonos neve legfeljebb 100 karakter lehet.',
  bank_account_required: 'Kérjük, adja meg a bankszámlaszámot.',
  bank_account_format:
    'A bankszámlaszám 16 vagy 24 számjegy (8-as csoportokban), vagy egy IBAN (pl. HU42 1177 …).',
  bank_account_check_digit:
    'A bankszámlaszám ellenőrző számjegye hibás. Kérjük, ellenőrizze a számokat.',
  iban_check: 'Az IBAN ellenőrző száma hibás. Kérjük, ellenőrizze a karaktereket.',
  iban_country: 'Ezt az országkódot nem ismerjük fel; kérjük, ellenőrizze az IBAN elejét.',
};

export const bankDetailsMessages = {
  refund_bank_details_saved:
    'Köszönjük, megkaptuk a bankszámla adatait. Munkatársunk hamarosan átutalja az összeget.',
};
