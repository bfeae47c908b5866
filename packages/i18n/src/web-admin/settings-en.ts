import type { Catalog } from '../catalog.js';
import type { adminSettingsHu as hu } from './settings-hu.js';

export const adminSettingsEn: Catalog<typeof hu> = {
  title: 'Settings',
  intro:
    "The shop's look, the pop-up picture, analytics, social links, the sales rules and maintenance.",
  network_error: 'The server did not answer; the settings are not saved. Try again.',
  fix_fields: 'Not saved: correct the marked fields.',
  public: {
    title: 'How the shop looks',
    description: 'Visitors see it within a few seconds, on their next page load.',
    brand_section: 'Brand',
    theatre_name: "The theatre's name",
    brand_title: "The box office's name",
    brand_title_en: "The box office's name in English",
    brand_image_url: 'Logo',
    brand_image_description:
      'A full web address (https://…) or a path on the shop (/storage/…); empty for the default logo.',
    background_section: 'Background',
    background_color: 'Background colour',
    background_color_description: 'As #RRGGBB, e.g. #DFDBE5.',
    background_color_picker: 'Pick the background colour',
    pattern: 'Background pattern',
    patterns: {
      none: 'No pattern',
      'pattern-dots': 'Dots',
      'pattern-diagonal': 'Diagonal stripes',
      'pattern-curtain': 'Curtain',
    },
    banner_section: 'Pop-up picture',
    banner_enabled: 'A pop-up picture when a visit starts',
    banner_image: "The picture's address",
    banner_image_description: 'A full web address (https://…) or a path on the shop (/storage/…).',
    banner_alt: 'What the picture shows (Hungarian)',
    banner_alt_en: 'What the picture shows (English)',
    banner_alt_description: 'For those who cannot see the picture; screen readers read it out.',
    banner_link: 'Where the picture leads',
    banner_link_description: 'A web address or path; empty: the picture is not a link.',
    tag_section: 'Analytics',
    google_tag: 'Google Tag Manager ID',
    google_tag_description:
      'GTM-XXXXXXX (or G-XXXXXXX); empty for no analytics. Loaded only after cookies are accepted.',
    social_section: 'Social links',
    social_item: 'Link {{index}}',
    social_name: 'Label',
    social_link: 'Web address',
    social_icon: 'Icon',
    icons: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
      tiktok: 'TikTok',
    },
    social_add: 'Add a link',
    social_remove: 'Remove link {{index}}',
    social_empty: 'There are no social links.',
    social_limit: 'At most 10 links.',
    save: 'Save the look',
  },
  sales: {
    title: 'Sales rules',
    description:
      'Carts follow these limits at once. A change of the technical fee does not touch orders already placed.',
    max_tickets_per_order: 'At most this many tickets in an order',
    max_tickets_per_type: 'At most this many tickets of one ticket type',
    holds_title: 'Holds per visitor',
    holds_description:
      'One network address (and one signed-in account) can hold this many tickets of a performance at once without a security check; beyond that each further cart needs a short calculation in the browser, up to the hard cap. The box office is exempt.',
    hold_limit_enabled: 'Hold limit on',
    hold_free_per_client: 'Without a check, at most (tickets per performance)',
    hold_cap_per_client: 'Hard cap (tickets per performance)',
    tech_fee: 'Technical fee per ticket (HUF)',
    tech_fee_description:
      'For the whole shop; where a performance has a technical fee of its own, that one applies.',
    tech_fee_vat_rate: "The technical fee's VAT rate",
    desk_tech_fee: 'The box office charges the technical fee too',
    customer_service_refund_limit: 'Customer service refund limit',
    customer_service_refund_limit_description:
      'The most a customer-service member may cancel or refund of one order; above it, an administrator does it.',
    desk_tech_fee_description:
      'Off: a sale at the box office has no technical fee; its receipt or invoice and the day close have no such line.',
    vat_rates: {
      '27': '27%',
      '18': '18%',
      '5': '5%',
      '0': '0%',
      TAM: 'Exempt by its subject (TAM)',
      AAM: 'Exempt by its seller (AAM)',
    },
    save: 'Save the rules',
  },
  alerts: {
    title: 'Alerts',
    description:
      "When a SimplePay message disagrees with its order, it is not applied: an alert shows on the overview and on the order's page until someone settles it. Each new alert is also e-mailed (in Hungarian) to the address given here.",
    alert_email: 'E-mail address for alerts',
    alert_email_description:
      'Left empty, no e-mail is sent; the alerts still show in the back office.',
    save: 'Save the address',
  },
  invoicing: {
    title: 'Correcting invoices on refunds',
    description:
      'When only some tickets of an invoiced order are refunded, the invoice has to be corrected. Choose how with your accountant; both ways meet the Hungarian rules. A change applies only to invoices corrected later; corrections already issued stay as they are. Receipts are always cancelled and reissued.',
    invoice_correction: 'How the invoice is corrected',
    reissue: 'Cancelling (sztornó) invoice and a new invoice',
    reissue_description:
      'The original invoice is cancelled and a new invoice is issued for the tickets that remain.',
    modify: 'Modifying invoice (módosító számla)',
    modify_description:
      'The original invoice stays valid; a modifying invoice refers to it with the refunded tickets as negative lines. Once an invoice has a modifying invoice, its later corrections are made the same way.',
    save: 'Save',
  },
  sessions: {
    title: 'Sessions',
    description:
      'Staff are signed out after this many minutes without activity (5–240 minutes); their sessions end after 12 hours in any case. Customers’ after 7 idle days or 30 days.',
    staff_idle_minutes: 'Idle time for staff (minutes)',
    second_factor_roles: 'Second factor required for these roles',
    second_factor_roles_description:
      'Anyone with any of these roles also proves who they are with a passkey, an authenticator app or a recovery code before using the back office; who has none yet sets one up at their first sign-in. Who has set one up is always asked for it.',
    save: 'Save',
    saved: 'The session settings are saved.',
  },
  retention: {
    title: 'Data retention',
    description:
      'How long each kind of data is kept before it is deleted automatically. The privacy notice lists the same periods: if you change them here, update it too. Invoices and receipts are kept 8 years as the accounting act requires; that cannot be changed.',
    unverified_accounts_days: 'Unconfirmed registrations (days, 7–365)',
    expired_carts_hours: 'Expired carts after they expired (hours, 1–720)',
    purchase_links_days: 'Purchase links after they expired (days, 1–365)',
    mail_messages_days: 'E-mails sent (days, 7–365)',
    client_errors_days: 'Browsers’ error reports (days, 1–365)',
    security_log_days: 'Security log (days, 90–3650)',
    save: 'Save',
    saved: 'The data retention settings are saved.',
  },
  transfer: {
    title: 'Group orders by bank transfer',
    description:
      'The bank account a pro-forma names, the default payment term, and the reminder: this many days before the deadline an unpaid order gets an e-mail.',
    bank_name: "The bank's name",
    bank_account: 'Account number',
    bank_account_description:
      'A Hungarian account number (2×8 or 3×8 digits, with hyphens) or an IBAN.',
    payment_days: 'Payment term (days)',
    payment_days_description: 'From the day the order is taken; each order may set its own.',
    reminder_days: 'Reminder before the deadline (days)',
    reminder_days_description: '0: no reminder. Less than the payment term.',
    save: 'Save the account and terms',
    saved: 'The transfer settings are saved.',
  },
  maintenance: {
    title: 'Maintenance',
    on_badge: 'On',
    off_badge: 'Off',
    on_text:
      'Visitors now see the “being updated” notice and cannot buy. The back office works: switch it off here.',
    off_text: 'The shop serves visitors.',
    last_change: 'Last switched by {{by}}: {{at}}',
    last_change_cli: 'Last switched from the command line: {{at}}',
    switch_on: 'Switch maintenance on',
    switch_off: 'Switch maintenance off',
    confirm_on_title: 'Switch maintenance on?',
    confirm_on_text:
      'Within a few seconds every visitor sees the “being updated” notice: they cannot browse or pay. The back office keeps working; switch it off here.',
    confirm_off_title: 'Switch maintenance off?',
    confirm_off_text: 'Within a few seconds the shop serves visitors again.',
    confirm_on: 'Yes, switch it on',
    confirm_off: 'Yes, switch it off',
    cancel: 'Cancel',
    failed: 'It could not be switched. Try again.',
  },
};
