import { Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useAdminTranslation } from './use-admin-translation';
import { AdminListPagination, pagesOf } from './admin-list-pagination';

/** The back-office lists that share this frame, by the prefix of their texts. */
export type AdminListTexts =
  | 'users.list'
  | 'coupons.list'
  | 'orders.search'
  | 'audit.list'
  | 'security_log.list'
  | 'transfer_orders.list';

/** A page of a list as the server answers it. */
interface ListReply {
  data: readonly unknown[];
  total: number;
  page: number;
  per_page: number;
}

/** What a list's query looks like to its frame (a TanStack Query result). */
interface ListQuery<R extends ListReply> {
  data: R | undefined;
  isPending: boolean;
  isError: boolean;
  /** The failed call's error (the error state says what happened). */
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The search form's buttons: search, and, once something is filtered, clear the filters. */
export function AdminSearchButtons({
  texts,
  filtered,
  onClear,
}: {
  texts: AdminListTexts;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <Group gap="sm">
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
        {t(`${texts}.submit`)}
      </Button>
      {filtered ? <ClearButton texts={texts} onClear={onClear} /> : null}
    </Group>
  );
}

function ClearButton({ texts, onClear }: { texts: AdminListTexts; onClear: () => void }) {
  const { t } = useAdminTranslation();
  return (
    <Button
      variant="default"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={onClear}
    >
      {t(`${texts}.clear`)}
    </Button>
  );
}

interface AdminListBodyProps<R extends ListReply> {
  texts: AdminListTexts;
  query: ListQuery<R>;
  wide: boolean;
  /** The height of a loading row: in the table (wide) and as a card (narrow). */
  rowHeight: { wide: number; narrow: number };
  filtered: boolean;
  /** Shown under "none yet" when nothing is filtered (how to make the first one). */
  noneYetText?: string;
  onClear: () => void;
  onPage: (page: number) => void;
  /** The rows: a table when wide, cards when narrow. */
  children: (reply: R) => ReactNode;
}

/**
 * The body of a back-office list: loading rows, a load error with a retry, the empty result (with
 * a way out of the filters), or how many were found, the rows and the pages. Busy while a new page
 * or search loads over the old one.
 */
export function AdminListBody<R extends ListReply>({
  texts,
  query,
  wide,
  rowHeight,
  filtered,
  noneYetText,
  onClear,
  onPage,
  children,
}: AdminListBodyProps<R>) {
  const { t } = useAdminTranslation();
  const reply = query.data;
  let content;
  if (query.isPending) {
    content = (
      <Stack gap="sm">
        <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height={wide ? rowHeight.wide : rowHeight.narrow} radius="sm" />
        ))}
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
    const text = filtered ? t(`${texts}.empty_text`) : noneYetText;
    content = (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Text fw={600} size="lg">
          {filtered ? t(`${texts}.empty_title`) : t(`${texts}.none_yet`)}
        </Text>
        {text ? <Text c="dimmed">{text}</Text> : null}
        {filtered ? <ClearButton texts={texts} onClear={onClear} /> : null}
      </Stack>
    );
  } else {
    const pages = pagesOf(reply.total, reply.per_page, reply.page);
    content = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite" aria-atomic="true">
          {pages.count > 1
            ? t(`${texts}.results_page`, { total: reply.total, from: pages.from, to: pages.to })
            : t(`${texts}.results`, { count: reply.total })}
        </Text>
        {children(reply)}
        <AdminListPagination
          page={reply.page}
          total={reply.total}
          perPage={reply.per_page}
          wide={wide}
          onPage={(page) => {
            onPage(page);
            window.scrollTo({ top: 0 });
          }}
          labels={{
            nav: t(`${texts}.pagination`),
            page: (page) => t(`${texts}.page`, { page }),
            previous: t(`${texts}.previous`),
            next: t(`${texts}.next`),
            first: t(`${texts}.first`),
            last: t(`${texts}.last`),
          }}
        />
      </Stack>
    );
  }
  return <div aria-busy={query.isFetching && !query.isPending ? true : undefined}>{content}</div>;
}
