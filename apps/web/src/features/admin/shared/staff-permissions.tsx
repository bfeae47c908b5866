import { hasPermission, type Permission, type StaffRole } from '@theatre/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** The signed-in staff member's roles, for the pages' finer choices (decision 0057). */
const StaffRolesContext = createContext<readonly StaffRole[]>([]);

export function StaffRolesProvider({
  roles,
  children,
}: {
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  return <StaffRolesContext.Provider value={roles}>{children}</StaffRolesContext.Provider>;
}

/** Whether the staff member's roles grant the permission (the server checks every call itself). */
export function useStaffCan(permission: Permission): boolean {
  const roles = useContext(StaffRolesContext);
  return hasPermission({ roles }, permission);
}
