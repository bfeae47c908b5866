import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { TotpEnrolment } from '@theatre/contracts';
import { useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../components/form-alert';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useConfirmTotp, useRegisterPasskey, useStartTotp } from '../api/second-factor-api';
import { errorText } from './error-text';

/** Adding a passkey: a name, then the browser's dialog (decision 0056). */
export function PasskeyEnrolment({ onDone }: { onDone: (codes: string[]) => void }) {
  const { t } = useAccountTranslation();
  const register = useRegisterPasskey();
  const [name, setName] = useState(t('second_factor.passkey_name_default'));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    register.mutate(name.trim() || t('second_factor.passkey_name_default'), {
      onSuccess: (reply) => {
        onDone(reply.recovery_codes);
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <TextInput
          label={t('second_factor.passkey_name')}
          value={name}
          maxLength={80}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
        />
        <FormAlert message={errorText(register.error, t('second_factor.passkey_failed'))} />
        <Group>
          <Button type="submit" loading={register.isPending}>
            {t('second_factor.add_passkey')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adding an authenticator app: its QR code and secret, confirmed by a first code. */
export function TotpEnrolmentForm({ onDone }: { onDone: (codes: string[]) => void }) {
  const { t } = useAccountTranslation();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  if (!enrolment) {
    return (
      <Stack gap="xs">
        <FormAlert message={errorText(start.error, t('second_factor.load_error'))} />
        <Group>
          <Button
            variant="default"
            loading={start.isPending}
            onClick={() => {
              start.mutate(undefined, { onSuccess: setEnrolment });
            }}
          >
            {t('second_factor.add_totp')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: (reply) => {
        onDone(reply.recovery_codes);
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Text size="sm">{t('second_factor.totp_scan')}</Text>
        <Image src={enrolment.qr} alt={t('second_factor.totp_qr_alt')} w={192} h={192} bg="white" />
        <Text size="sm">
          {t('second_factor.totp_secret')}:{' '}
          <code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {enrolment.secret}
          </code>
        </Text>
        <TextInput
          label={t('second_factor.code_label')}
          description={t('second_factor.code_hint')}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          error={errorText(confirm.error, '') ?? undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value);
          }}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('second_factor.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
