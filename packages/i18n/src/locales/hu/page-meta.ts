/**
 * What the server writes into a page before any script runs (decision 0061): the descriptions
 * search engines and link previews show, and the labels of the programme and the event page as
 * sent in the HTML.
 */
export const pageMeta = {
  page_meta: {
    description_home:
      '{{theatre}}: műsor, időpontok, helyszínek és jegyárak. Vásároljon jegyet online, bankkártyás fizetéssel.',
    description_event: '{{name}} – {{date}}, {{venue}}. Jegyek online, bankkártyás fizetéssel.',
    description_page: '{{theatre}} – online jegypénztár.',
    programme: 'Műsor',
    no_events: 'Jelenleg nincs meghirdetett előadás.',
    price: 'Jegyár: {{price}}',
    price_range: 'Jegyár: {{min}} – {{max}}',
    price_from: 'Jegyek {{price}}-tól',
    sold_out: 'Minden jegy elkelt',
    not_on_sale: 'A jegyértékesítés még nem kezdődött el',
    cancelled: 'Elmarad',
    moved: 'Új időpont (az eredeti: {{date}})',
    duration: 'Időtartam: {{minutes}} perc',
    age_limit: 'Korhatár: {{age}} év',
    venue: 'Helyszín',
    tickets: 'Jegyek',
    buy: 'Jegyvásárlás',
    poster_alt: 'Plakát: {{name}}',
  },
};
