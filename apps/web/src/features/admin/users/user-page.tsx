import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import {
  staffRoles,
  type AdminUserDetails,
  type AdminUserOrder,
  type StaffRole,
} from '@theatre/contracts';
import { formatDate, formatDateTime, formatPrice } from '@theatre/i18n';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { isApiError, isNotFound } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { adminPaths } from '../shared/admin-paths';
import { useAdminUser, useResendUserVerification, useSetUserVip } from './users-api';
import { AuditChanges } from '../shared/audit-changes';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { UserBadges } from './user-parts';
import { UserRoleControl } from './user-role-control';
import { UserEraseControl } from './user-erase-control';
import { UserSessionControls } from './user-session-controls';

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

function ResendVerification({ user }: { user: AdminUserDetails }) {
  const { t } = useAdminTranslation();
  const resend = useResendUserVerification(user.id);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" c="dimmed">
        {t('users.page.resend_intro')}
      </Text>
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} aria-hidden />}
        loading={resend.isPending}
        onClick={() => {
          resend.mutate(undefined, {
            onSuccess: (reply) => {
              notify({ tone: 'success', message: reply.message, autoClose: 6000 });
            },
            onError: (error) => {
              notify({
                tone: 'error',
                message:
                  isApiError(error) && error.body?.message
                    ? error.body.message
                    : t('users.page.failed'),
              });
            },
          });
        }}
      >
        {t('users.page.resend')}
      </Button>
    </Stack>
  );
}

function VipSwitch({ user }: { user: AdminUserDetails }) {
  const { t } = useAdminTranslation();
  const vip = useSetUserVip(user.id);
  const shown = vip.isPending && vip.variables !== undefined ? vip.variables : user.vip;
  return (
    <Switch
      checked={shown}
      onChange={(event) => {
        vip.mutate(event.currentTarget.checked, {
          onSuccess: (reply) => {
            notify({ tone: 'success', message: reply.message, autoClose: 6000 });
          },
        });
      }}
      disabled={vip.isPending}
      label={t('users.page.vip')}
      description={t('users.page.vip_description')}
      size="md"
    />
  );
}

function OrderLink({ order }: { order: AdminUserOrder }) {
  const { t } = useAdminTranslation();
  return (
    <Anchor
      component={Link}
      to={adminPaths.order(order.id)}
      fw={700}
      aria-label={t('users.page.order_link', { id: order.id })}
    >
      #{order.id}
    </Anchor>
  );
}

function Orders({ user }: { user: AdminUserDetails }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const { orders } = user;
  if (orders.count === 0) return <Text c="dimmed">{t('users.page.orders_empty')}</Text>;
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {orders.more
          ? t('users.page.orders_more', { count: orders.count })
          : t('users.page.orders_count', { count: orders.count })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('users.page.orders_recent')}
      </Text>
      {wide ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>
              <VisuallyHidden>{t('users.page.orders_caption')}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('users.page.columns.order')}</Table.Th>
                <Table.Th scope="col">{t('users.page.columns.date')}</Table.Th>
                <Table.Th scope="col">{t('users.page.columns.performances')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('users.page.columns.total')}
                </Table.Th>
                <Table.Th scope="col">{t('users.page.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.recent.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Th scope="row" fw={400}>
                    <OrderLink order={order} />
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(order.created_at, locale)}
                  </Table.Td>
                  <Table.Td>{order.event_names}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(order.total)}
                  </Table.Td>
                  <Table.Td>{order.status_name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t('users.page.orders_caption')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {orders.recent.map((order) => (
            <Card key={order.id} component="li" withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <OrderLink order={order} />
                <Text fw={700}>{formatPrice(order.total)}</Text>
              </Group>
              <Text size="sm">{order.event_names}</Text>
              <Text size="xs" c="dimmed">
                {formatDate(order.created_at, locale)} · {order.status_name}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function History({ user }: { user: AdminUserDetails }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  if (user.audit.length === 0) return <Text c="dimmed">{t('users.page.history_empty')}</Text>;
  const describe = (entry: AdminUserDetails['audit'][number]): string => {
    switch (entry.action) {
      case 'user.role_set': {
        // Decision 0057: `roles` (before, `role` of the three fixed levels).
        const stored = entry.data['roles'] ?? entry.data['role'];
        const list = (Array.isArray(stored) ? stored.map(String) : [String(stored)]).map((role) =>
          role === 'admin' ? 'administrator' : role === 'cashier' ? 'box_office' : role,
        );
        const named = list.map((role) =>
          (staffRoles as readonly string[]).includes(role) || role === 'customer'
            ? t(`users.roles.${role as StaffRole | 'customer'}`)
            : role,
        );
        return t('users.page.history_actions.role_set', {
          role: named.length === 0 ? t('users.roles.customer') : named.join(', '),
        });
      }
      case 'user.vip_set':
        return entry.data['vip'] === true
          ? t('users.page.history_actions.vip_on')
          : t('users.page.history_actions.vip_off');
      case 'user.verification_sent':
        return t('users.page.history_actions.verification_sent');
      case 'user.erased':
        return t('users.page.history_actions.erased');
      case 'user.locked':
        return t('users.page.history_actions.locked');
      case 'user.unlocked':
        return t('users.page.history_actions.unlocked');
      case 'user.sessions_ended':
        return t('users.page.history_actions.sessions_ended', {
          count: Number(entry.data['ended'] ?? 0),
        });
      default:
        return entry.action;
    }
  };
  return (
    <List size="sm" spacing={4}>
      {user.audit.map((entry, index) => (
        <List.Item key={`${entry.at}-${String(index)}`}>
          {formatDateTime(entry.at, locale)} · {describe(entry)} ·{' '}
          {entry.actor ? entry.actor.name : t('users.page.by_system')}
          <AuditChanges changes={entry.changes} quiet />
        </List.Item>
      ))}
    </List>
  );
}

function UserDetailsView({ user, staffId }: { user: AdminUserDetails; staffId: number }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <AdminPage title={user.name} intro={user.email}>
      <UserBadges user={user} />
      <Section id="user-profile" title={t('users.page.profile')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Field label={t('users.page.email')}>{user.email}</Field>
          <Field label={t('users.page.registered')}>
            {formatDateTime(user.created_at, locale)}
          </Field>
          <Field label={t('users.page.verified_at')}>
            {user.email_verified_at
              ? formatDateTime(user.email_verified_at, locale)
              : t('users.page.not_verified')}
          </Field>
          <Field label={t('users.page.language')}>{t(`users.page.languages.${user.locale}`)}</Field>
          <Field label={t('users.page.sign_in')}>
            {user.erased_at
              ? t('users.page.sign_in_erased')
              : user.has_password
                ? t('users.page.with_password')
                : t('users.page.without_password')}
          </Field>
          <Field label={t('users.page.newsletter')}>
            {user.newsletter ? t('users.page.newsletter_yes') : t('users.page.newsletter_no')}
          </Field>
        </SimpleGrid>
        {user.email_verified_at === null ? <ResendVerification user={user} /> : null}
      </Section>
      {user.erased_at ? null : (
        <Section id="user-access" title={t('users.page.access')}>
          <VipSwitch user={user} />
          <UserRoleControl user={user} ownAccount={user.id === staffId} />
          <UserSessionControls user={user} ownAccount={user.id === staffId} />
        </Section>
      )}
      <Section id="user-orders" title={t('users.page.orders')}>
        <Orders user={user} />
      </Section>
      <Section id="user-history" title={t('users.page.history')}>
        <History user={user} />
      </Section>
      <Section id="user-erase" title={t('users.page.erase.title')}>
        {user.erased_at ? (
          <Text>
            {t('users.page.erase.erased_at', { at: formatDateTime(user.erased_at, locale) })}
          </Text>
        ) : (
          <UserEraseControl user={user} />
        )}
      </Section>
    </AdminPage>
  );
}

function UserNotFound() {
  const { t } = useAdminTranslation();
  usePageTitle(t('users.page.not_found_title'));
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1} size="h2">
        {t('users.page.not_found_title')}
      </Title>
      <Text c="dimmed">{t('users.page.not_found_text')}</Text>
      <Button component={Link} to={adminPaths.users()} variant="default">
        {t('users.page.back')}
      </Button>
    </Stack>
  );
}

function UserLoaded({ userId, staffId }: { userId: number; staffId: number }) {
  const { t } = useAdminTranslation();
  const query = useAdminUser(userId);
  if (query.isPending) {
    return (
      <Stack gap="md">
        <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
        <Skeleton height={36} width={260} />
        <Skeleton height={160} />
        <Skeleton height={140} />
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    if (isNotFound(query.error)) return <UserNotFound />;
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
  return <UserDetailsView user={query.data} staffId={staffId} />;
}

/**
 * One user (administrators): the profile (registration, confirmation, language, sign-in), VIP on
 * and off, the role (with a confirmation), the confirmation e-mail again for an unconfirmed
 * address, the latest orders, the history of these changes, and the erasure of the account on
 * the person's written request (decision 0054).
 */
export function UserPage({ staffId }: { staffId: number }) {
  const { t } = useAdminTranslation();
  const { userId } = useParams();
  const id = Number(userId);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={adminPaths.users()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('users.page.back')}
        </Group>
      </Anchor>
      {valid ? <UserLoaded userId={id} staffId={staffId} /> : <UserNotFound />}
    </Stack>
  );
}
