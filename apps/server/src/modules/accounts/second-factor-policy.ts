import { secondFactorRoles } from '@theatre/contracts';

/**
 * Who must pass a second factor (decision 0056). ALL the role logic of the second factor is here,
 * so a change of the staff roles touches this file only.
 */

export type SecondFactorRole = (typeof secondFactorRoles)[number];

/** Whether the role works in the back office (and may have a staff session) (pure). */
export function isStaffRole(role: string): boolean {
  return (secondFactorRoles as readonly string[]).includes(role);
}

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

/** Whether this user must pass a second factor before the back office (pure). */
export function secondFactorRequiredFor(
  user: { role: string },
  settings: { stored: unknown; production: boolean },
): boolean {
  if (!isStaffRole(user.role)) return false;
  return (secondFactorRolesOf(settings.stored, settings.production) as string[]).includes(
    user.role,
  );
}
