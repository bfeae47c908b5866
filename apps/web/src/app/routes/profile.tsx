import { Grid, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { useProfile } from '../../features/account/api/profile-api';
import { AccountDetails } from '../../features/account/components/account-details';
import { BillingEditor } from '../../features/account/components/billing-editor';
import { PasswordChangeForm } from '../../features/account/components/password-change-form';
import { RequireAuth } from '../../features/account/components/require-auth';
import { useAccountTranslation } from '../../features/account/hooks/use-account-translation';
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
 * The profile (spec section 2): account details with the preferences, password change, billing
 * data. Previous orders (the orders feature, a later issue) take their own section below.
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
        {/* Previous orders (spec section 2 "Profile"): the orders feature's section goes here. */}
      </Stack>
    );
  } else if (profile.isError) {
    content = (
      <ErrorState
        message={t('profile.load_error')}
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
