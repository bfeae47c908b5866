import { budapestDay } from '@theatre/i18n';
import { useState } from 'react';
import { adminPaths } from '../shared/admin-paths';
import { useStaffPerformances } from '../shared/performances-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import { AdminPage } from '../shared/admin-page';
import { PerformancePicker } from '../shared/performance-picker';

/** Today and the next six days: the door works with today's, and staff may set up ahead. */
const pickerDays = 7;

/**
 * The door's first step: today's and the next days' performances, today first, as big buttons
 * (time, name, venue, admitted of sold) a door attendant can hit on a phone.
 */
export function CheckInPicker() {
  const { t } = useAdminTranslation();
  // The day the page was opened: a door opens it for the day's performances.
  const [now] = useState(() => new Date());
  const query = useStaffPerformances(budapestDay(now), pickerDays);
  return (
    <AdminPage title={t('check_in.picker.title')} intro={t('check_in.picker.intro')}>
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
    </AdminPage>
  );
}
