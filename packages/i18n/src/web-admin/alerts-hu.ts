/**
 * The back office's alerts ("needs attention", decision 0022): on the overview and on an order's
 * page, with the dialog that settles one. Part of the `admin` namespace (`alerts.*`); alerts-en.ts
 * must match it key for key. Formal address ("Ön"), as everywhere (decision 0032).
 */
export const adminAlerts = {
  title: 'Figyelmet igényel',
  intro:
    'A SimplePay olyan aláírt üzenetei, amelyek eltérnek a rendeléstől. A rendszer nem dolgozta fel őket: a rendelést nem jelölte fizetettnek, és visszatérítést sem indított. Rendezésükig itt maradnak.',
  empty: 'Jelenleg nincs figyelmet igénylő tétel.',
  list_label: 'Figyelmet igénylő tételek',
  kinds: {
    payment_mismatch: 'A SimplePay üzenete eltér a rendeléstől',
  },
  order: 'Rendelés #{{id}}',
  order_link_label: 'Rendelés #{{id}} megnyitása',
  raised: 'Érkezett: {{date}}',
  message: 'Jelentett állapot: {{status}} · {{source}} · SimplePay-azonosító: {{transaction}}',
  unknown: 'ismeretlen',
  sources: {
    ipn: 'IPN-értesítés',
    query: 'állapotlekérdezés',
    cancel: 'megszakítás',
  },
  mismatches_label: 'Eltérések',
  mismatch: '{{field}}: a rendelés szerint {{expected}}, az üzenetben {{received}}',
  fields: {
    total: 'Összeg',
    currency: 'Pénznem',
    merchant: 'Kereskedői fiók',
    order_ref: 'Hivatkozás',
    transaction_id: 'SimplePay-azonosító',
  },
  cashier_note: 'Rendezni adminisztrátor tudja.',
  settle: {
    button: 'Rendezés',
    button_label: 'Rendezés: rendelés #{{id}}, {{what}}',
    title: 'Figyelmeztetés rendezése',
    text: 'Rendelés #{{id}}: {{what}}. Kérjük, írja le, hogyan rendezte (például: a SimplePay-jel egyeztetve, a SimplePay-en visszatérítve, a pénztárban kifizetve). A rendezés pénzmozgással nem jár.',
    note: 'Megjegyzés',
    note_description: 'Kötelező. A rendelés naplójába kerül; a vevő nem látja.',
    note_required: 'Kérjük, adja meg, hogyan rendezte.',
    keep: 'Mégse',
    confirm: 'Rendezettként rögzítem',
    failed: 'Nem sikerült rögzíteni a rendezést.',
    network_error: 'Nincs kapcsolat a szerverrel. Kérjük, próbálja újra.',
  },
} as const;
