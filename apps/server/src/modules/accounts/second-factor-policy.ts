import { secondFactorRoles, staffRolesOf, type WithRoles } from '@theatre/contracts';

/**
 * Who must pass a second factor (decision 0056). ALL the role logic of the second factor is here,
 * so a change of the staff roles touches this file only.
 */

export type SecondFactorRole = (typeof secondFactorRoles)[number];

/**
 * The staff roles that must pass a second factor, from the stored 'sessions' setting (pure): the
 * stored list when there is one, else every staff role in production and none elsewhere.
 */
export function secondFactorRolesOf(stored: unknown, production: boolean): SecondFactorRole[] {
  const value =
    stored !== null && typeof stored === 'object'
      ? (stored as Record<string, unknown>)['second_factor_roles']
      : undefined;
  if (Array.isArray(value)) {
    return secondFactorRoles.filter((role) => value.includes(role));
  }
  return production ? [...secondFactorRoles] : [];
}

/** Whether this user must pass a second factor before the back office: one of their staff roles requires it (pure). */
export function secondFactorRequiredFor(
  user: WithRoles,
  settings: { stored: unknown; production: boolean },
): boolean {
  const required = secondFactorRolesOf(settings.stored, settings.production);
  return staffRolesOf(user).some((role) => required.includes(role));
}
