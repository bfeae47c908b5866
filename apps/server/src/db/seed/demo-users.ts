/**
 * Demo accounts, confirmed and ready to sign in (demo mode only; production never seeds). The
 * README lists them. Passwords are long enough and not on the common-password list.
 */
export const demoUsers = [
  {
    name: 'Szabó Péter',
    email: 'demo@example.com',
    password: 'Rakpart-Demo-2026',
    vip: false,
  },
  {
    name: 'Kovács-Nagy Éva',
    email: 'vip@example.com',
    password: 'Rakpart-VIP-2026',
    vip: true,
  },
] as const;
