import { Button, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody, type ChangePasswordBody } from '@theatre/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../api/profile-api';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useServerErrors } from '../hooks/use-server-errors';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { ProfileSection } from './profile-section';

const passwordFields = ['current_password', 'password', 'password_confirmation'] as const;
const empty: ChangePasswordBody = { current_password: '', password: '', password_confirmation: '' };

/** POST /profile/set-password: current, new, new again; cleared after saving. */
export function PasswordChangeForm() {
  const { t } = useAccountTranslation();
  const change = useChangePassword();
  const [saved, setSaved] = useState(false);
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody, zodParseOptions),
    defaultValues: empty,
  });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    passwordFields,
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    setSaved(false);
    try {
      await change.mutateAsync(values);
      form.reset(empty);
      setSaved(true);
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <ProfileSection title={t('password.title')} intro={t('password.intro')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            required
            error={errorText(errors.current_password?.message)}
            {...form.register('current_password')}
          />
          <PasswordField
            label={t('password.new')}
            description={t('register.password_hint')}
            autoComplete="new-password"
            required
            error={errorText(errors.password?.message)}
            {...form.register('password')}
          />
          <PasswordField
            label={t('password.new_again')}
            autoComplete="new-password"
            required
            error={errorText(errors.password_confirmation?.message)}
            {...form.register('password_confirmation')}
          />
          <Button type="submit" loading={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {t('password.submit')}
          </Button>
          <Text size="sm" role="status">
            {saved ? t('password.saved') : ''}
          </Text>
        </Stack>
      </form>
    </ProfileSection>
  );
}
