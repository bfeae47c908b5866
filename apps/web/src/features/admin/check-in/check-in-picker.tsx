import { budapestDay } from '@theatre/i18n';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { adminPaths } from '../shared/admin-paths';
import { useStaffPerformances } from '../shared/performances-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { PerformancePicker } from '../shared/performance-picker';

/** Today and the next six days first: the door works with today's. */
const pickerDays = 7;
/** On request, as far as the box office sells: staff setting up a door ahead, a touring date. */
const laterDays = 62;

/**
 * The door's first step: today's and the next days' performances, today first, as big buttons
 * (time, name, venue, admitted of sold) a door attendant can hit on a phone; later ones on request.
 */
export function CheckInPicker() {
  const { t } = useAdminTranslation();
  // The day the page was opened: a door opens it for the day's performances.
  const [now] = useState(() => new Date());
  const [days, setDays] = useState(pickerDays);
  const query = useStaffPerformances(budapestDay(now), days);
  return (
    <AdminPage title={t('check_in.picker.title')} intro={t('check_in.picker.intro')}>
      <Stack gap="lg">
        <PerformancePicker
          texts="check_in.picker"
          query={query}
          performances={query.data ?? []}
          now={now}
          emptyText={t('check_in.picker.empty')}
          to={adminPaths.checkInEvent}
          large
          details={(performance) =>
            t('check_in.picker.admitted_of', {
              admitted: performance.checked_in,
              sold: performance.sold,
            })
          }
        />
        {query.data ? (
          days === pickerDays ? (
            <Button
              variant="default"
              onClick={() => {
                setDays(laterDays);
              }}
            >
              {t('check_in.picker.later')}
            </Button>
          ) : (
            <Text c="dimmed" ta="center" role="status">
              {t('check_in.picker.later_shown', { days: laterDays })}
            </Text>
          )
        ) : null}
      </Stack>
    </AdminPage>
  );
}
