/**
 * Demo accounts, confirmed and ready to sign in (demo mode only; production never seeds). The
 * README lists them: two buyers (one VIP), a cashier and an administrator for the back office. Passwords are long enough and not on the common-password list.
 */
export const demoUsers = [
  {
    name: 'Szabó Péter',
    email: 'demo@example.com',
    password: 'Rakpart-Demo-2026',
    vip: false,
    role: 'customer',
  },
  {
    name: 'Kovács-Nagy Éva',
    email: 'vip@example.com',
    password: 'Rakpart-VIP-2026',
    vip: true,
    role: 'customer',
  },
  {
    name: 'Pénztáros Panna',
    email: 'penztar@example.com',
    password: 'Rakpart-Penztar-2026',
    vip: false,
    role: 'cashier',
  },
  {
    name: 'Igazgató Irén',
    email: 'admin@example.com',
    password: 'Rakpart-Admin-2026',
    vip: false,
    role: 'admin',
  },
] as const;

/**
 * The demo staff accounts' authenticator-app secret (decision 0056), in the README so anyone can
 * try the second factor: add it to an authenticator app (or the otpauth URI below).
 */
export const demoTotpSecret = 'RAKPARTDEMOSZINHAZJEGYPENZTAR234';
