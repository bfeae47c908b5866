import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { NetworkError } from '../../../lib/api-error';
import { onSecondFactorRequired } from '../../../lib/staff-csrf';
import {
  secondFactorKey,
  usePassSecondFactor,
  useSecondFactorStatus,
} from '../api/second-factor-api';
import { useLogout } from '../api/use-logout';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { SecondFactorGate } from './second-factor-gate';

/**
 * The back office behind the staff session (decision 0056): without one, the second-factor page
 * (`frame` wraps it as a page); a 403 `second_factor_required` from any call reads the status
 * again, so an ended staff session brings the page back. Offline, the back office is shown as it
 * was before the staff session (the door's offline list, decision 0056).
 */
export function StaffSessionGate({
  children,
  frame,
}: {
  children: ReactNode;
  frame: (page: ReactNode) => ReactNode;
}) {
  const { t } = useAccountTranslation();
  const status = useSecondFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  const client = useQueryClient();
  const { logout } = useLogout();
  const pass = usePassSecondFactor();
  const data = status.data;
  // Nothing enrolled and nothing required: the staff session starts without a factor (the
  // explicit call; the profile offers to add one).
  const withoutFactor =
    data !== undefined &&
    !data.staff_session &&
    !data.required &&
    !data.totp &&
    data.passkeys.length === 0;
  const { mutate, isIdle } = pass;
  useEffect(() => {
    if (withoutFactor && isIdle) mutate({ method: 'none' });
  }, [withoutFactor, isIdle, mutate]);
  useEffect(
    () =>
      onSecondFactorRequired(() => {
        void client.invalidateQueries({ queryKey: secondFactorKey() });
      }),
    [client],
  );
  // No network at all (a door offline after a reload): the pages that work offline run on what
  // they stored, the others say they cannot connect. The server still asks for the staff session
  // on every call, so nothing is let through but what the device already holds.
  if (!status.data && status.isError && status.error instanceof NetworkError) return children;
  if (!status.data && status.isError) {
    return frame(
      <ErrorState
        message={t('second_factor.status_error')}
        error={status.error}
        onRetry={() => {
          void status.refetch();
        }}
        retrying={status.isFetching}
        headingOrder={1}
      />,
    );
  }
  if (!status.data || (withoutFactor && (pass.isPending || pass.isSuccess))) {
    return <PageLoader />;
  }
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
