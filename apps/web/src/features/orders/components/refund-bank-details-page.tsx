import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RefundBankDetails } from '@theatre/contracts';
import { formatDateTime, formatPrice } from '@theatre/i18n';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n';
import { useRefundBankDetails } from '../api/refund-bank-details-api';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { TokenPage } from './token-page';
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
  return (
    <TokenPage
      token={token}
      query={query}
      size="sm"
      texts={{
        loading: t('bank.loading'),
        notFoundTitle: t('bank.not_found_title'),
        notFoundText: t('bank.not_found_text'),
        home: t('bank.home'),
        loadError: t('bank.load_error'),
      }}
    >
      {(data) => <DetailsView details={data} token={token} />}
    </TokenPage>
  );
}
