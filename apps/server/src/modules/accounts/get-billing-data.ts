import type { BillingData } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { findBillingData, type UserRow } from './accounts.repository.js';

/** GET /billing-data: the saved address, or an empty private one in the user's name. */
export async function getBillingData(db: Db, user: UserRow): Promise<BillingData> {
  const saved = await findBillingData(db, user.id);
  return (
    saved ?? {
      is_company: false,
      tax_number: null,
      name: user.name,
      country: 'HU',
      zip: '',
      city: '',
      street_name: '',
      public_place_category: '',
      house_number: '',
      building: null,
      stairway: null,
      floor: null,
      door: null,
    }
  );
}
