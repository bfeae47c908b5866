import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconDice5 } from '@tabler/icons-react';
import { couponKinds, type AdminCouponDetails, type CouponCreateFields } from '@theatre/contracts';
import { validationCatalogs } from '@theatre/i18n/web-billing';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { isNotFound } from '../../../lib/api-error';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { registerTranslations, useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useServerErrors } from '../../../lib/use-server-errors';
import { AdminDateTimeField } from '../shared/admin-date-time-field';
import { adminPaths } from '../shared/admin-paths';
import { useAdminCoupon, useCreateCoupon, useUpdateCoupon } from './coupons-api';
import { randomCouponCode } from './coupon-code';
import {
  couponCreateForm,
  couponFormFields,
  couponUpdateForm,
  emptyCouponForm,
  formValuesOf,
  type CouponFormOutput,
  type CouponFormValues,
} from './coupon-form-rules';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { BackToCoupons, CouponNotFound, useCouponIdParam } from './coupon-page';
import { shortInstant } from './coupon-parts';
import { NumberField, PerformancePicker } from './coupon-form-fields';

// The shared schemas name catalogue keys (`validation.coupon_percent`): their texts come with the
// form.
registerTranslations('validation.required', validationCatalogs);

interface CouponFormProps {
  /** Editing this coupon; a new coupon when absent. */
  coupon?: AdminCouponDetails;
}

/**
 * The coupon form (administrators): a new coupon's code, names, discount, validity, limits and
 * performances; for an existing coupon only its names, validity and limits (the rest is shown but
 * cannot change). The form checks what the server checks (the same schema), and the server's 422
 * messages (a code taken, a limit below the uses there are) go under their fields.
 */
function CouponForm({ coupon }: CouponFormProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const editing = coupon !== undefined;
  const create = useCreateCoupon();
  const update = useUpdateCoupon(coupon?.id ?? 0);
  // A new coupon starts with a random code that cannot be guessed (decision 0024).
  const [defaultValues] = useState<CouponFormValues>(() =>
    coupon ? formValuesOf(coupon) : { ...emptyCouponForm, code: randomCouponCode() },
  );
  const form = useForm<CouponFormValues, unknown, CouponFormOutput>({
    resolver: zodResolver(editing ? couponUpdateForm : couponCreateForm, zodParseOptions),
    defaultValues,
  });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    couponFormFields,
    t('coupons.form.network'),
  );
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const error = (field: (typeof couponFormFields)[number]) => errorText(errors[field]?.message);

  const onSubmit = form.handleSubmit(async (body) => {
    clearFormError();
    try {
      if (coupon) {
        const reply = await update.mutateAsync(body);
        notify({ tone: 'success', message: reply.message });
        await navigate(adminPaths.coupon(coupon.id));
      } else {
        const created = await create.mutateAsync(body as CouponCreateFields);
        notify({ tone: 'success', message: t('coupons.form.created', { code: created.code }) });
        await navigate(adminPaths.coupon(created.id));
      }
    } catch (failure) {
      applyServerErrors(failure);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
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
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('coupons.form.code')}
              description={
                editing
                  ? t('coupons.form.code_description')
                  : `${t('coupons.form.code_description')} ${t('coupons.form.code_suggested')}`
              }
              required={!editing}
              disabled={editing}
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
              error={error('code')}
              {...form.register('code')}
            />
            {editing ? (
              // The code stands alone in its row on a wide screen.
              <Box visibleFrom="sm" />
            ) : (
              <Box style={{ alignSelf: 'end' }}>
                <Button
                  variant="light"
                  leftSection={<IconDice5 size={18} aria-hidden />}
                  onClick={() => {
                    form.setValue('code', randomCouponCode(), {
                      shouldDirty: true,
                      shouldValidate: form.formState.isSubmitted,
                    });
                  }}
                >
                  {t('coupons.form.generate_code')}
                </Button>
              </Box>
            )}
            <TextInput
              label={t('coupons.form.name')}
              description={t('coupons.form.name_description')}
              required
              maxLength={120}
              error={error('name')}
              {...form.register('name')}
            />
            <TextInput
              label={t('coupons.form.name_en')}
              required
              maxLength={120}
              error={error('name_en')}
              {...form.register('name_en')}
            />
            <NativeSelect
              label={t('coupons.form.kind')}
              disabled={editing}
              data={couponKinds.map((value) => ({
                value,
                label: t(`coupons.form.kinds.${value}`),
              }))}
              error={error('kind')}
              {...form.register('kind')}
            />
            <NumberField
              control={form.control}
              name="value"
              label={
                kind === 'percent' ? t('coupons.form.value_percent') : t('coupons.form.value_fixed')
              }
              description={
                kind === 'percent'
                  ? t('coupons.form.value_description_percent')
                  : t('coupons.form.value_description_fixed')
              }
              disabled={editing}
              required={!editing}
              error={error('value')}
            />
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AdminDateTimeField
              control={form.control}
              name="valid_from"
              label={t('coupons.form.valid_from')}
              description={t('coupons.form.validity_description')}
              error={error('valid_from')}
            />
            <AdminDateTimeField
              control={form.control}
              name="valid_until"
              label={t('coupons.form.valid_until')}
              description={t('coupons.form.validity_description')}
              error={error('valid_until')}
            />
            <NumberField
              control={form.control}
              name="max_uses"
              label={t('coupons.form.max_uses')}
              description={
                editing
                  ? t('coupons.form.limit_edit_description')
                  : t('coupons.form.limit_description')
              }
              error={error('max_uses')}
            />
            <NumberField
              control={form.control}
              name="max_uses_per_user"
              label={t('coupons.form.max_uses_per_user')}
              description={
                editing
                  ? t('coupons.form.limit_edit_description')
                  : t('coupons.form.limit_description')
              }
              error={error('max_uses_per_user')}
            />
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="md">
          {coupon ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('coupons.form.targets_fixed')}
              </Text>
              <Text size="sm">
                {coupon.targets.length === 0
                  ? t('coupons.targets.all')
                  : coupon.targets
                      .map(
                        (target) =>
                          `${locale === 'en' && target.name_en ? target.name_en : target.name} · ${shortInstant(target.starts_at, locale)}`,
                      )
                      .join('; ')}
              </Text>
            </Stack>
          ) : (
            <PerformancePicker control={form.control} error={error('event_ids')} />
          )}
        </Card>
        <Group gap="sm">
          <Button type="submit" loading={isSubmitting}>
            {editing ? t('coupons.form.save') : t('coupons.form.save_new')}
          </Button>
          <Button
            component={Link}
            to={coupon ? adminPaths.coupon(coupon.id) : adminPaths.coupons()}
            variant="default"
          >
            {t('coupons.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/admin/coupons/new`. */
export function CouponNewPage() {
  const { t } = useAdminTranslation();
  return (
    <Stack gap="md">
      <BackToCoupons />
      <AdminPage title={t('coupons.form.new_title')} intro={t('coupons.form.new_intro')}>
        <CouponForm />
      </AdminPage>
    </Stack>
  );
}

function CouponEditLoaded({ couponId }: { couponId: number }) {
  const { t } = useAdminTranslation();
  const query = useAdminCoupon(couponId);
  if (query.isPending) {
    return (
      <Stack gap="md">
        <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
        <Skeleton height={36} width={240} />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    if (isNotFound(query.error)) return <CouponNotFound />;
    return (
      <ErrorState
        message={t('common.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <AdminPage
      title={t('coupons.form.edit_title', { code: query.data.code })}
      intro={t('coupons.form.edit_intro')}
    >
      <CouponForm key={query.data.id} coupon={query.data} />
    </AdminPage>
  );
}

/** `/admin/coupons/:couponId/edit`. */
export function CouponEditPage() {
  const couponId = useCouponIdParam();
  return (
    <Stack gap="md">
      <BackToCoupons />
      {couponId === null ? <CouponNotFound /> : <CouponEditLoaded couponId={couponId} />}
    </Stack>
  );
}
