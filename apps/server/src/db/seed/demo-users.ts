/**
 * Demo accounts, confirmed and ready to sign in (demo mode only; production never seeds). The
 * README lists them: two buyers (one VIP), and one account for each staff role of the back office
 * (decision 0057). Passwords are long enough and not on the common-password list.
 */
export const demoUsers = [
  {
    name: 'Szabó Péter',
    email: 'demo@example.com',
    password: 'Rakpart-Demo-2026',
    vip: false,
    roles: [],
  },
  {
    name: 'Kovács-Nagy Éva',
    email: 'vip@example.com',
    password: 'Rakpart-VIP-2026',
    vip: true,
    roles: [],
  },
  {
    name: 'Pénztáros Panna',
    email: 'penztar@example.com',
    password: 'Rakpart-Penztar-2026',
    vip: false,
    roles: ['box_office'],
  },
  {
    name: 'Igazgató Irén',
    email: 'admin@example.com',
    password: 'Rakpart-Admin-2026',
    vip: false,
    roles: ['administrator'],
  },
  {
    name: 'Ajtónálló Ádám',
    email: 'ajto@example.com',
    password: 'Rakpart-Ajto-2026',
    vip: false,
    roles: ['door'],
  },
  {
    name: 'Műsorszerkesztő Márta',
    email: 'musor@example.com',
    password: 'Rakpart-Musor-2026',
    vip: false,
    roles: ['programme_manager'],
  },
  {
    name: 'Könyvelő Kornél',
    email: 'konyvelo@example.com',
    password: 'Rakpart-Konyvelo-2026',
    vip: false,
    roles: ['accountant'],
  },
  {
    name: 'Ügyes Ulla',
    email: 'ugyfelszolgalat@example.com',
    password: 'Rakpart-Ugyfel-2026',
    vip: false,
    roles: ['customer_service'],
  },
] as const;

/**
 * The demo staff accounts' authenticator-app secret (decision 0056), in the README so anyone can
 * try the second factor: add it to an authenticator app (or the otpauth URI below).
 */
export const demoTotpSecret = 'RAKPARTDEMOSZINHAZJEGYPENZTAR234';
