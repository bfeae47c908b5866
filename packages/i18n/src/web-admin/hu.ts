import { adminSecurityLogHu } from './security-log-hu.js';
import { adminTransferOrdersHu } from './transfer-orders-hu.js';
import { adminAuditHu } from './audit-hu.js';
import { adminContentHu } from './content-hu.js';
import { adminSettingsHu } from './settings-hu.js';
import { adminMailTextsHu } from './mail-texts-hu.js';
import { adminReportsHu } from './reports-hu.js';
import { adminCheckIn } from './check-in-hu.js';
import { adminOrders } from './orders-hu.js';
import { adminAlerts } from './alerts-hu.js';
import { adminCoupons } from './coupons-hu.js';
import { adminUsers } from './users-hu.js';
import { boxOfficeHu } from './box-office-hu.js';
import { adminProgramme } from './programme-hu.js';
import { adminVenues } from './venues-hu.js';
import { adminSeatEditor } from './seat-editor-hu.js';
import { adminSeatsHu } from './seats-hu.js';
/**
 * Texts of the back office (`/admin`, decision 0016): the `admin` namespace, loaded with its lazy
 * chunks only, never by the shop's pages. Hungarian defines the shape; the English catalogue must
 * match it key for key. Staff are addressed formally ("Ön"), as everyone is (decision 0032).
 */
export const webAdmin = {
  shell: {
    title: 'Ügyintézés',
    brand: 'Jegypénztár – ügyintézés',
    to_shop: 'Vissza a jegyvásárláshoz',
    nav_label: 'Az ügyintézés menüje',
    open_nav: 'Menü megnyitása',
    close_nav: 'Menü bezárása',
    signed_in_as: 'Bejelentkezve: {{name}} ({{role}})',
    roles: {
      administrator: 'adminisztrátor',
      programme_manager: 'műsorszervező',
      box_office: 'pénztáros',
      door: 'jegykezelő',
      accountant: 'könyvelő',
      customer_service: 'ügyfélszolgálat',
    },
    no_access_title: 'Ehhez nincs jogosultsága',
    no_access_text:
      'Az ügyintézés a színház munkatársainak szól. Ha itt dolgozik, kérje meg az adminisztrátort, hogy adjon jogosultságot a fiókjához.',
    page_not_found: 'Ez az ügyintézési oldal nem létezik.',
    to_overview: 'Az áttekintéshez',
    no_permission_title: 'Nincs jogosultsága ehhez az oldalhoz',
    no_permission_text:
      'Az Ön szerepkörei ezt az oldalt nem nyitják meg. Ha szüksége van rá, kérje meg az adminisztrátort.',
  },
  nav: {
    overview: 'Áttekintés',
    check_in: 'Beléptetés',
    programme: 'Műsor',
    box_office: 'Pénztár',
    day_close: 'Napzárás',
    orders: 'Rendelések',
    transfer_orders: 'Csoportos rendelések',
    coupons: 'Kuponok',
    users: 'Felhasználók',
    content: 'Tartalom',
    settings: 'Beállítások',
    mail_texts: 'E-mail szövegek',
    reports: 'Kimutatások',
    audit: 'Napló',
    security_log: 'Biztonsági napló',
    client_errors: 'Kliens hibák',
  },
  common: {
    load_error: 'Nem sikerült betölteni az adatokat.',
    retry: 'Újra',
    loading: 'Betöltés…',
  },
  dates: {
    previous_month: 'Előző hónap',
    next_month: 'Következő hónap',
    previous_year: 'Előző év',
    next_year: 'Következő év',
    previous_decade: 'Előző évtized',
    next_decade: 'Következő évtized',
    choose_month: 'Másik hónap választása',
    choose_year: 'Másik év választása',
    clear: 'Törlés',
    date_placeholder: 'éééé. hh. nn.',
    date_time_placeholder: 'éééé. hh. nn. óó:pp',
  },
  overview: {
    title: 'Áttekintés',
    intro: 'A következő előadások és a jegyeladás állása.',
    performances: 'Előadások',
    range_label: 'Időszak',
    ranges: {
      week: 'A következő 7 nap',
      month: 'A következő 30 nap',
      season: 'A következő 365 nap',
    },
    empty: 'Ebben az időszakban nincs előadás.',
    columns: {
      when: 'Időpont',
      production: 'Előadás',
      venue: 'Helyszín',
      sold: 'Eladva',
      held: 'Kosárban',
      checked_in: 'Beléptetve',
      state: 'Állapot',
    },
    sold_of: '{{sold}} / {{capacity}}',
    occupancy: 'Telítettség: {{percent}}%',
    published: 'Közzétéve',
    unpublished: 'Nem látható',
    vip: 'VIP',
    totals: '{{count}} előadás, {{sold}} eladott jegy a(z) {{capacity}} helyből',
  },
  check_in: adminCheckIn,
  orders: adminOrders,
  transfer_orders: adminTransferOrdersHu,
  alerts: adminAlerts,
  coupons: adminCoupons,
  users: adminUsers,
  box_office: boxOfficeHu,
  programme: adminProgramme,
  venues: adminVenues,
  seat_editor: adminSeatEditor,
  seats: adminSeatsHu,
  content: adminContentHu,
  settings: adminSettingsHu,
  mail_texts: adminMailTextsHu,
  reports: adminReportsHu,
  audit: adminAuditHu,
  security_log: adminSecurityLogHu,
};
