import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import {
  Button,
  Grid,
  Group,
  NativeSelect,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { orderStatuses } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useLocale } from '../../../lib/i18n';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { useStaffPerformances } from '../api/performances-api';
import { useStaffOrders } from '../api/staff-orders-api';
import { shortDateTime } from '../hooks/order-rules';
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
} from '../hooks/order-search';
import { useAdminTranslation } from '../hooks/use-admin-translation';
import { AdminPage } from './admin-page';
import { useWideOrdersLayout } from './order-section';
import { OrdersResults } from './orders-results';

/** The performance filter offers the last half year's and the coming year's performances. */
const performancesBackDays = 183;
const performancesDays = 400;
const typingDelayMs = 400;

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
  const [typed, setTyped] = useState(search.q);

  // Back and forward (or a link) change the address: the box follows, unless it only differs in
  // the spaces around what is being typed (adjusted while rendering, not in an effect).
  const [shownQ, setShownQ] = useState(search.q);
  if (shownQ !== search.q) {
    setShownQ(search.q);
    if (typed.trim() !== search.q) setTyped(search.q);
  }

  const go = (next: OrderSearch, replace = false) => {
    setParams(paramsFromSearch(next), { replace });
  };
  const clear = () => {
    setTyped('');
    go(emptyOrderSearch);
  };
  const applyTyped = useDebouncedCallback((text: string) => {
    if (text.trim() !== search.q) go(changedSearch(search, { q: text }), true);
  }, typingDelayMs);

  const form = (
    <form
      role="search"
      aria-label={t('orders.search.form_label')}
      onSubmit={(event) => {
        event.preventDefault();
        go(changedSearch(search, { q: typed }));
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
            value={typed}
            maxLength={orderQueryMaxLength}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              applyTyped(event.currentTarget.value);
            }}
            autoComplete="off"
            spellCheck={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 4 }}>
          <PerformanceFilter
            value={search.eventId}
            onChange={(eventId) => {
              go(changedSearch(search, { eventId, q: typed }));
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
              go(changedSearch(search, { status, q: typed }));
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
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('orders.search.submit')}
            </Button>
            {isFiltered(search) ? (
              <Button
                variant="default"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={clear}
              >
                {t('orders.search.clear')}
              </Button>
            ) : null}
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );

  const reply = query.data;
  let content;
  if (query.isPending) {
    content = (
      <Stack gap="sm">
        <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height={wide ? 48 : 120} radius="sm" />
        ))}
      </Stack>
    );
  } else if (query.isError && !reply) {
    content = (
      <ErrorState
        message={t('common.load_error')}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else if (!reply || reply.data.length === 0) {
    const filtered = isFiltered(search);
    content = (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Text fw={600} size="lg">
          {filtered ? t('orders.search.empty_title') : t('orders.search.none_yet')}
        </Text>
        {filtered ? <Text c="dimmed">{t('orders.search.empty_text')}</Text> : null}
        {filtered ? (
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={clear}
          >
            {t('orders.search.clear')}
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    content = (
      <OrdersResults
        reply={reply}
        search={searchString(search)}
        wide={wide}
        onPage={(page) => {
          go(changedSearch(search, { page }));
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  return (
    <AdminPage title={t('orders.search.title')} intro={t('orders.search.intro')} actions={form}>
      <div aria-busy={query.isFetching && !query.isPending ? true : undefined}>{content}</div>
    </AdminPage>
  );
}
