/**
 * How long the e-mailed links work; the mails state these figures, and the accounts module's
 * token lifetimes (account-rules.ts) must match them.
 */
export const linkValidity = {
  verify_email: { hours: 48 },
  magic_link: { minutes: 10 },
  reset_password: { minutes: 60 },
  erase_account: { hours: 24 },
  purchase_link: { days: 30 },
} as const;
