/**
 * Cancelling a whole performance (decision 0047): the section on the performance's page, its
 * confirmation and the refunds' progress. Part of `programme.cancel`; programme-cancel-en.ts
 * matches it key for key.
 */
export const programmeCancelHu = {
  title: 'Az előadás lemondása',
  intro:
    'Ha az előadás elmarad, itt mondhatja le. A jegyárusítás azonnal leáll, a háttérben pedig minden kifizetett jegy árát visszatérítjük: a kártyás vásárlóknak a SimplePay-en keresztül, a pénztárban fizetőknek a pénztárban, amikor jelentkeznek. A bizonylatok helyesbítése és a vevők e-mailes értesítése (a rendelés nyelvén) is automatikus. Egy több előadásra szóló rendelésből csak ennek az előadásnak a jegyei érvénytelenednek.',
  open: 'Előadás lemondása…',
  dialog_title: 'Lemondja az előadást?',
  dialog_text_one:
    'A(z) {{name}} ({{date}}) előadásra {{count}} jegyet adtak el. Mindegyik érvénytelenné válik, az árát visszatérítjük, és a vevőt e-mailben értesítjük. Ez nem vonható vissza.',
  dialog_text_other:
    'A(z) {{name}} ({{date}}) előadásra {{count}} jegyet adtak el. Mindegyik érvénytelenné válik, az árukat visszatérítjük, és a vevőket e-mailben értesítjük. Ez nem vonható vissza.',
  dialog_text_none:
    'A(z) {{name}} ({{date}}) előadásra még nem adtak el jegyet. A jegyárusítás leáll, az előadás „elmarad” jelölést kap. Ez nem vonható vissza.',
  reason: 'Az elmaradás oka',
  reason_description: 'A vevők ezt olvassák az értesítő e-mailben.',
  reason_required: 'Kérjük, adja meg az elmaradás okát.',
  confirm: 'Igen, lemondom az előadást',
  keep: 'Mégse',
  cancelled_title: 'Az előadás elmarad',
  cancelled_text: 'Lemondva: {{date}}, {{by}}. Az ok: {{reason}}',
  progress_label: 'A visszatérítések állása',
  status: {
    running: 'A visszatérítés folyamatban van…',
    done: 'Minden érintett rendelést visszatérítettünk.',
    done_with_failures:
      'A visszatérítés lezárult, de néhány rendelésnél nem sikerült: ezeket alább látja.',
  },
  counts: 'Kész: {{done}} · Várakozik: {{waiting}} · Sikertelen: {{failed}}',
  totals: 'Visszatérített jegyek: {{tickets}} · összesen {{amount}}',
  no_orders: 'Erre az előadásra nem volt kifizetett rendelés: nincs mit visszatéríteni.',
  table_caption: 'Az érintett rendelések',
  order: 'Rendelés',
  buyer: 'Vevő',
  tickets: 'Jegyek',
  amount: 'Összeg',
  refund: 'Visszatérítés módja',
  state: 'Állapot',
  refunds: {
    card: 'Kártyára (SimplePay)',
    desk: 'A pénztárban, amikor a vevő jelentkezik',
    none: 'Nem volt mit visszatéríteni',
  },
  states: {
    waiting: 'Várakozik',
    done: 'Kész',
    failed: 'Sikertelen',
  },
  error: 'Hiba: {{error}}',
  retry: 'Sikertelenek újrapróbálása',
  retried: 'A sikertelen visszatérítéseket újra megpróbáljuk.',
  load_failed: 'A visszatérítések állását nem sikerült betölteni.',
  reload: 'Újra',
  failed: 'Az előadást nem sikerült lemondani.',
};
