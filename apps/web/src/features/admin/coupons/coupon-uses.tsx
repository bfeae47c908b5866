import {
  Anchor,
  Badge,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminCouponUse, CouponUseStatus } from '@theatre/contracts';
import { formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useCouponUses } from './coupons-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminListPagination } from '../shared/admin-list-pagination';
import { shortInstant } from './coupon-parts';

const statusColor: Record<CouponUseStatus, string> = {
  held: 'blue.9',
  reserved: 'orange.9',
  consumed: 'teal.9',
  released: 'gray.7',
};

function UseStatus({ use }: { use: AdminCouponUse }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const live = use.status === 'held' || use.status === 'reserved';
  return (
    <Stack gap={2}>
      <Group gap={4}>
        <Badge color={statusColor[use.status]} variant="outline">
          {t(`coupons.uses.status.${use.status}`)}
        </Badge>
      </Group>
      {live && !use.counts ? (
        <Text size="xs" c="dimmed">
          {t('coupons.uses.expired')}
        </Text>
      ) : null}
      {live && use.counts && use.expires_at ? (
        <Text size="xs" c="dimmed">
          {t('coupons.uses.counts_until', { until: shortInstant(use.expires_at, locale) })}
        </Text>
      ) : null}
    </Stack>
  );
}

function OrderCell({ use }: { use: AdminCouponUse }) {
  const { t } = useAdminTranslation();
  if (!use.order) {
    return (
      <Text size="sm" c="dimmed">
        {t('coupons.uses.no_order')}
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={adminPaths.order(use.order.id)}
      fw={700}
      aria-label={t('coupons.uses.order_link', { id: use.order.id })}
    >
      #{use.order.id}
    </Anchor>
  );
}

function Buyer({ use }: { use: AdminCouponUse }) {
  const { t } = useAdminTranslation();
  const name = use.order?.buyer_name ?? use.user?.name ?? null;
  const email = use.order?.buyer_email ?? use.user?.email ?? null;
  if (!name && !email) {
    return (
      <Text size="sm" c="dimmed">
        {t('coupons.uses.guest')}
      </Text>
    );
  }
  return (
    <div>
      {use.user ? (
        <Anchor component={Link} to={adminPaths.user(use.user.id)} size="sm" fw={600}>
          {name}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {name}
        </Text>
      )}
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Text>
    </div>
  );
}

/** A coupon's uses: which carts and orders took it, whose, when and where each stands. */
export function CouponUses({ couponId }: { couponId: number }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const wide = useMediaQuery('(min-width: 62em)', true);
  const query = useCouponUses(couponId, page);
  const reply = query.data;

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="xs">
        <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  } else if (query.isError && !reply) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else if (!reply || reply.data.length === 0) {
    content = <Text c="dimmed">{t('coupons.uses.empty')}</Text>;
  } else {
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('coupons.uses.results', { count: reply.total })}
        </Text>
        {wide ? (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>
                <VisuallyHidden>{t('coupons.uses.caption')}</VisuallyHidden>
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('coupons.uses.columns.when')}</Table.Th>
                  <Table.Th scope="col">{t('coupons.uses.columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('coupons.uses.columns.order')}</Table.Th>
                  <Table.Th scope="col">{t('coupons.uses.columns.buyer')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('coupons.uses.columns.discount')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reply.data.map((use) => (
                  <Table.Tr key={use.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {shortInstant(use.created_at, locale)}
                    </Table.Td>
                    <Table.Td>
                      <UseStatus use={use} />
                    </Table.Td>
                    <Table.Td>
                      <OrderCell use={use} />
                    </Table.Td>
                    <Table.Td>
                      <Buyer use={use} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {use.order && use.order.discount > 0 ? formatPrice(use.order.discount) : '–'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label={t('coupons.uses.caption')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {reply.data.map((use) => (
              <Card key={use.id} component="li" withBorder radius="md" padding="sm">
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <OrderCell use={use} />
                    <Text size="sm" c="dimmed">
                      {shortInstant(use.created_at, locale)}
                    </Text>
                  </Group>
                  <UseStatus use={use} />
                  <Buyer use={use} />
                  {use.order && use.order.discount > 0 ? (
                    <Text size="sm">
                      {t('coupons.uses.columns.discount')}: {formatPrice(use.order.discount)}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
        <AdminListPagination
          page={reply.page}
          total={reply.total}
          perPage={reply.per_page}
          wide={wide}
          onPage={setPage}
          labels={{
            nav: t('coupons.list.pagination'),
            page: (item) => t('coupons.list.page', { page: item }),
            previous: t('coupons.list.previous'),
            next: t('coupons.list.next'),
            first: t('coupons.list.first'),
            last: t('coupons.list.last'),
          }}
        />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="coupon-uses">
      <Stack gap="sm">
        <Title order={2} size="h4" id="coupon-uses">
          {t('coupons.uses.title')}
        </Title>
        <div aria-busy={query.isFetching && !query.isPending ? true : undefined}>{content}</div>
      </Stack>
    </Card>
  );
}
