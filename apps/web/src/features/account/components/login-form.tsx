import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, type LoginBody } from '@theatre/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/session-api';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useCaptcha } from '../hooks/use-captcha';
import { useServerErrors } from '../hooks/use-server-errors';
import { useAuthStore } from '../stores/auth-store';
import { CaptchaNotice } from './captcha-notice';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { ResendVerification } from './resend-verification';

type LoginValues = Pick<LoginBody, 'email' | 'password'>;
const loginFields = ['email', 'password'] as const;

interface LoginFormProps {
  captchaSiteKey: string | null;
  /** Where to go after signing in (the page the visitor came from), else the home page. */
  returnTo: string | null;
}

/** E-mail and password (POST /login); an unconfirmed account can ask for a new e-mail here. */
export function LoginForm({ captchaSiteKey, returnTo }: LoginFormProps) {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha(captchaSiteKey);
  const login = useLogin();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // The server ended the last session for inactivity (decision 0055): said before the form.
  const endedIdle = useAuthStore((state) => state.endedIdle);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginBody.pick({ email: true, password: true }), zodParseOptions),
    defaultValues: { email: '', password: '' },
  });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    loginFields,
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    setUnconfirmed(null);
    const token = await captcha.getToken('login');
    try {
      await login.mutateAsync({ ...values, ...(token ? { captcha_token: token } : {}) });
      void navigate(returnTo ?? paths.home(), { replace: true });
    } catch (error) {
      if (applyServerErrors(error) === 'email_not_verified') setUnconfirmed(values.email);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {endedIdle ? (
          <Alert color="yellow" variant="light" role="status">
            {t('login.ended_idle')}
          </Alert>
        ) : null}
        <FormAlert message={formError} />
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={errorText(errors.email?.message)}
          {...form.register('email')}
        />
        {unconfirmed ? (
          <ResendVerification email={unconfirmed} captchaSiteKey={captchaSiteKey} />
        ) : null}
        <PasswordField
          label={t('common.password')}
          autoComplete="current-password"
          required
          error={errorText(errors.password?.message)}
          {...form.register('password')}
        />
        <Anchor component={Link} to={paths.forgotPassword()} size="sm" w="fit-content">
          {t('login.forgot_password')}
        </Anchor>
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t('login.submit')}
        </Button>
        <Anchor component={Link} to={paths.magicLink()} size="sm" ta="center">
          {t('login.magic_link')}
        </Anchor>
        <CaptchaNotice enabled={captcha.enabled} />
      </Stack>
    </form>
  );
}
