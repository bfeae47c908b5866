import {
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { SecondFactorStatus } from '@theatre/contracts';
import { useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../components/form-alert';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { usePasskeySignIn, usePassSecondFactor } from '../api/second-factor-api';
import { errorText } from './error-text';
import { PasskeyEnrolment, TotpEnrolmentForm } from './factor-enrolment';
import { RecoveryCodesView } from './recovery-codes-view';

interface GateProps {
  status: SecondFactorStatus;
  /** Recovery codes of a first enrolment, still to be shown. */
  codes: string[] | null;
  onCodes: (codes: string[] | null) => void;
  onSignOut: () => void;
}

/**
 * The back office's second-factor page (decision 0056): a staff member signed in with a password
 * or a link confirms it is them with a passkey, an authenticator-app code or a recovery code; one
 * with no factor enrolls one (or, when their role does not require it, goes on without).
 */
export function SecondFactorGate({ status, codes, onCodes, onSignOut }: GateProps) {
  const { t } = useAccountTranslation();
  const enrolled = status.totp || status.passkeys.length > 0;
  let body;
  if (codes) {
    body = (
      <RecoveryCodesView
        codes={codes}
        onDone={() => {
          onCodes(null);
        }}
      />
    );
  } else if (enrolled) {
    body = <FactorSignIn status={status} />;
  } else {
    body = <FirstFactor required={status.required} onCodes={onCodes} />;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" my="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('second_factor.gate_title')}
        </Title>
        {codes ? null : <Text>{t('second_factor.gate_intro')}</Text>}
        {body}
        <Divider />
        <Group>
          <Anchor component="button" type="button" onClick={onSignOut}>
            {t('second_factor.sign_out')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

function FactorSignIn({ status }: { status: SecondFactorStatus }) {
  const { t } = useAccountTranslation();
  const pass = usePassSecondFactor();
  const passkey = usePasskeySignIn();
  const [recovery, setRecovery] = useState(false);
  const toggleLabel = recovery
    ? status.totp
      ? t('second_factor.use_totp')
      : null
    : t('second_factor.use_recovery');
  const [code, setCode] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    pass.mutate({ method: recovery ? 'recovery' : 'totp', code });
  };
  return (
    <Stack gap="md">
      {status.passkeys.length > 0 ? (
        <Stack gap="xs">
          <Button
            onClick={() => {
              passkey.mutate();
            }}
            loading={passkey.isPending}
          >
            {t('second_factor.use_passkey')}
          </Button>
          <FormAlert message={errorText(passkey.error, t('second_factor.passkey_failed'))} />
        </Stack>
      ) : null}
      {status.totp || recovery ? (
        <form onSubmit={submit}>
          <Stack gap="xs">
            <TextInput
              key={recovery ? 'recovery' : 'totp'}
              label={recovery ? t('second_factor.recovery_label') : t('second_factor.code_label')}
              description={
                recovery ? t('second_factor.recovery_hint') : t('second_factor.code_hint')
              }
              value={code}
              autoComplete={recovery ? 'off' : 'one-time-code'}
              inputMode={recovery ? 'text' : 'numeric'}
              maxLength={recovery ? 40 : 8}
              error={errorText(pass.error, '') ?? undefined}
              onChange={(event) => {
                setCode(event.currentTarget.value);
              }}
            />
            <Group>
              <Button type="submit" loading={pass.isPending}>
                {t('second_factor.verify')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      {status.recovery_codes_left > 0 && toggleLabel ? (
        <Group>
          <Anchor
            component="button"
            type="button"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              pass.reset();
            }}
          >
            {toggleLabel}
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}

function FirstFactor({
  required,
  onCodes,
}: {
  required: boolean;
  onCodes: (codes: string[] | null) => void;
}) {
  const { t } = useAccountTranslation();
  const pass = usePassSecondFactor();
  const done = (codes: string[]) => {
    onCodes(codes.length > 0 ? codes : null);
  };
  return (
    <Stack gap="md">
      <Text>{required ? t('second_factor.enrol_intro') : t('second_factor.no_factor_intro')}</Text>
      <PasskeyEnrolment onDone={done} />
      <Divider />
      <TotpEnrolmentForm onDone={done} />
      {required ? null : (
        <>
          <Divider />
          <Group>
            <Button
              variant="default"
              loading={pass.isPending}
              onClick={() => {
                pass.mutate({ method: 'none' });
              }}
            >
              {t('second_factor.continue_without')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
