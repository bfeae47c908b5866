import { Grid, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { useProfile } from '../../features/account/api/profile-api';
import { AccountDetails } from '../../features/account/components/account-details';
import { BillingEditor } from '../../features/account/components/billing-editor';
import { DataRightsSection } from '../../features/account/components/data-rights-section';
import { PasswordChangeForm } from '../../features/account/components/password-change-form';
import { ProfileSection } from '../../features/account/components/profile-section';
import { ProfileSessions } from '../../features/account/components/profile-sessions';
import { ProfileSecondFactor } from '../../features/account/second-factor/profile-second-factor';
import { RequireAuth } from '../../features/account/components/require-auth';
import { useAccountTranslation } from '../../features/account/hooks/use-account-translation';
import { OrderHistory } from '../../features/orders/components/order-history';
import type { RetryOutcome } from '../../features/orders/components/retry-payment-button';
import { useOrdersTranslation } from '../../features/orders/hooks/use-orders-translation';
import { startPayment } from '../../features/payment/lib/start-payment';
import { usePaymentStart } from '../../features/payment/stores/payment-start';
import classes from './page.module.css';

/** `/profile`, for signed-in users only. */
export function Component() {
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}

/**
 * Previous orders (docs/product.md §2 "Account screens"): the orders feature's history in a
 * profile section, its "Retry payment" wired to the payment feature's start (docs/product.md §4:
 * the payment page, or the success page when the order is paid meanwhile, or a red toast).
 */
function PreviousOrders() {
  const { t } = useOrdersTranslation();
  const navigate = useNavigate();
  const retryPayment = useCallback(
    async (orderId: number): Promise<RetryOutcome> => {
      let paid = false;
      await startPayment(orderId, {
        onPaid: () => {
          paid = true;
          void navigate(paths.paymentSuccess(orderId));
        },
      });
      return paid || usePaymentStart.getState().phase === 'redirecting' ? 'leaving' : 'stayed';
    },
    [navigate],
  );
  return (
    <ProfileSection title={t('history.title')} intro={t('history.intro')}>
      <OrderHistory onRetryPayment={retryPayment} />
    </ProfileSection>
  );
}

/**
 * The profile (docs/product.md §2): account details with the preferences, password change, billing
 * data, where the user is signed in (decision 0055), the previous orders below them, and last the
 * user's data: its download and the erasure of the account (decision 0054).
 */
function Profile() {
  const { t } = useAccountTranslation();
  const profile = useProfile();
  const user = profile.data;

  let content;
  if (user) {
    content = (
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <AccountDetails user={user} />
              <PasswordChangeForm />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <BillingEditor userName={user.name} />
          </Grid.Col>
        </Grid>
        <ProfileSessions />
        <ProfileSecondFactor />
        <PreviousOrders />
        <DataRightsSection userId={user.id} />
      </Stack>
    );
  } else if (profile.isError) {
    content = (
      <ErrorState
        message={t('profile.load_error')}
        error={profile.error}
        onRetry={() => {
          void profile.refetch();
        }}
        retrying={profile.isFetching}
      />
    );
  } else {
    content = <PageLoader />;
  }

  return (
    <>
      <header className={classes.pageHeader}>
        <Title order={1} className={classes.pageTitle}>
          {t('profile.title')}
        </Title>
        <Text c="dimmed">{t('profile.intro')}</Text>
      </header>
      {content}
    </>
  );
}
