import { Anchor, Button, Checkbox, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerBody } from '@theatre/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { documentIds, paths } from '../../../config/paths';
import { useRegister } from '../api/email-api';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { useCaptcha } from '../hooks/use-captcha';
import { useServerErrors } from '../hooks/use-server-errors';
import { CaptchaNotice } from './captcha-notice';
import { DoneNotice, NoticeText } from './done-notice';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

const registerFields = ['name', 'email', 'password', 'password_confirmation', 'terms'] as const;

/**
 * POST /register (name, e-mail, password twice, terms). After 201 the form gives way to the notice
 * that the account must be activated from the e-mail; there is no automatic sign-in.
 */
export function RegisterForm({ captchaSiteKey }: { captchaSiteKey: string | null }) {
  const { t } = useAccountTranslation();
  const captcha = useCaptcha(captchaSiteKey);
  const register = useRegister();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerBody, zodParseOptions),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '', terms: false },
  });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    registerFields,
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    const token = await captcha.getToken('register');
    try {
      await register.mutateAsync({ ...values, ...(token ? { captcha_token: token } : {}) });
      setRegisteredEmail(values.email);
    } catch (error) {
      applyServerErrors(error);
    }
  });

  if (registeredEmail) {
    return (
      <DoneNotice title={t('register.done_title')}>
        <NoticeText>{t('register.done_text', { email: registeredEmail })}</NoticeText>
        <NoticeText>{t('register.done_hint')}</NoticeText>
      </DoneNotice>
    );
  }

  const documentLink = (id: number, text: string) => (
    <Anchor href={paths.document(id)} target="_blank" rel="noopener" inherit>
      {text}
      <VisuallyHidden> {t('common.new_tab')}</VisuallyHidden>
    </Anchor>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label={t('register.name')}
          autoComplete="name"
          required
          error={errorText(errors.name?.message)}
          {...form.register('name')}
        />
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(errors.email?.message)}
          {...form.register('email')}
        />
        <PasswordField
          label={t('common.password')}
          description={t('register.password_hint')}
          autoComplete="new-password"
          required
          error={errorText(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordField
          label={t('register.password_again')}
          autoComplete="new-password"
          required
          error={errorText(errors.password_confirmation?.message)}
          {...form.register('password_confirmation')}
        />
        <Checkbox
          required
          label={
            <>
              {t('register.terms_before')}
              {documentLink(documentIds.generalTerms, t('register.terms_link'))}
              {t('register.terms_middle')}
              {documentLink(documentIds.privacyNotice, t('register.privacy_link'))}
              {t('register.terms_after')}
            </>
          }
          error={errorText(errors.terms?.message)}
          aria-invalid={errors.terms ? true : undefined}
          {...form.register('terms')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t('register.submit')}
        </Button>
        <CaptchaNotice enabled={captcha.enabled} />
      </Stack>
    </form>
  );
}
