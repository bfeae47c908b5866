/**
 * The back office's reports (decision 0020): sales, occupancy and revenue, the CSV, and the
 * browsers' error reports. Part of the `admin` namespace (`reports.*`). Hungarian defines the
 * shape; reports-en.ts must match it key for key. Staff are addressed formally ("Ön", decision
 * 0032).
 */
export const adminReportsHu = {
  title: 'Kimutatások',
  intro:
    'Eladások, telítettség és bevétel. Csak a kifizetett rendelések számítanak; a törölt rendelések nem.',
  range: {
    legend: 'Időszak',
    presets_label: 'Gyors választás',
    presets: {
      this_month: 'Ez a hónap',
      last_month: 'Előző hónap',
      last_30: 'Elmúlt 30 nap',
      next_30: 'Következő 30 nap',
    },
    from: 'Első nap',
    to: 'Utolsó nap',
    apply: 'Megjelenítés',
    invalid:
      'Adjon meg egy érvényes időszakot: az első nap ne legyen későbbi az utolsónál, és legfeljebb 400 nap legyen.',
    shown: '{{from}} – {{to}}',
  },
  summary: {
    label: 'Összesítés',
    performances: 'Előadások',
    sold: 'Eladott jegyek',
    sold_hint: '{{capacity}} helyből, {{held}} most kosárban',
    occupancy: 'Telítettség',
    ticket_revenue: 'Jegybevétel, bruttó',
    ticket_revenue_hint: 'Listaáron {{gross}}, kedvezmény {{discount}}',
    ticket_revenue_vat: 'Nettó {{net}} + ÁFA {{vat}}',
    received: 'Bevétel a visszatérítések után',
    received_hint: 'Online {{online}} · pénztár {{box_office}}',
    refunded: 'Visszatérítve: {{amount}}',
  },
  revenue: {
    title: 'Bevétel naponta',
    description:
      'Az időszakban fizetett rendelések bevétele a fizetés napja szerint, csatornánként, a visszatérítések levonása után (a levont összeget a Visszatérítve oszlop mutatja).',
    online: 'Online',
    box_office: 'Pénztár',
    empty: 'Ebben az időszakban nem fizettek ki rendelést.',
    table_toggle: 'Napi bontás táblázatban',
    columns: {
      day: 'Nap',
      orders: 'Rendelés',
      online: 'Online',
      box_office: 'Pénztár',
      refunded: 'Visszatérítve',
      net: 'Összesen a visszatérítések után',
    },
  },
  vat: {
    title: 'ÁFA-összesítő',
    description:
      'Az időszakban fizetett rendelések kulcsonként, ahogy a nyugtáikon és számláikon szerepelnek. A nettó összeg ÁFA nélkül értendő.',
    caption: 'Nettó, ÁFA és bruttó ÁFA-kulcsonként',
    columns: {
      rate: 'ÁFA-kulcs',
      net: 'Nettó',
      vat: 'ÁFA',
      gross: 'Bruttó',
    },
    total: 'Összesen',
  },
  occupancy: {
    title: 'Telítettség előadásonként',
    description: 'Az eladott jegyek aránya a helyekhez, az időszakban kezdődő előadásokon.',
    series: 'Telítettség (%)',
    more: 'A grafikon az első {{count}} előadást mutatja; mindegyik a táblázatban van.',
  },
  sales: {
    title: 'Eladások előadásonként és jegytípusonként',
    description:
      'Bruttó (listaáron): a jegyek eladási ára a kedvezmények előtt. Bruttó: amit a vevők a kedvezmények után fizettek. A nettó összeg ÁFA nélkül értendő; az ÁFA a bruttó és a nettó különbsége. A kezelési költséget a táblázat nem tartalmazza; a nyugtákkal és számlákkal forintra egyező összegeket az ÁFA-összesítő mutatja.',
    empty: 'Ebben az időszakban nem kezdődik előadás.',
    columns: {
      performance: 'Előadás',
      ticket_type: 'Jegytípus',
      price: 'jelenlegi ár',
      sold: 'Eladva',
      held: 'Kosárban',
      occupancy: 'Telítettség',
      gross: 'Bruttó (listaáron)',
      discount: 'Kedvezmény',
      paid_gross: 'Bruttó',
      paid_net: 'Nettó',
      paid_vat: 'ÁFA',
    },
    sold_of: '{{sold}} / {{capacity}}',
    unpublished: 'Nem közzétett',
    no_types: 'Ennek az előadásnak nincs jegytípusa.',
    total: 'Összesen',
    types_label: 'Jegytípusok: {{name}}',
  },
  csv: {
    download: 'CSV letöltése',
    hint: 'Jegytípusonként; pontosvesszővel tagolt UTF-8, a magyar Excel közvetlenül megnyitja.',
    failed: 'A CSV-t nem sikerült letölteni. Próbálja újra.',
  },
  client_errors: {
    title: 'Kliens hibák',
    intro:
      'A látogatók böngészőjében történt, el nem kapott hibák jelentései, a legújabb elöl. 30 napig őrizzük őket.',
    empty: 'Az elmúlt 30 napban nem érkezett hibajelentés.',
    total: '{{count}} jelentés',
    columns: {
      time: 'Időpont',
      message: 'Hibaüzenet',
      source: 'Fájl és sor',
      url: 'Oldal',
      user_agent: 'Böngésző',
    },
    details: 'Részletek',
    request: 'Kérés azonosítója: {{id}}',
    no_source: 'ismeretlen',
    pagination: 'Lapozás',
    page: '{{page}}. oldal',
    previous: 'Előző oldal',
    next: 'Következő oldal',
    first: 'Első oldal',
    last: 'Utolsó oldal',
  },
};
