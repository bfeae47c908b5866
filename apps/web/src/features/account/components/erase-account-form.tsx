import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useDeleteAccount } from '../api/data-rights-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useServerErrors } from '../hooks/use-server-errors';
import { useAuthStore } from '../stores/auth-store';
import { DoneNotice, NoticeText } from './done-notice';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import classes from './erase-account.module.css';

interface EraseValues {
  password: string;
}
const fields = ['password'] as const;

/**
 * Erasing the account (POST /profile/delete, decision 0054): a button opens the form, the current
 * password confirms it; an account without a password leaves it empty and gets an e-mailed link.
 * Once erased the user is signed out (as by the logout) and sent to /login with the notice.
 */
export function EraseAccountForm() {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const clear = useAuthStore((state) => state.clear);
  const erase = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const form = useForm<EraseValues>({ defaultValues: { password: '' } });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(form.setError, fields);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    setRefusal(null);
    try {
      const reply = await erase.mutateAsync(values.password === '' ? {} : values);
      if (reply.result === 'link_sent') {
        setLinkSent(reply.message);
        return;
      }
      // Signed out as by the logout: on to /login, the server's message in a toast.
      clear({ byLogout: true });
      notify({ tone: 'success', message: reply.message, autoClose: 10_000 });
      void navigate(paths.login(), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 409) setRefusal(error.message);
      else applyServerErrors(error);
    }
  });

  if (linkSent) {
    return (
      <DoneNotice title={t('magic_link.sent_title')}>
        <NoticeText>{linkSent}</NoticeText>
      </DoneNotice>
    );
  }

  if (!open) {
    return (
      <Button
        color="red.9"
        variant="outline"
        className={classes.dangerOutline}
        w={{ base: '100%', sm: 'auto' }}
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('data.erase_start')}
      </Button>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={refusal ?? formError} />
        <PasswordField
          label={t('data.erase_password')}
          description={t('data.erase_password_hint')}
          autoComplete="current-password"
          data-autofocus
          error={errorText(form.formState.errors.password?.message)}
          {...form.register('password')}
        />
        <Group gap="sm">
          <Button type="submit" color="red.9" loading={form.formState.isSubmitting}>
            {t('data.erase_submit')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setOpen(false);
              form.reset();
              clearFormError();
              setRefusal(null);
            }}
          >
            {t('data.erase_cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
