/** Exchanging tickets to another date (decision 0050): the API's errors, checks and answers. */
export const exchangeErrors = {
  tickets_exchanged: 'Ezeket a jegyeket már becserélték (új rendelés: {{order}}).',
  exchange_not_allowed:
    'Ennek a rendelésnek a jegyei nem cserélhetők: átutalással fizetett csoportos rendelés, tiszteletjegy vagy nem kifizetett rendelés.',
};

export const exchangeValidation = {
  exchange_target: 'Válasszon egy másik, most is árusított előadást ugyanebből a darabból.',
  exchange_production:
    'A kiválasztott jegyeknek ugyanannak a darabnak az előadásaira kell szólniuk.',
  exchange_ticket_type: 'Ez a jegytípus nem ennek az előadásnak a jegytípusa.',
  exchange_quantity: 'Legalább egy új jegyet válasszon.',
  exchange_payment: 'Válassza ki, hogyan fizeti a vevő a különbözetet (készpénz vagy kártya).',
  exchange_till: 'Válassza ki, melyik kassza veszi be vagy fizeti ki a különbözetet.',
  exchange_seated: 'Ülőhelyes előadásra csak a helyek zónájának jegytípusával lehet cserélni.',
  exchange_sold_out: 'Ebből a jegytípusból nincs ennyi szabad jegy: {{left}} maradt.',
};

export const exchangeMessages = {
  tickets_exchanged_pay:
    'A jegyeket becseréltük ({{count}} db). A vevő fizetett: {{total}}. Új rendelés: {{order}}.',
  tickets_exchanged_refund_card:
    'A jegyeket becseréltük ({{count}} db). A különbözet ({{total}}) visszamegy a vevő kártyájára. Új rendelés: {{order}}.',
  tickets_exchanged_refund_desk:
    'A jegyeket becseréltük ({{count}} db). Fizessen vissza a vevőnek: {{total}}. Új rendelés: {{order}}.',
  tickets_exchanged_even: 'Becserélve ({{count}} db), különbözet nélkül. Új rendelés: {{order}}.',
};
