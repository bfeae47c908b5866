import '@mantine/core/styles/Grid.layer.css';
import { Grid, NativeSelect, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { orderStatuses } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { useStaffPerformances } from '../shared/performances-api';
import { useStaffOrders } from './staff-orders-api';
import { shortDateTime } from './order-rules';
import {
  apiQuery,
  changedSearch,
  emptyOrderSearch,
  isFiltered,
  orderQueryMaxLength,
  paramsFromSearch,
  searchFromParams,
  searchString,
  type OrderSearch,
} from './order-search';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useSearchBox } from '../shared/use-search-box';
import { AdminListBody, AdminSearchButtons } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { useWideOrdersLayout } from './order-section';
import { OrdersRows } from './orders-results';

/** The performance filter offers the last half year's and the coming year's performances. */
const performancesBackDays = 183;
const performancesDays = 400;

function performancesFrom(now: Date): string {
  return budapestDay(new Date(now.getTime() - performancesBackDays * 86_400_000));
}

/** The performance filter: searchable by name, each with its date. */
function PerformanceFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (eventId: number | null) => void;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const [from] = useState(() => performancesFrom(new Date()));
  const performances = useStaffPerformances(from, performancesDays);
  const data = useMemo(() => {
    const options = (performances.data ?? []).map((performance) => ({
      value: String(performance.id),
      label: `${locale === 'en' && performance.name_en ? performance.name_en : performance.name} · ${shortDateTime(performance.starts_at, locale)}`,
    }));
    // A shared link may name a performance outside the list's range.
    if (value !== null && !options.some((option) => option.value === String(value))) {
      options.unshift({
        value: String(value),
        label: t('orders.search.performance_unknown', { id: value }),
      });
    }
    return options;
  }, [performances.data, locale, value, t]);
  return (
    <Select
      label={t('orders.search.performance')}
      placeholder={
        performances.isPending
          ? t('orders.search.performance_loading')
          : t('orders.search.performance_all')
      }
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        onChange(next === null ? null : Number(next));
      }}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('orders.search.performance_all') }}
      nothingFoundMessage={t('orders.search.empty_title')}
      comboboxProps={{ withinPortal: false }}
      maxDropdownHeight={320}
    />
  );
}

/**
 * The back office's order search (cashier, admin): one box for a name, an e-mail address, an
 * order's number or a ticket code, a performance and a status; the search lives in the address, so
 * a refresh or a shared link shows the same page of results. A table on a desktop, cards on a
 * phone, 50 a page.
 */
export function OrdersSearch() {
  const { t } = useAdminTranslation();
  const wide = useWideOrdersLayout();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const query = useStaffOrders(apiQuery(search));
  const go = (next: OrderSearch, replace = false) => {
    setParams(paramsFromSearch(next), { replace });
  };
  const box = useSearchBox(search.q, (text) => {
    go(changedSearch(search, { q: text }), true);
  });
  const clear = () => {
    box.reset();
    go(emptyOrderSearch);
  };

  const form = (
    <form
      role="search"
      aria-label={t('orders.search.form_label')}
      onSubmit={(event) => {
        event.preventDefault();
        go(changedSearch(search, { q: box.typed }));
      }}
      noValidate
    >
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TextInput
            type="search"
            label={t('orders.search.query')}
            description={t('orders.search.query_description')}
            placeholder={t('orders.search.query_placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={box.typed}
            maxLength={orderQueryMaxLength}
            onChange={(event) => {
              box.type(event.currentTarget.value);
            }}
            autoComplete="off"
            spellCheck={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 4 }}>
          <PerformanceFilter
            value={search.eventId}
            onChange={(eventId) => {
              go(changedSearch(search, { eventId, q: box.typed }));
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5, md: 3 }}>
          <NativeSelect
            label={t('orders.search.status')}
            value={search.status ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const status = orderStatuses.find((item) => item === value) ?? null;
              go(changedSearch(search, { status, q: box.typed }));
            }}
            data={[
              { value: '', label: t('orders.search.status_all') },
              ...orderStatuses.map((status) => ({
                value: status,
                label: t(`orders.status.${status}`),
              })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <AdminSearchButtons texts="orders.search" filtered={isFiltered(search)} onClear={clear} />
        </Grid.Col>
      </Grid>
    </form>
  );

  return (
    <AdminPage title={t('orders.search.title')} intro={t('orders.search.intro')} actions={form}>
      <AdminListBody
        texts="orders.search"
        query={query}
        wide={wide}
        rowHeight={{ wide: 48, narrow: 120 }}
        filtered={isFiltered(search)}
        onClear={clear}
        onPage={(page) => {
          go(changedSearch(search, { page }));
        }}
      >
        {(reply) => <OrdersRows rows={reply.data} search={searchString(search)} wide={wide} />}
      </AdminListBody>
    </AdminPage>
  );
}
