import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailBody, type EmailBody } from '@theatre/contracts';
import { useForm } from 'react-hook-form';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import type { CaptchaAction } from '../lib/recaptcha';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useCaptcha } from '../hooks/use-captcha';
import { useServerErrors } from '../hooks/use-server-errors';
import { CaptchaNotice } from './captcha-notice';
import { FormAlert } from './form-alert';

const emailFields = ['email'] as const;

interface EmailRequestFormProps {
  submitLabel: string;
  action: CaptchaAction;
  captchaSiteKey: string | null;
  /** The call (POST /send-magic-link, /reset-password, /resend-verification). */
  send: (body: EmailBody) => Promise<unknown>;
  /** After the 202: the page shows its "check your inbox" notice. */
  onSent: (email: string) => void;
  defaultEmail?: string;
}

/** One e-mail field that asks the server to send a link (magic link, password reset, confirmation). */
export function EmailRequestForm({
  submitLabel,
  action,
  captchaSiteKey,
  send,
  onSent,
  defaultEmail = '',
}: EmailRequestFormProps) {
  const { t } = useAccountTranslation();
  const captcha = useCaptcha(captchaSiteKey);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(emailBody.pick({ email: true }), zodParseOptions),
    defaultValues: { email: defaultEmail },
  });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    emailFields,
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    clearFormError();
    const token = await captcha.getToken(action);
    try {
      await send({ email, ...(token ? { captcha_token: token } : {}) });
      onSent(email);
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(errors.email?.message)}
          {...form.register('email')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
        <CaptchaNotice enabled={captcha.enabled} />
      </Stack>
    </form>
  );
}
