import '@mantine/core/styles/Grid.layer.css';
import {
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { AdminCouponRow } from '@theatre/contracts';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useAdminCoupons } from './coupons-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useSearchBox } from '../shared/use-search-box';
import { AdminListBody, AdminSearchButtons } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import {
  CouponStateBadge,
  CouponUsage,
  couponName,
  useDiscountText,
  useValidityText,
} from './coupon-parts';

const queryMaxLength = 64;

function CouponLink({ coupon }: { coupon: AdminCouponRow }) {
  const { t } = useAdminTranslation();
  return (
    <Anchor
      component={Link}
      to={adminPaths.coupon(coupon.id)}
      fw={700}
      ff="monospace"
      aria-label={t('coupons.list.open', { code: coupon.code })}
    >
      {coupon.code}
    </Anchor>
  );
}

function CouponTable({ rows }: { rows: AdminCouponRow[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const discount = useDiscountText();
  const validity = useValidityText();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>
          <VisuallyHidden>{t('coupons.list.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('coupons.list.columns.code')}</Table.Th>
            <Table.Th scope="col">{t('coupons.list.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('coupons.list.columns.discount')}</Table.Th>
            <Table.Th scope="col">{t('coupons.list.columns.validity')}</Table.Th>
            <Table.Th scope="col">{t('coupons.list.columns.usage')}</Table.Th>
            <Table.Th scope="col">{t('coupons.list.columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((coupon) => (
            <Table.Tr key={coupon.id}>
              <Table.Th scope="row" fw={400}>
                <CouponLink coupon={coupon} />
              </Table.Th>
              <Table.Td maw={260}>
                <Text size="sm">{couponName(coupon, locale)}</Text>
                <Text size="xs" c="dimmed">
                  {coupon.target_count === 0
                    ? t('coupons.targets.all')
                    : t('coupons.targets.some', { count: coupon.target_count })}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} fw={600}>
                {discount(coupon)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{validity(coupon)}</Text>
              </Table.Td>
              <Table.Td>
                <CouponUsage coupon={coupon} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} miw={150}>
                <CouponStateBadge state={coupon.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CouponCards({ rows }: { rows: AdminCouponRow[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const discount = useDiscountText();
  const validity = useValidityText();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('coupons.list.caption')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((coupon) => (
        <Card key={coupon.id} component="li" withBorder radius="md" padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <CouponLink coupon={coupon} />
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {discount(coupon)}
              </Text>
            </Group>
            <Text size="sm">{couponName(coupon, locale)}</Text>
            <Text size="xs" c="dimmed">
              {validity(coupon)} ·{' '}
              {coupon.target_count === 0
                ? t('coupons.targets.all')
                : t('coupons.targets.some', { count: coupon.target_count })}
            </Text>
            <CouponUsage coupon={coupon} />
            <Group gap={4}>
              <CouponStateBadge state={coupon.state} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The search in the address: `?q=…&page=…` (pure). */
function searchOf(params: URLSearchParams) {
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim().slice(0, queryMaxLength),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The coupons (administrators): a search by code or name, each coupon's discount, validity, use
 * and state; a table on a desktop, cards on a phone, 50 a page. The search lives in the address.
 */
export function CouponList() {
  const { t } = useAdminTranslation();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const query = useAdminCoupons(search.q, search.page);
  const go = (next: { q: string; page: number }, replace = false) => {
    const nextParams = new URLSearchParams();
    if (next.q.trim() !== '') nextParams.set('q', next.q.trim());
    if (next.page > 1) nextParams.set('page', String(next.page));
    setParams(nextParams, { replace });
  };
  const box = useSearchBox(search.q, (text) => {
    go({ q: text, page: 1 }, true);
  });
  const clear = () => {
    box.reset();
    go({ q: '', page: 1 });
  };

  const form = (
    <Stack gap="sm">
      <form
        role="search"
        aria-label={t('coupons.list.search_label')}
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: box.typed, page: 1 });
        }}
        noValidate
      >
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 7, md: 5 }}>
            <TextInput
              type="search"
              label={t('coupons.list.query')}
              placeholder={t('coupons.list.query_placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={box.typed}
              maxLength={queryMaxLength}
              onChange={(event) => {
                box.type(event.currentTarget.value);
              }}
              autoComplete="off"
              spellCheck={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5, md: 7 }}>
            <AdminSearchButtons texts="coupons.list" filtered={search.q !== ''} onClear={clear} />
          </Grid.Col>
        </Grid>
      </form>
      <Group>
        <Button
          component={Link}
          to={adminPaths.couponNew()}
          leftSection={<IconPlus size={16} aria-hidden />}
          variant="filled"
          color="teal.9"
        >
          {t('coupons.list.new')}
        </Button>
      </Group>
    </Stack>
  );

  return (
    <AdminPage title={t('coupons.list.title')} intro={t('coupons.list.intro')} actions={form}>
      <AdminListBody
        texts="coupons.list"
        query={query}
        wide={wide}
        rowHeight={{ wide: 56, narrow: 140 }}
        filtered={search.q !== ''}
        noneYetText={t('coupons.list.none_yet_text')}
        onClear={clear}
        onPage={(page) => {
          go({ q: search.q, page });
        }}
      >
        {(reply) => (wide ? <CouponTable rows={reply.data} /> : <CouponCards rows={reply.data} />)}
      </AdminListBody>
    </AdminPage>
  );
}
