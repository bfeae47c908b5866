/**
 * The dialog that takes some tickets of a paid order back (decision 0039): the tickets to give
 * back, what they cost, why, and which till pays a desk refund. Part of `orders.refund_tickets`;
 * orders-refund-en.ts matches it key for key.
 */
export const ordersRefundHu = {
  open: 'Jegyek visszavétele',
  title: 'Jegyek visszavétele – rendelés #{{id}}',
  intro:
    'Jelölje ki a visszavett jegyeket. Ezek érvénytelenné válnak, visszakerülnek eladásra, a vevő visszakapja az árukat a kezelési költséggel együtt (a kupon kedvezményének rájuk eső része nélkül), a nyugta vagy számla helyett pedig sztornó és új bizonylat készül a megmaradt jegyekről. A többi jegy érvényes marad.',
  tickets: 'Visszavett jegyek',
  ticket_label: '{{code}} – {{name}}: {{share}}',
  admitted: 'beléptetve',
  admitted_note: 'Beléptetett jegyet csak adminisztrátor vehet vissza.',
  total: 'Visszatérítendő összesen: {{total}}',
  none_chosen: 'Jelöljön ki legalább egy jegyet.',
  way_simplepay:
    'Az összeget a SimplePay-en keresztül utaljuk vissza a vevő kártyájára (részleges visszatérítés).',
  way_desk: 'Az összeget a pénztárban fizetik vissza.',
  reason: 'A visszavétel oka',
  reason_description: 'A naplóba kerül; a vevő nem látja.',
  reason_required: 'Kérjük, adja meg a visszavétel okát.',
  confirm_one: '{{count}} jegy visszavétele',
  confirm_other: '{{count}} jegy visszavétele',
  keep: 'Mégse',
  failed: 'A jegyeket nem sikerült visszavenni.',
};

/** Paying a refund out at the desk, from a till (`orders.pay_out`). */
export const ordersPayOutHu = {
  button: 'Kifizetés a pénztárban',
  button_label: 'A(z) {{amount}} visszatérítés kifizetése a pénztárban',
  title: 'Visszatérítés kifizetése a pénztárban',
  text: 'A vevő a(z) #{{id}} rendelés elmaradt előadásra szóló jegyeinek árát, {{amount}} összeget a pénztárban kapja vissza. Fizesse ki neki, majd rögzítse itt: a kassza napzárása ezt a kifizetést is elszámolja.',
  till_required: 'Válassza ki, melyik kasszából fizetik ki.',
  keep: 'Mégse',
  confirm: '{{amount}} kifizetve',
  failed: 'A kifizetést nem sikerült rögzíteni.',
};
