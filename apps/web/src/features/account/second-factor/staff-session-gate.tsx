import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { onSecondFactorRequired } from '../../../lib/staff-csrf';
import { secondFactorKey, useSecondFactorStatus } from '../api/second-factor-api';
import { useLogout } from '../api/use-logout';
import { SecondFactorGate } from './second-factor-gate';

/**
 * The back office behind the staff session (decision 0056): without one, the second-factor page
 * (`frame` wraps it as a page); a 403 `second_factor_required` from any call reads the status
 * again, so an ended staff session brings the page back.
 */
export function StaffSessionGate({
  children,
  frame,
}: {
  children: ReactNode;
  frame: (page: ReactNode) => ReactNode;
}) {
  const status = useSecondFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  const client = useQueryClient();
  const { logout } = useLogout();
  useEffect(
    () =>
      onSecondFactorRequired(() => {
        void client.invalidateQueries({ queryKey: secondFactorKey() });
      }),
    [client],
  );
  if (!status.data) return <PageLoader />;
  if (status.data.staff_session && !codes) return children;
  return frame(
    <SecondFactorGate
      status={status.data}
      codes={codes}
      onCodes={setCodes}
      onSignOut={() => {
        void logout();
      }}
    />,
  );
}
