import { adminSecurityLogEn } from './security-log-en.js';
import type { Catalog } from '../catalog.js';
import type { webAdmin as hu } from './hu.js';
import { adminTransferOrdersEn } from './transfer-orders-en.js';
import { adminAuditEn } from './audit-en.js';
import { adminCheckIn } from './check-in-en.js';
import { adminOrders } from './orders-en.js';
import { adminAlerts } from './alerts-en.js';
import { adminCoupons } from './coupons-en.js';
import { adminUsers } from './users-en.js';
import { boxOfficeEn } from './box-office-en.js';
import { adminProgramme } from './programme-en.js';
import { adminVenues } from './venues-en.js';
import { adminSeatEditor } from './seat-editor-en.js';
import { adminSeatsEn } from './seats-en.js';
import { adminContentEn } from './content-en.js';
import { adminSettingsEn } from './settings-en.js';
import { adminMailTextsEn } from './mail-texts-en.js';
import { adminReportsEn } from './reports-en.js';

export const webAdmin: Catalog<typeof hu> = {
  shell: {
    title: 'Back office',
    brand: 'Box office – back office',
    to_shop: 'Back to the shop',
    nav_label: 'Back office menu',
    open_nav: 'Open the menu',
    close_nav: 'Close the menu',
    signed_in_as: 'Signed in: {{name}} ({{role}})',
    roles: {
      administrator: 'administrator',
      programme_manager: 'programme manager',
      box_office: 'box office',
      door: 'door',
      accountant: 'accountant',
      customer_service: 'customer service',
    },
    no_access_title: 'You have no access here',
    no_access_text:
      "The back office is for the theatre's staff. If you work here, ask an administrator to give your account access.",
    page_not_found: 'There is no such back-office page.',
    to_overview: 'To the overview',
    no_permission_title: 'You have no permission for this page',
    no_permission_text: 'Your roles do not open this page. If you need it, ask an administrator.',
  },
  nav: {
    overview: 'Overview',
    check_in: 'Check-in',
    programme: 'Programme',
    box_office: 'Box office',
    day_close: 'Day close',
    orders: 'Orders',
    transfer_orders: 'Group orders',
    coupons: 'Coupons',
    users: 'Users',
    content: 'Content',
    settings: 'Settings',
    mail_texts: 'E-mail texts',
    reports: 'Reports',
    audit: 'Audit trail',
    security_log: 'Security log',
    client_errors: 'Client errors',
  },
  common: {
    load_error: 'The data could not be loaded.',
    retry: 'Retry',
    loading: 'Loading…',
  },
  dates: {
    previous_month: 'Previous month',
    next_month: 'Next month',
    previous_year: 'Previous year',
    next_year: 'Next year',
    previous_decade: 'Previous decade',
    next_decade: 'Next decade',
    choose_month: 'Choose another month',
    choose_year: 'Choose another year',
    clear: 'Clear',
    date_placeholder: 'd mmm yyyy',
    date_time_placeholder: 'd mmm yyyy hh:mm',
  },
  overview: {
    title: 'Overview',
    intro: 'The coming performances and how their sales stand.',
    performances: 'Performances',
    range_label: 'Period',
    ranges: {
      week: 'The next 7 days',
      month: 'The next 30 days',
      season: 'The next 365 days',
    },
    empty: 'There are no performances in this period.',
    columns: {
      when: 'Date',
      production: 'Production',
      venue: 'Venue',
      sold: 'Sold',
      held: 'In carts',
      checked_in: 'Checked in',
      state: 'State',
    },
    sold_of: '{{sold}} / {{capacity}}',
    occupancy: 'Occupancy: {{percent}}%',
    published: 'Published',
    unpublished: 'Hidden',
    vip: 'VIP',
    totals: '{{count}} performances, {{sold}} tickets sold of {{capacity}} seats',
  },
  check_in: adminCheckIn,
  orders: adminOrders,
  transfer_orders: adminTransferOrdersEn,
  alerts: adminAlerts,
  coupons: adminCoupons,
  users: adminUsers,
  box_office: boxOfficeEn,
  programme: adminProgramme,
  venues: adminVenues,
  seat_editor: adminSeatEditor,
  seats: adminSeatsEn,
  content: adminContentEn,
  settings: adminSettingsEn,
  mail_texts: adminMailTextsEn,
  reports: adminReportsEn,
  audit: adminAuditEn,
  security_log: adminSecurityLogEn,
};
