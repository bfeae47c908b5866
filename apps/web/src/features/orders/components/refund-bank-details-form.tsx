import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { validationCatalogs } from '@theatre/i18n/web-billing';
import type { RefundBankDetails } from '@theatre/contracts';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { NetworkError } from '../../../lib/api-error';
import { serverErrors } from '../../../lib/form-errors';
import { registerTranslations, translate } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSubmitRefundBankDetails } from '../api/refund-bank-details-api';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import {
  bankAccountErrorKey,
  bankHolderErrorKey,
  maskBankAccount,
} from '../lib/bank-account-input';

// The texts of the form's own checks (`validation.*`), the same the server answers with.
registerTranslations('validation.required', validationCatalogs);

type Field = 'holder' | 'account';
const fields: readonly Field[] = ['holder', 'account'];

/**
 * The account holder and the bank account of a refused refund (decision 0053): the account is
 * masked as it is typed (a GIRO number in groups of 8, an IBAN in groups of 4) and checked before
 * sending (length, the 9-7-3-1 check digits, the IBAN's mod 97); the server checks the same and
 * its messages land under the fields. `initial`: the details given before (a correction).
 */
export function RefundBankDetailsForm({
  token,
  initial,
  onDone,
  onCancel,
}: {
  token: string;
  initial: RefundBankDetails | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useOrdersTranslation();
  const submit = useSubmitRefundBankDetails(token);
  const [holder, setHolder] = useState(initial?.holder ?? '');
  const [account, setAccount] = useState(initial?.account ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const holderInput = useRef<HTMLInputElement>(null);
  const accountInput = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = accountInput.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onAccount = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const masked = maskBankAccount(typed, event.currentTarget.selectionStart ?? typed.length);
    caret.current = masked.caret;
    setAccount(masked.value);
    if (errors.account) setErrors((current) => ({ ...current, account: undefined }));
  };

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) (first === 'holder' ? holderInput : accountInput).current?.focus();
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    const holderKey = bankHolderErrorKey(holder);
    const accountKey = bankAccountErrorKey(account);
    if (holderKey || accountKey) {
      show({
        ...(holderKey ? { holder: translate(holderKey) } : {}),
        ...(accountKey ? { account: translate(accountKey) } : {}),
      });
      return;
    }
    setErrors({});
    submit.mutate(
      { holder, account },
      {
        onSuccess: (reply) => {
          notify({ tone: 'success', message: reply.message, autoClose: 8000 });
          onDone();
        },
        onError: (error) => {
          if (error instanceof NetworkError) {
            setFormError(t('bank.network_error'));
            return;
          }
          const found = serverErrors(error, fields);
          if (!found) return;
          show(Object.fromEntries(found.fields));
          setFormError(found.form);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError ? (
          <Alert color="red.9" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          ref={holderInput}
          label={t('bank.holder')}
          autoComplete="name"
          required
          maxLength={200}
          value={holder}
          error={errors.holder}
          onChange={(event) => {
            setHolder(event.currentTarget.value);
            if (errors.holder) setErrors((current) => ({ ...current, holder: undefined }));
          }}
        />
        <TextInput
          ref={accountInput}
          label={t('bank.account')}
          description={t('bank.account_hint')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={42}
          value={account}
          error={errors.account}
          onChange={onAccount}
          styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' } }}
        />
        <Group gap="sm">
          <Button type="submit" loading={submit.isPending}>
            {t(initial ? 'bank.save_correction' : 'bank.submit')}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={submit.isPending}>
              {t('bank.cancel_correction')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
