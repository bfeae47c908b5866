/**
 * The dialog that exchanges tickets of an order for another date of the same production (decision
 * 0050), and the links between an exchanged order and its new order. Part of `orders.exchange`;
 * orders-exchange-en.ts matches it key for key.
 */
export const ordersExchangeHu = {
  open: 'Csere',
  title: 'Jegycsere – rendelés #{{id}}',
  intro:
    'Válassza ki a becserélendő jegyeket és az ugyanennek a darabnak egy másik előadását. A régi jegyek érvénytelenné válnak, az újak egy új pénztári rendelésbe kerülnek; a régi jegyek értékét beszámítjuk, csak a különbözet mozog.',
  loading: 'A cserélhető jegyek betöltése…',
  load_error: 'A cserélhető jegyeket nem sikerült betölteni.',
  retry: 'Újra',
  refused_not_paid: 'Csak kifizetett rendelés jegyei cserélhetők.',
  refused_transfer:
    'Átutalással fizetett csoportos rendelés jegyei nem cserélhetők a pénztárban: mondja le a rendelést, és vegyen fel újat.',
  refused_complimentary:
    'Tiszteletjegy nem cserélhető: mondja le, és adjon ki újat a másik előadásra.',
  no_tickets: 'Ennek a rendelésnek nincs érvényes jegye.',
  no_targets: 'Ennek a darabnak nincs másik előadása, amelyre most jegyet lehet váltani.',
  tickets: 'Becserélendő jegyek',
  ticket_label: '{{code}} – {{name}}: {{value}}',
  admitted: 'beléptetve',
  none_chosen: 'Jelöljön ki legalább egy jegyet.',
  target: 'Új előadás',
  target_placeholder: 'Válasszon előadást',
  target_required: 'Válassza ki az új előadást.',
  target_option: '{{when}} – {{venue}}',
  choose_tickets_first: 'Előbb jelölje ki a becserélendő jegyeket.',
  types: 'Új jegyek',
  type_label: '{{name}} ({{price}}, szabad: {{available}})',
  seated_note: 'Ülőhelyes előadás: a legjobb egymás melletti helyeket választjuk ki.',
  fee_note: 'A pénztár jegyenként {{fee}} kezelési költséget számít fel.',
  preview: 'Különbözet kiszámítása',
  previewing: 'Számítás…',
  value: 'A régi jegyek értéke',
  price: 'Az új jegyek ára',
  difference: 'Különbözet',
  seats: 'Helyek: {{seats}}',
  settle_pay: 'A vevő a különbözetet ({{amount}}) a pénztárban fizeti meg.',
  settle_refund_card:
    'A különbözetet ({{amount}}) a SimplePay-en keresztül utaljuk vissza a vevő kártyájára.',
  settle_refund_desk: 'A különbözetet ({{amount}}) a pénztárban fizetik vissza a vevőnek.',
  settle_even: 'Nincs különbözet: az új jegyek ára megegyezik a régiekével.',
  payment: 'A különbözet fizetése',
  cash: 'Készpénz',
  card: 'Bankkártya (pénztári terminál)',
  payment_required: 'Válassza ki, hogyan fizet a vevő.',
  till_own_pay: 'A különbözetet az Ön kasszájába veszi be; a napi zárás elszámolja.',
  till_own_refund: 'A különbözetet az Ön kasszájából fizeti vissza; a napi zárás elszámolja.',
  confirm: 'Csere véglegesítése',
  keep: 'Mégsem',
  failed: 'A csere nem sikerült',
  from_order: 'Ez a rendelés egy csere új rendelése: a(z) #{{id}} rendelés jegyei helyett.',
  to_orders: 'A rendelés egyes jegyeit becserélték. Új rendelés:',
  open_order: 'Rendelés #{{id}}',
  credit: 'Beszámított érték a régi jegyekből: {{amount}}',
};
