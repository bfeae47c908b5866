import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import {
  complimentaryAllowanceBody,
  complimentaryMaxAllowance,
  type ComplimentaryAllowanceBody,
  type ComplimentaryOverview,
} from '@theatre/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodParseOptions } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { adminPaths } from '../shared/admin-paths';
import { shortDateTime } from '../shared/short-date-time';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { useComplimentary, useSetComplimentaryAllowance } from './programme-complimentary-api';
import { ComplimentaryForm } from './programme-complimentary-form';
import {
  localName,
  NumberField,
  ProgrammeFormAlert,
  ProgrammeLoadError,
  ProgrammeLoading,
  ProgrammeSection,
  useProgrammeServerErrors,
} from './programme-common';

const allowanceFields = ['allowance'] as const;

/** The allowance, what is used and left, and the field that changes the allowance. */
function Allowance({ overview }: { overview: ComplimentaryOverview }) {
  const { t } = useAdminTranslation();
  const save = useSetComplimentaryAllowance(overview.event_id);
  const form = useForm<ComplimentaryAllowanceBody>({
    resolver: zodResolver(complimentaryAllowanceBody, zodParseOptions),
    values: { allowance: overview.allowance },
  });
  const { formError, applyServerErrors, clearFormError } = useProgrammeServerErrors(
    form.setError,
    allowanceFields,
  );
  const onSubmit = form.handleSubmit(async (values) => {
    clearFormError();
    try {
      await save.mutateAsync(values);
      notify({ tone: 'success', message: t('programme.complimentary.allowance_saved') });
    } catch (error) {
      applyServerErrors(error);
    }
  });
  const figures = [
    ['allowance', overview.allowance],
    ['used', overview.used],
    ['left', overview.left],
  ] as const;
  return (
    <Stack gap="sm">
      <Group gap="xl" data-testid="complimentary-figures">
        {figures.map(([key, value]) => (
          <Stack key={key} gap={0}>
            <Text size="sm" c="dimmed">
              {t(`programme.complimentary.${key}`)}
            </Text>
            <Text size="xl" fw={700} data-testid={`complimentary-${key}`}>
              {value}
            </Text>
          </Stack>
        ))}
      </Group>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="xs">
          <ProgrammeFormAlert message={formError} />
          <Group align="flex-end" gap="sm">
            <NumberField
              control={form.control}
              name="allowance"
              label={t('programme.complimentary.allowance_label')}
              min={0}
              max={complimentaryMaxAllowance}
              required
            />
            <Button type="submit" variant="default" loading={form.formState.isSubmitting}>
              {t('programme.complimentary.allowance_save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Who got complimentary tickets, why, how many, from whom and when (latest first). */
function Issues({ overview }: { overview: ComplimentaryOverview }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  if (overview.issues.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('programme.complimentary.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-testid="complimentary-issues">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('programme.complimentary.columns.recipient')}</Table.Th>
            <Table.Th scope="col">{t('programme.complimentary.columns.reason')}</Table.Th>
            <Table.Th scope="col">{t('programme.complimentary.columns.tickets')}</Table.Th>
            <Table.Th scope="col">{t('programme.complimentary.columns.issued')}</Table.Th>
            <Table.Th scope="col">{t('programme.complimentary.columns.order')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.issues.map((item) => (
            <Table.Tr key={item.order_id}>
              <Table.Td>
                <Text size="sm">{item.recipient_name}</Text>
                <Text size="xs" c="dimmed">
                  {item.recipient_email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`programme.complimentary.reasons.${item.reason}`)}</Text>
                {item.note ? (
                  <Text size="xs" c="dimmed">
                    {item.note}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {item.status === 'cancelled' ? (
                  <Badge color="gray" variant="light">
                    {t('programme.complimentary.cancelled')}
                  </Badge>
                ) : (
                  <Text size="sm">
                    {t('programme.complimentary.tickets_count', { count: item.tickets })} ·{' '}
                    {localName(locale, item.ticket_type_name, item.ticket_type_name_en)}
                  </Text>
                )}
                {item.seats.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {item.seats.join('; ')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.issued_by}</Text>
                <Text size="xs" c="dimmed">
                  {shortDateTime(item.created_at, locale)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={adminPaths.order(item.order_id)} size="sm">
                  {t('programme.complimentary.order_link', { id: item.order_id })}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * "Complimentary tickets" on a performance's page (decision 0045): the allowance with what is
 * used and left, the complimentary tickets issued, and the form that issues them. A cancel is the
 * order's (its page, linked from the list).
 */
export function ProgrammeComplimentary({ eventId }: { eventId: number }) {
  const { t } = useAdminTranslation();
  const query = useComplimentary(eventId);
  let content;
  if (query.data) {
    content = (
      <Stack gap="lg">
        <Allowance overview={query.data} />
        <Stack gap="xs">
          <Text fw={600}>{t('programme.complimentary.list_title')}</Text>
          <Issues overview={query.data} />
        </Stack>
        <ComplimentaryForm key={query.data.event_id} overview={query.data} />
      </Stack>
    );
  } else if (query.isPending) {
    content = <ProgrammeLoading rows={3} />;
  } else {
    content = (
      <ProgrammeLoadError
        notFound={false}
        notFoundText=""
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <ProgrammeSection
      id="programme-complimentary"
      title={t('programme.complimentary.title')}
      intro={t('programme.complimentary.intro')}
    >
      <Card withBorder radius="md" padding="lg">
        {content}
      </Card>
    </ProgrammeSection>
  );
}
