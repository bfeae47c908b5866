import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import { IconArrowLeft, IconCircleCheck, IconCircleOff, IconPencil } from '@tabler/icons-react';
import type { AdminCouponDetails } from '@theatre/contracts';
import { formatDateTime } from '@theatre/i18n';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { isNotFound } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { adminPaths } from '../shared/admin-paths';
import { useAdminCoupon, useSetCouponActive } from './coupons-api';
import { AuditChanges } from '../shared/audit-changes';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminConfirmDialog } from '../shared/admin-confirm-dialog';
import { AdminPage } from '../shared/admin-page';
import {
  CouponStateBadge,
  CouponUsage,
  shortInstant,
  useDiscountText,
  useValidityText,
} from './coupon-parts';
import { CouponUses } from './coupon-uses';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Targets({ coupon }: { coupon: AdminCouponDetails }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  if (coupon.targets.length === 0) return <>{t('coupons.targets.all')}</>;
  return (
    <List size="sm" spacing={2}>
      {coupon.targets.map((target) => (
        <List.Item key={`${String(target.event_id)}-${String(target.ticket_type_id)}`}>
          {locale === 'en' && target.name_en ? target.name_en : target.name} ·{' '}
          {shortInstant(target.starts_at, locale)}
          {target.ticket_type_name
            ? ` · ${t('coupons.page.ticket_type', { name: target.ticket_type_name })}`
            : ''}
        </List.Item>
      ))}
    </List>
  );
}

function History({ coupon }: { coupon: AdminCouponDetails }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  if (coupon.audit.length === 0) return <Text c="dimmed">{t('coupons.page.history_empty')}</Text>;
  const known = ['created', 'updated', 'deactivated', 'activated'] as const;
  return (
    <List size="sm" spacing={4}>
      {coupon.audit.map((entry, index) => {
        const action = known.find((item) => entry.action === `coupon.${item}`);
        return (
          <List.Item key={`${entry.at}-${String(index)}`}>
            {formatDateTime(entry.at, locale)} ·{' '}
            {action ? t(`coupons.page.history_actions.${action}`) : entry.action}{' '}
            {entry.actor?.name ?? t('coupons.page.by_system')}
            <AuditChanges changes={entry.changes} quiet />
          </List.Item>
        );
      })}
    </List>
  );
}

/** Switching off asks first; switching on is done at once. */
function ActiveToggle({ coupon }: { coupon: AdminCouponDetails }) {
  const { t } = useAdminTranslation();
  const toggle = useSetCouponActive(coupon.id);
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const run = (active: boolean) => {
    toggle.mutate(active, {
      onSuccess: (reply) => {
        notify({ tone: 'success', message: reply.message, autoClose: 6000 });
        setConfirming(false);
      },
    });
  };

  if (!coupon.active) {
    return (
      <Button
        variant="default"
        leftSection={<IconCircleCheck size={16} aria-hidden />}
        loading={toggle.isPending}
        onClick={() => {
          run(true);
        }}
      >
        {t('coupons.page.activate')}
      </Button>
    );
  }
  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        color="red.9"
        leftSection={<IconCircleOff size={16} aria-hidden />}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {t('coupons.page.deactivate')}
      </Button>
      <AdminConfirmDialog
        opened={confirming}
        onClose={() => {
          if (!toggle.isPending) setConfirming(false);
        }}
        title={t('coupons.page.deactivate_title', { code: coupon.code })}
        closeLabel={t('coupons.page.cancel')}
        busy={toggle.isPending}
      >
        <Stack gap="md">
          <Text>{t('coupons.page.deactivate_text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(false);
              }}
              data-autofocus
            >
              {t('coupons.page.cancel')}
            </Button>
            <Button
              color="red.9"
              leftSection={
                toggle.isPending ? <Loader size={14} color="currentColor" aria-hidden /> : null
              }
              aria-busy={toggle.isPending || undefined}
              onClick={() => {
                if (!toggle.isPending) run(false);
              }}
            >
              {t('coupons.page.deactivate_confirm')}
            </Button>
          </Group>
        </Stack>
      </AdminConfirmDialog>
    </>
  );
}

function CouponDetails({ coupon }: { coupon: AdminCouponDetails }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const discount = useDiscountText();
  const validity = useValidityText();
  const limit = (value: number | null) => (value === null ? t('coupons.page.no_limit') : value);
  const actions = (
    <Group gap="sm">
      <Button
        component={Link}
        to={adminPaths.couponEdit(coupon.id)}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {t('coupons.page.edit')}
      </Button>
      <ActiveToggle coupon={coupon} />
    </Group>
  );
  return (
    <AdminPage
      title={coupon.code}
      intro={locale === 'en' ? coupon.name_en : coupon.name}
      actions={actions}
    >
      <Group gap="xs">
        <CouponStateBadge state={coupon.state} />
      </Group>
      <Section id="coupon-details" title={t('coupons.page.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Field label={t('coupons.page.code')}>
            <Text span ff="monospace" fw={700}>
              {coupon.code}
            </Text>
          </Field>
          <Field label={t('coupons.page.name')}>{coupon.name}</Field>
          <Field label={t('coupons.page.name_en')}>{coupon.name_en || '–'}</Field>
          <Field label={t('coupons.page.discount')}>{discount(coupon)}</Field>
          <Field label={t('coupons.page.validity')}>{validity(coupon)}</Field>
          <Field label={t('coupons.page.max_uses')}>{limit(coupon.max_uses)}</Field>
          <Field label={t('coupons.page.max_uses_per_user')}>
            {limit(coupon.max_uses_per_user)}
          </Field>
          <Field label={t('coupons.page.created')}>
            {formatDateTime(coupon.created_at, locale)}
          </Field>
          <Field label={t('coupons.page.updated')}>
            {formatDateTime(coupon.updated_at, locale)}
          </Field>
        </SimpleGrid>
        <Field label={t('coupons.page.applies_to')}>
          <Targets coupon={coupon} />
        </Field>
      </Section>
      <Section id="coupon-usage" title={t('coupons.page.usage')}>
        <CouponUsage coupon={coupon} />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Field label={t('coupons.page.consumed')}>{coupon.usage.consumed}</Field>
          <Field label={t('coupons.page.reserved')}>{coupon.usage.reserved}</Field>
          <Field label={t('coupons.page.held')}>{coupon.usage.held}</Field>
          <Field label={t('coupons.page.remaining')}>
            {coupon.usage.remaining ?? t('coupons.usage.unlimited')}
          </Field>
        </SimpleGrid>
      </Section>
      <CouponUses couponId={coupon.id} />
      <Section id="coupon-history" title={t('coupons.page.history')}>
        <History coupon={coupon} />
      </Section>
    </AdminPage>
  );
}

/** A missing coupon: say so and lead back to the list. */
export function CouponNotFound() {
  const { t } = useAdminTranslation();
  usePageTitle(t('coupons.page.not_found_title'));
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1} size="h2">
        {t('coupons.page.not_found_title')}
      </Title>
      <Text c="dimmed">{t('coupons.page.not_found_text')}</Text>
      <Button component={Link} to={adminPaths.coupons()} variant="default">
        {t('coupons.page.back')}
      </Button>
    </Stack>
  );
}

/** The way back to the list, above a coupon's pages. */
export function BackToCoupons() {
  const { t } = useAdminTranslation();
  return (
    <Anchor component={Link} to={adminPaths.coupons()} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('coupons.page.back')}
      </Group>
    </Anchor>
  );
}

/** The coupon id of the route, or null when it cannot be one. */
export function useCouponIdParam(): number | null {
  const { couponId } = useParams();
  const id = Number(couponId);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function CouponLoaded({ couponId }: { couponId: number }) {
  const { t } = useAdminTranslation();
  const query = useAdminCoupon(couponId);
  if (query.isPending) {
    return (
      <Stack gap="md">
        <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
        <Skeleton height={36} width={220} />
        <Skeleton height={180} />
        <Skeleton height={120} />
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
  return <CouponDetails coupon={query.data} />;
}

/**
 * One coupon (administrators): its details, what it applies to, its use now, its uses (which
 * orders, when, where they stand) and its history; editing it, and switching it off or on.
 */
export function CouponPage() {
  const couponId = useCouponIdParam();
  return (
    <Stack gap="md">
      <BackToCoupons />
      {couponId === null ? <CouponNotFound /> : <CouponLoaded couponId={couponId} />}
    </Stack>
  );
}
