import type { APIRequestContext, Page } from '@playwright/test';
import { signedIn } from './checkout-support';

// The demo staff accounts (seeded in demo mode), for the back-office journeys.

export const staffAccounts = {
  cashier: { email: 'penztar@example.com', password: 'Rakpart-Penztar-2026' },
  admin: { email: 'admin@example.com', password: 'Rakpart-Admin-2026' },
  customer: { email: 'demo@example.com', password: 'Rakpart-Demo-2026' },
} as const;

/** Signs a demo account in through the API and hands the session to the app; answers its name. */
export function signedInAs(
  page: Page,
  request: APIRequestContext,
  who: keyof typeof staffAccounts,
): Promise<string> {
  return signedIn(page, request, staffAccounts[who]);
}
