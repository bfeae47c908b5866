import '@mantine/core/styles/Grid.layer.css';
import {
  Anchor,
  Card,
  Grid,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { staffRoles, type AdminUserRow } from '@theatre/contracts';
import { formatDate } from '@theatre/i18n';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { adminPaths } from '../shared/admin-paths';
import { useAdminUsers, type UserRoleFilter } from './users-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useSearchBox } from '../shared/use-search-box';
import { AdminListBody, AdminSearchButtons } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { UserBadges } from './user-parts';

const queryMaxLength = 200;

/** The list's role filter: each staff role, and customers (no staff role). */
const roleFilters: readonly UserRoleFilter[] = [...staffRoles, 'customer'];

interface UserSearch {
  q: string;
  role: UserRoleFilter | null;
  page: number;
}

/** The search in the address: `?q=…&role=…&page=…` (pure). */
function searchOf(params: URLSearchParams): UserSearch {
  const page = Number(params.get('page') ?? '1');
  const role = roleFilters.find((item) => item === params.get('role')) ?? null;
  return {
    q: (params.get('q') ?? '').trim().slice(0, queryMaxLength),
    role,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function paramsOf(search: UserSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim() !== '') params.set('q', search.q.trim());
  if (search.role) params.set('role', search.role);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

function UserLink({ user }: { user: AdminUserRow }) {
  const { t } = useAdminTranslation();
  return (
    <Anchor
      component={Link}
      to={adminPaths.user(user.id)}
      fw={700}
      aria-label={t('users.list.open', { name: user.name })}
    >
      {user.name}
    </Anchor>
  );
}

function UserTable({ rows }: { rows: AdminUserRow[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>
          <VisuallyHidden>{t('users.list.caption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('users.list.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('users.list.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('users.list.columns.role')}</Table.Th>
            <Table.Th scope="col">{t('users.list.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('users.list.columns.registered')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Th scope="row" fw={400}>
                <UserLink user={user} />
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>
                {user.roles.length === 0
                  ? t('users.roles.customer')
                  : user.roles.map((role) => t(`users.roles.${role}`)).join(', ')}
              </Table.Td>
              <Table.Td>
                <UserBadges user={user} withRole={false} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(user.created_at, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UserCards({ rows }: { rows: AdminUserRow[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('users.list.caption')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((user) => (
        <Card key={user.id} component="li" withBorder radius="md" padding="sm">
          <Stack gap={6}>
            <UserLink user={user} />
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('users.list.columns.registered')}: {formatDate(user.created_at, locale)}
            </Text>
            <UserBadges user={user} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The users (administrators): a search by name or e-mail address (case and accents ignored) and
 * role; a table on a desktop, cards on a phone, 50 a page, newest first. The search lives in the
 * address, so a refresh or a shared link shows the same page.
 */
export function UserList() {
  const { t } = useAdminTranslation();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const query = useAdminUsers(search.q, search.role, search.page);
  const go = (next: UserSearch, replace = false) => {
    setParams(paramsOf(next), { replace });
  };
  const box = useSearchBox(search.q, (text) => {
    go({ ...search, q: text, page: 1 }, true);
  });
  const filtered = search.q !== '' || search.role !== null;
  const clear = () => {
    box.reset();
    go({ q: '', role: null, page: 1 });
  };

  const form = (
    <form
      role="search"
      aria-label={t('users.list.search_label')}
      onSubmit={(event) => {
        event.preventDefault();
        go({ ...search, q: box.typed, page: 1 });
      }}
      noValidate
    >
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 8, md: 6 }}>
          <TextInput
            type="search"
            label={t('users.list.query')}
            placeholder={t('users.list.query_placeholder')}
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
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <NativeSelect
            label={t('users.list.role')}
            value={search.role ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const role = roleFilters.find((item) => item === value) ?? null;
              go({ ...search, q: box.typed, role, page: 1 });
            }}
            data={[
              { value: '', label: t('users.list.role_all') },
              ...roleFilters.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <AdminSearchButtons texts="users.list" filtered={filtered} onClear={clear} />
        </Grid.Col>
      </Grid>
    </form>
  );

  return (
    <AdminPage title={t('users.list.title')} intro={t('users.list.intro')} actions={form}>
      <AdminListBody
        texts="users.list"
        query={query}
        wide={wide}
        rowHeight={{ wide: 48, narrow: 110 }}
        filtered={filtered}
        onClear={clear}
        onPage={(page) => {
          go({ ...search, page });
        }}
      >
        {(reply) => (wide ? <UserTable rows={reply.data} /> : <UserCards rows={reply.data} />)}
      </AdminListBody>
    </AdminPage>
  );
}
