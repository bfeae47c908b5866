/** The buyer's data rights (decision 0054): erasure and export; the API's errors and answers. */
export const dataRightsErrors = {
  account_erasure_staff:
    'Munkatársi fiók nem törölhető. Előbb egy adminisztrátor vegye el a munkatársi szerepkört.',
  account_erasure_order_open:
    'Egy rendelése még fizetésre vár. Amint kifizette, vagy a rendelés lejárt, törölheti a fiókját.',
  account_erasure_refund_open:
    'Egy visszatérítése még folyamatban van. Amint rendeztük, törölheti a fiókját.',
  account_erasure_document_pending:
    'Egy rendelése bizonylatát még most állítjuk ki. Kérjük, néhány perc múlva próbálja újra.',
};

export const dataRightsValidation = {
  erasure_reason_too_long: 'Az indoklás legfeljebb 500 karakter lehet.',
};

export const dataRightsMessages = {
  account_erased: 'Fiókját és személyes adatait töröltük. Kijelentkeztettük.',
  erasure_link_sent:
    'E-mailben elküldtük a törlés megerősítéséhez szükséges linket. A link 24 órán át érvényes.',
  user_erased:
    'A fiókot töröltük: {{orders}} rendelés adatait anonimizáltuk, {{documents}} bizonylatot megőriztünk.',
};
