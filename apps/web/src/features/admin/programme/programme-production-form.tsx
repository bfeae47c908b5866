import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { productionBody, type AdminProduction, type ProductionBody } from '@theatre/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { NumberField, ProgrammeFormAlert, useProgrammeServerErrors } from './programme-common';

type Values = ProductionBody;
type Output = z.output<typeof productionBody>;

const fields = [
  'name',
  'name_en',
  'author',
  'author_en',
  'description',
  'description_en',
  'duration_minutes',
  'age_limit',
] as const;

const empty: Values = {
  name: '',
  name_en: '',
  author: '',
  author_en: '',
  description: '',
  description_en: '',
  duration_minutes: 120,
  age_limit: null,
};

export function productionValues(production: AdminProduction): Values {
  return {
    name: production.name,
    name_en: production.name_en,
    author: production.author,
    author_en: production.author_en,
    description: production.description,
    description_en: production.description_en,
    duration_minutes: production.duration_minutes,
    age_limit: production.age_limit,
  };
}

interface ProductionFormProps {
  /** The saved production, or none for a new one. */
  production?: AdminProduction;
  submitLabel: string;
  /** Saves the values; the server's 422 is shown under the fields. */
  onSave: (values: Output) => Promise<AdminProduction>;
  /** Told once saved (the new page navigates, the edit form says so). */
  onSaved?: (production: AdminProduction) => void;
}

/**
 * A production's texts in both languages (Markdown descriptions), its length and age limit: the
 * contract's own schema checks them before sending, the server's 422 lands under the fields.
 */
export function ProductionForm({ production, submitLabel, onSave, onSaved }: ProductionFormProps) {
  const { t } = useAdminTranslation();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(productionBody, zodParseOptions),
    defaultValues: production ? productionValues(production) : empty,
  });
  const { formError, applyServerErrors, clearFormError } = useProgrammeServerErrors(
    form.setError,
    fields,
  );
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    setSaved(false);
    try {
      const result = await onSave(values);
      form.reset(productionValues(result));
      setSaved(true);
      onSaved?.(result);
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <ProgrammeFormAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('programme.form.name')}
            required
            maxLength={200}
            error={errorText(errors.name?.message)}
            {...form.register('name')}
          />
          <TextInput
            label={t('programme.form.name_en')}
            required
            maxLength={200}
            error={errorText(errors.name_en?.message)}
            {...form.register('name_en')}
          />
          <TextInput
            label={t('programme.form.author')}
            maxLength={200}
            error={errorText(errors.author?.message)}
            {...form.register('author')}
          />
          <TextInput
            label={t('programme.form.author_en')}
            maxLength={200}
            error={errorText(errors.author_en?.message)}
            {...form.register('author_en')}
          />
          <Textarea
            label={t('programme.form.description')}
            description={t('programme.common.markdown_hint')}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={20_000}
            error={errorText(errors.description?.message)}
            {...form.register('description')}
          />
          <Textarea
            label={t('programme.form.description_en')}
            description={t('programme.common.markdown_hint')}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={20_000}
            error={errorText(errors.description_en?.message)}
            {...form.register('description_en')}
          />
          <NumberField
            control={form.control}
            name="duration_minutes"
            label={t('programme.form.duration')}
            required
            min={1}
            max={1440}
          />
          <NumberField
            control={form.control}
            name="age_limit"
            label={t('programme.form.age_limit')}
            description={t('programme.form.age_limit_hint')}
            nullable
            min={0}
            max={21}
          />
        </SimpleGrid>
        <Group gap="md">
          <Button type="submit" loading={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {submitLabel}
          </Button>
          <Text size="sm" role="status">
            {saved && production ? t('programme.production.saved') : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
