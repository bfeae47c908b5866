import { Alert, Button, Group, Loader, NativeSelect, Text } from '@mantine/core';
import { staffPowerOf, type StaffPower } from '../shared/admin-paths';
import { useTills } from './staff-orders-api';
import { useAdminTranslation } from '../shared/use-admin-translation';

interface OrderCancelTillProps {
  role: StaffPower;
  /** The till chosen (chosenTill); null for none yet. */
  value: number | null;
  onChange: (tillId: number) => void;
  error: string | null;
  /** The dialog is open and the refund is paid at the desk: only then are the tills asked for. */
  active: boolean;
}

/**
 * Which till pays a desk refund out (decision 0017): a cashier's own, said in words; an
 * administrator chooses among the staff members' tills (the seller's first), and that staff
 * member's day close counts it. Loading and failure are shown in place, with a retry.
 */
export function OrderCancelTill({ role, value, onChange, error, active }: OrderCancelTillProps) {
  const { t } = useAdminTranslation();
  const tills = useTills(active && role === 'admin');
  if (role !== 'admin') {
    return (
      <Text size="sm" c="dimmed">
        {t('orders.cancel.till_own')}
      </Text>
    );
  }
  if (tills.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('orders.cancel.till_loading')}</Text>
      </Group>
    );
  }
  if (tills.isError) {
    return (
      <Alert color="red.9" variant="outline" role="alert" title={t('orders.cancel.till_error')}>
        <Button
          variant="default"
          size="xs"
          mt="xs"
          aria-busy={tills.isFetching || undefined}
          onClick={() => {
            void tills.refetch();
          }}
        >
          {t('orders.cancel.till_retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <NativeSelect
      label={t('orders.cancel.till_label')}
      description={t('orders.cancel.till_description')}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const id = Number(event.currentTarget.value);
        if (Number.isInteger(id) && id > 0) onChange(id);
      }}
      error={error}
      required
      data={[
        { value: '', label: t('orders.cancel.till_placeholder'), disabled: true },
        ...tills.data.tills.map((till) => ({
          value: String(till.id),
          label: t('orders.cancel.till_option', {
            name: till.name,
            role: t(`orders.cancel.till_roles.${staffPowerOf(till)}`),
          }),
        })),
      ]}
    />
  );
}
