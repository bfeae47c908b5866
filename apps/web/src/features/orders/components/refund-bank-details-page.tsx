import { Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { RefundBankDetails } from '@theatre/contracts';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../config/paths';
import { isMissingPage } from '../../../lib/failure';
import { useLocale } from '../../../lib/i18n';
import { useRefundBankDetails } from '../api/refund-bank-details-api';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { RefundBankDetailsForm } from './refund-bank-details-form';

function Facts({ details }: { details: RefundBankDetails }) {
  const { t } = useOrdersTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Group component="dl" m={0} gap="xl" align="flex-start">
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t('bank.order')}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {t('bank.order_number', { id: details.order_id })}
          </Text>
        </div>
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t(details.state === 'settled' ? 'bank.amount_settled' : 'bank.amount')}
          </Text>
          <Text component="dd" m={0} size="xl" fw={700} data-testid="refund-amount">
            {formatPrice(details.amount)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The details given, as received (and, once settled, as transferred to). */
function GivenDetails({ details }: { details: RefundBankDetails }) {
  const { t } = useOrdersTranslation();
  const locale = useLocale();
  return (
    <Stack gap="xs" component="dl" m={0}>
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {t('bank.given_holder')}
        </Text>
        <Text component="dd" m={0}>
          {details.holder}
        </Text>
      </div>
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {t('bank.given_account')}
        </Text>
        <Text component="dd" m={0} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {details.account}
        </Text>
      </div>
      {details.submitted_at ? (
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t('bank.given_at')}
          </Text>
          <Text component="dd" m={0}>
            {formatDateTime(details.submitted_at, locale)}
          </Text>
        </div>
      ) : null}
    </Stack>
  );
}

function DetailsView({ details, token }: { details: RefundBankDetails; token: string }) {
  const { t } = useOrdersTranslation();
  const [correcting, setCorrecting] = useState(false);
  let body;
  if (details.state === 'settled') {
    body = (
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('bank.settled_title')}
        </Title>
        <Text role="status">
          {t(details.account ? 'bank.settled_text' : 'bank.settled_without')}
        </Text>
        {details.account ? <GivenDetails details={details} /> : null}
      </Stack>
    );
  } else if (details.state === 'received' && !correcting) {
    body = (
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('bank.received_title')}
        </Title>
        <Text role="status">{t('bank.received_text')}</Text>
        <GivenDetails details={details} />
        <Group>
          <Button
            variant="default"
            onClick={() => {
              setCorrecting(true);
            }}
          >
            {t('bank.correct')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text>{t('bank.intro')}</Text>
        <RefundBankDetailsForm
          token={token}
          initial={details.state === 'received' ? details : null}
          onDone={() => {
            setCorrecting(false);
          }}
          {...(correcting
            ? {
                onCancel: () => {
                  setCorrecting(false);
                },
              }
            : {})}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{t('bank.title')}</Title>
      <Facts details={details} />
      {body}
      <Anchor href={paths.home()}>{t('bank.home')}</Anchor>
    </Stack>
  );
}

/**
 * A refused card refund's bank-details page (decision 0053), opened from the e-mail's link: the
 * order and the amount, the form for the account holder and the account; after sending, that the
 * details were received (correctable until staff transfer the money); once settled, that it was
 * transferred. An unknown link has a page of its own.
 */
export function RefundBankDetailsPage({ token }: { token: string }) {
  const { t } = useOrdersTranslation();
  const query = useRefundBankDetails(token);
  let content;
  if (query.data) {
    content = <DetailsView details={query.data} token={token} />;
  } else if (token === '' || isMissingPage(query.error)) {
    content = (
      <NotFoundState
        order={1}
        title={t('bank.not_found_title')}
        text={t('bank.not_found_text')}
        actionLabel={t('bank.home')}
        actionTo={paths.home()}
      />
    );
  } else if (query.isError) {
    content = (
      <ErrorState
        headingOrder={1}
        message={t('bank.load_error')}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <Group justify="center" py="xl">
        <Loader aria-label={t('bank.loading')} />
      </Group>
    );
  }
  return (
    <Container size="sm" py="lg">
      {content}
    </Container>
  );
}
