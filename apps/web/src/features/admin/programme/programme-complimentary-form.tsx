import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  complimentaryIssueBody,
  complimentaryMaxQuantity,
  complimentaryReasons,
  type ComplimentaryIssueBody,
  type ComplimentaryOverview,
} from '@theatre/contracts';
import { Controller, useForm } from 'react-hook-form';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useIssueComplimentary } from './programme-complimentary-api';
import {
  localName,
  NumberField,
  ProgrammeFormAlert,
  useProgrammeServerErrors,
} from './programme-common';

const fields = [
  'ticket_type_id',
  'quantity',
  'reason',
  'note',
  'recipient_name',
  'recipient_email',
  'language',
] as const;

/**
 * The issue of complimentary tickets: the ticket type (a seated performance's price zone, whose
 * best seats together are given), how many, the reason (a fixed list, with a note), the
 * recipient's name and e-mail address, and the language of the tickets and the e-mail. The
 * server checks the allowance under the performance's lock and answers under the fields.
 */
export function ComplimentaryForm({ overview }: { overview: ComplimentaryOverview }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const issue = useIssueComplimentary(overview.event_id);
  const firstType = overview.ticket_types[0]?.id;
  const defaults = {
    ...(firstType === undefined ? {} : { ticket_type_id: firstType }),
    quantity: 1,
    reason: 'press' as const,
    note: '',
    recipient_name: '',
    recipient_email: '',
    language: locale,
  };
  const form = useForm<ComplimentaryIssueBody>({
    resolver: zodResolver(complimentaryIssueBody, zodParseOptions),
    defaultValues: defaults,
  });
  const { formError, applyServerErrors, clearFormError } = useProgrammeServerErrors(
    form.setError,
    fields,
  );
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    try {
      const reply = await issue.mutateAsync(values);
      notify({ tone: 'success', message: reply.message });
      form.reset({ ...values, quantity: 1, note: '', recipient_name: '', recipient_email: '' });
    } catch (error) {
      applyServerErrors(error);
    }
  });

  if (overview.ticket_types.length === 0) {
    return <Text c="dimmed">{t('programme.complimentary.no_types')}</Text>;
  }
  const typeOptions = overview.ticket_types.map((type) => ({
    value: String(type.id),
    label: t('programme.complimentary.available', {
      name: localName(locale, type.name, type.name_en),
      count: type.available,
    }),
  }));
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="complimentary-form"
    >
      <Stack gap="md">
        <Text fw={600} id="complimentary-form">
          {t('programme.complimentary.form_title')}
        </Text>
        <ProgrammeFormAlert message={formError} />
        {overview.left === 0 ? (
          <Text size="sm" role="status">
            {t('programme.complimentary.no_allowance')}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Controller
            control={form.control}
            name="ticket_type_id"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={
                  overview.seated
                    ? t('programme.complimentary.ticket_type_zone')
                    : t('programme.complimentary.ticket_type')
                }
                description={overview.seated ? t('programme.complimentary.seated_hint') : undefined}
                required
                data={typeOptions}
                value={typeof field.value === 'number' ? String(field.value) : null}
                onChange={(value) => {
                  field.onChange(value === null ? undefined : Number(value));
                }}
                allowDeselect={false}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          <NumberField
            control={form.control}
            name="quantity"
            label={t('programme.complimentary.quantity')}
            required
            min={1}
            max={Math.min(complimentaryMaxQuantity, Math.max(overview.left, 1))}
          />
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('programme.complimentary.reason')}
                required
                data={complimentaryReasons.map((reason) => ({
                  value: reason,
                  label: t(`programme.complimentary.reasons.${reason}`),
                }))}
                value={field.value}
                onChange={(value) => {
                  if (value !== null) field.onChange(value);
                }}
                allowDeselect={false}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          <TextInput
            label={t('programme.complimentary.note')}
            description={t('programme.complimentary.note_hint')}
            maxLength={200}
            error={errorText(errors.note?.message)}
            {...form.register('note')}
          />
          <TextInput
            label={t('programme.complimentary.recipient_name')}
            required
            maxLength={255}
            autoComplete="off"
            error={errorText(errors.recipient_name?.message)}
            {...form.register('recipient_name')}
          />
          <TextInput
            label={t('programme.complimentary.recipient_email')}
            description={t('programme.complimentary.recipient_email_hint')}
            required
            type="email"
            maxLength={255}
            autoComplete="off"
            error={errorText(errors.recipient_email?.message)}
            {...form.register('recipient_email')}
          />
          <Controller
            control={form.control}
            name="language"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('programme.complimentary.language')}
                required
                data={(['hu', 'en'] as const).map((language) => ({
                  value: language,
                  label: t(`programme.complimentary.languages.${language}`),
                }))}
                value={field.value}
                onChange={(value) => {
                  if (value === 'hu' || value === 'en') field.onChange(value);
                }}
                allowDeselect={false}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
        </SimpleGrid>
        <Button
          type="submit"
          loading={isSubmitting}
          disabled={overview.left === 0}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('programme.complimentary.submit')}
        </Button>
      </Stack>
    </form>
  );
}
