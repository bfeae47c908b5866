import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { sendPurchaseLinkBody } from '@theatre/contracts';
import { useEffect, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { documentIds, paths } from '../../../config/paths';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/use-server-errors';
import type { PurchaseLinkSent } from '../api/purchase-link-api';
import { useGuestTranslation } from '../hooks/use-guest-translation';
import classes from './guest.module.css';
import './guest-styles';

/** What the guest types: the buyer's name and e-mail, and the documents accepted. */
export interface PurchaseLinkValues {
  name: string;
  email: string;
  accept_terms: boolean;
}

/** The request without the cart key, which the page adds from the held cart. */
export interface PurchaseLinkRequest {
  name: string;
  email: string;
  accept_terms: true;
  captcha_token?: string;
}

const formFields = ['name', 'email', 'accept_terms'] as const;

/**
 * The contract's checks of the three fields. The checkbox gives a boolean where the contract wants
 * `true` (unticked: 'validation.terms_required'), hence the resolver's form type.
 */
const resolver = zodResolver(
  sendPurchaseLinkBody.pick({ name: true, email: true, accept_terms: true }),
  zodParseOptions,
) as unknown as Resolver<PurchaseLinkValues>;

const documents = [
  { id: documentIds.privacyNotice, key: 'review.privacy' },
  { id: documentIds.generalTerms, key: 'review.terms' },
  { id: documentIds.dataTransfer, key: 'review.data_transfer' },
] as const;

interface PurchaseLinkFormProps {
  /** The form's id prefix (the disclosure's region). */
  id: string;
  defaults: Pick<PurchaseLinkValues, 'name' | 'email'>;
  /** POST /send-purchase-link with the held cart's key (the page composes it). */
  send: (request: PurchaseLinkRequest) => Promise<PurchaseLinkSent | null>;
  /** The bot check's token for the `purchase_link` action, when the shop has one. */
  getCaptchaToken: () => Promise<string | undefined>;
  /** Google's notice when the shop uses reCAPTCHA. */
  captchaNotice?: ReactNode;
  /** Take the focus to the first field when shown (back from the done state). */
  focusOnMount?: boolean;
  /** After the 202: the address and the server's message (it names the address). */
  onSent: (sent: { name: string; email: string; message: string | null }) => void;
}

/**
 * The guest's request for a purchase link (docs/product.md §2, step 1; §5: the documents 10, 11
 * and 12 must be accepted): the buyer's name (printed on the tickets and the receipt), the
 * e-mail the link goes to, the acceptance, and "Send purchase link". The client checks the fields
 * with the contract's schema; the server's field errors go under the fields, anything else above
 * them.
 */
export function PurchaseLinkForm({
  id,
  defaults,
  send,
  getCaptchaToken,
  captchaNotice,
  focusOnMount = false,
  onSent,
}: PurchaseLinkFormProps) {
  const { t } = useGuestTranslation();
  const form = useForm<PurchaseLinkValues>({
    resolver,
    defaultValues: { ...defaults, accept_terms: false },
  });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    formFields,
    t('common.network_error'),
  );
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;

  useEffect(() => {
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);

  const onSubmit = form.handleSubmit(async ({ name, email }) => {
    clearFormError();
    const token = await getCaptchaToken();
    try {
      const reply = await send({
        name: name.trim(),
        email: email.trim(),
        accept_terms: true,
        ...(token ? { captcha_token: token } : {}),
      });
      onSent({ name, email: email.trim(), message: reply?.message?.trim() || null });
    } catch (error) {
      // A lost cart has answered for itself (emptied, the visitor told).
      if (error instanceof Error && error.name === 'CartLostError') return;
      applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-toggle`}>
      <Stack gap="sm">
        {formError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} aria-hidden />}
            role="alert"
          >
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label={t('guest.name')}
          description={t('guest.name_hint')}
          autoComplete="name"
          required
          error={errorText(errors.name?.message)}
          {...form.register('name')}
        />
        <TextInput
          label={t('guest.email')}
          description={t('guest.email_hint')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errorText(errors.email?.message)}
          {...form.register('email')}
        />
        <div className={classes.documents}>
          <Text size="sm">{t('guest.documents')}</Text>
          <ul className={classes.documentList}>
            {documents.map((document) => (
              <li key={document.id}>
                <Anchor component={Link} to={paths.document(document.id)} target="_blank" size="sm">
                  {t(document.key)}
                  <VisuallyHidden> {t('common.new_tab')}</VisuallyHidden>
                </Anchor>
              </li>
            ))}
          </ul>
          <Checkbox
            required
            label={t('review.accept')}
            error={errorText(errors.accept_terms?.message)}
            aria-invalid={errors.accept_terms ? true : undefined}
            {...form.register('accept_terms')}
          />
        </div>
        <Button
          type="submit"
          size="md"
          fullWidth
          variant="outline"
          loading={isSubmitting}
          leftSection={<IconMail size={18} aria-hidden />}
        >
          {t('guest.send')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('guest.send_note')}
        </Text>
        {captchaNotice}
        <VisuallyHidden role="status">{isSubmitting ? t('guest.sending') : ''}</VisuallyHidden>
      </Stack>
    </form>
  );
}
