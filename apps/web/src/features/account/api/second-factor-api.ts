import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageReply,
  RecoveryCodesReply,
  SecondFactorStatus,
  StaffSessionBody,
  StaffSessionReply,
  TotpEnrolment,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { setStaffCsrfToken } from '../../../lib/staff-csrf';
import { accountKeys } from './account-keys';

/*
 * The staff second factor (decision 0056): the status, passing a factor, and the factors.
 */

export const secondFactorKey = () => [...accountKeys.all, 'second-factor'] as const;

/** GET /second-factor; keeps the staff session's CSRF token it answers. */
export function useSecondFactorStatus(enabled = true) {
  return useQuery({
    queryKey: secondFactorKey(),
    queryFn: async ({ signal }) => {
      const status = await api.get<SecondFactorStatus>('/second-factor', { signal });
      setStaffCsrfToken(status.csrf_token);
      return status;
    },
    enabled,
    staleTime: 30_000,
  });
}

/** After a staff session started: keep its CSRF token, read the status again. */
function useStarted() {
  const client = useQueryClient();
  return (reply: StaffSessionReply) => {
    setStaffCsrfToken(reply.csrf_token);
    void client.invalidateQueries({ queryKey: secondFactorKey() });
  };
}

const factorErrors = ['second_factor_invalid', 'passkey_invalid', 'passkey_not_found'];

/** POST /second-factor/session: a TOTP or recovery code (or none, when nothing is needed). */
export function usePassSecondFactor() {
  const started = useStarted();
  return useMutation({
    mutationFn: (body: StaffSessionBody) =>
      api.post<StaffSessionReply>('/second-factor/session', body, { handles: factorErrors }),
    onSuccess: started,
  });
}

/** The passkey's WebAuthn ceremonies run in the browser's own dialog. */
async function webAuthn() {
  return import('@simplewebauthn/browser');
}

/** Signing in with a passkey: options, the browser's dialog, the check. */
export function usePasskeySignIn() {
  const started = useStarted();
  return useMutation({
    mutationFn: async () => {
      const { startAuthentication } = await webAuthn();
      const options = await api.post<Record<string, unknown>>('/second-factor/passkey/options');
      const response = await startAuthentication({ optionsJSON: options as never });
      return api.post<StaffSessionReply>(
        '/second-factor/passkey/session',
        { response },
        { handles: factorErrors },
      );
    },
    onSuccess: started,
  });
}

/** Adding a passkey: options, the browser's dialog, the registration (a passed factor too). */
export function useRegisterPasskey() {
  const started = useStarted();
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await webAuthn();
      const options = await api.post<Record<string, unknown>>('/second-factor/passkeys/options');
      const response = await startRegistration({ optionsJSON: options as never });
      return api.post<StaffSessionReply>(
        '/second-factor/passkeys',
        { name, response },
        { handles: factorErrors },
      );
    },
    onSuccess: started,
  });
}

export function useStartTotp() {
  return useMutation({
    mutationFn: () => api.post<TotpEnrolment>('/second-factor/totp'),
  });
}

export function useConfirmTotp() {
  const started = useStarted();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<StaffSessionReply>(
        '/second-factor/totp/confirm',
        { code },
        { handles: factorErrors },
      ),
    onSuccess: started,
  });
}

export function useRemoveFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (factor: { kind: 'totp' } | { kind: 'passkey'; id: number }) =>
      factor.kind === 'totp'
        ? api.delete<MessageReply>('/second-factor/totp')
        : api.delete<MessageReply>(`/second-factor/passkeys/${String(factor.id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: secondFactorKey() }),
  });
}

export function useRegenerateRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RecoveryCodesReply>('/second-factor/recovery-codes'),
    onSettled: () => client.invalidateQueries({ queryKey: secondFactorKey() }),
  });
}
