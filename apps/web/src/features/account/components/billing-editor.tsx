import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useBillingData } from '../../../components/billing/billing-api';
import { useAccountTranslation } from '../hooks/use-account-translation';
import { BillingForm } from './billing-form';
import { ProfileSection } from './profile-section';

/** The profile's billing data (GET /billing-data): loading, error, then the editor. */
export function BillingEditor({ userName }: { userName: string }) {
  const { t } = useAccountTranslation();
  const billing = useBillingData();
  let content;
  if (billing.data) {
    content = <BillingForm saved={billing.data} userName={userName} />;
  } else if (billing.isError) {
    content = (
      <ErrorState
        message={t('billing.load_error')}
        error={billing.error}
        onRetry={() => {
          void billing.refetch();
        }}
        retrying={billing.isFetching}
      />
    );
  } else {
    content = <PageLoader py="xl" />;
  }
  return (
    <ProfileSection title={t('billing.title')} intro={t('billing.intro')}>
      {content}
    </ProfileSection>
  );
}
