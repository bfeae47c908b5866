/** Moving a performance to a new date (decision 0048): the API's errors, checks and answers. */
export const moveErrors = {
  performance_past: 'Ez az előadás már elkezdődött vagy lezajlott: nem helyezhető át.',
  performance_move_not_found:
    'Ez a link nem érvényes. Kérjük, ellenőrizze, hogy teljes egészében másolta-e be.',
  performance_move_deadline_passed:
    'A visszatérítés kérésének határideje lejárt: a jegyek az új időpontra érvényesek.',
  performance_move_refunded: 'Ennek a rendelésnek az előadásra szóló jegyeit már visszatérítettük.',
  performance_move_no_tickets:
    'A rendelésben nincs már érvényes jegy erre az előadásra: nincs mit visszatéríteni.',
};

export const moveValidation = {
  move_start_past: 'Az új kezdésnek a jövőben kell lennie.',
  move_start_same: 'Az új kezdés nem lehet azonos a mostanival.',
  move_start_before_sale: 'Az új kezdés nem lehet a jegyértékesítés kezdete előtt.',
  move_deadline_past: 'A visszatérítési határidőnek a jövőben kell lennie.',
  move_deadline_after_start: 'A visszatérítési határidőnek az új kezdés előtt kell lennie.',
  start_sold:
    'Erre az előadásra már adtak el jegyet: az időpontját az „Áthelyezés új időpontra” résszel módosíthatja, amely a vevőket is értesíti.',
};

export const moveMessages = {
  performance_moved:
    'Az előadást áthelyeztük: a vevőket a háttérben értesítjük, az állást itt követheti.',
  moved_tickets_refunded_card:
    'A jegyeket visszatérítettük: {{total}} összeget visszautalunk a kártyájára.',
  moved_tickets_refunded_desk:
    'A jegyeket visszatérítettük: {{total}} összeget jegypénztárunkban fizetjük vissza.',
  moved_tickets_refunded_none: 'A jegyeket visszavettük.',
};
