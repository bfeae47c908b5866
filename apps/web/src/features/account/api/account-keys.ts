/**
 * Query keys of the signed-in user's data; all of them are dropped when the session changes. The
 * saved billing data is one of them (`billingKeys.data` of src/components/billing, shared with the
 * checkout).
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};

/** Calls that spend a single-use e-mailed token (kept apart from the user's data). */
export const tokenKeys = {
  verifyEmail: (userId: string, token: string) => ['token', 'verify-email', userId, token] as const,
  magicLink: (token: string) => ['token', 'magic-link', token] as const,
};
