import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { setPasswordBody, type SetPasswordBody } from '@theatre/contracts';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSetPassword } from '../api/email-api';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useServerErrors } from '../hooks/use-server-errors';
import { DoneNotice, NoticeText } from './done-notice';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

const resetFields = ['password', 'password_confirmation'] as const;

/** State handed to /login after a reset: the server's confirmation, shown above the form. */
export interface LoginNoticeState {
  notice: string;
}

/**
 * `/reset-password/{reset_token}`: the new password twice (POST /set-password); after the 202 on to
 * /login. An expired or used link offers a new one.
 */
export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const [invalidLink, setInvalidLink] = useState(false);
  const form = useForm<SetPasswordBody>({
    resolver: zodResolver(setPasswordBody, zodParseOptions),
    defaultValues: { token: resetToken, password: '', password_confirmation: '' },
  });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    resetFields,
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    try {
      const reply = await setPassword.mutateAsync(values);
      const state: LoginNoticeState = { notice: reply.message };
      void navigate(paths.login(), { replace: true, state });
    } catch (error) {
      const code = applyServerErrors(error);
      if (code === 'invalid_token') setInvalidLink(true);
    }
  });

  if (invalidLink || errors.token) {
    return (
      <DoneNotice
        title={t('reset_password.invalid_title')}
        icon={<IconLinkOff size={34} aria-hidden />}
      >
        <NoticeText>{t('reset_password.invalid_text')}</NoticeText>
        <Button component={Link} to={paths.forgotPassword()} mt="sm">
          {t('reset_password.request_new')}
        </Button>
      </DoneNotice>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <PasswordField
          label={t('reset_password.password')}
          description={t('register.password_hint')}
          autoComplete="new-password"
          required
          error={errorText(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordField
          label={t('reset_password.password_again')}
          autoComplete="new-password"
          required
          error={errorText(errors.password_confirmation?.message)}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t('reset_password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
