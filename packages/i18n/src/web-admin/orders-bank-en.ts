import type { Catalog } from '../catalog.js';
import type { ordersBankHu } from './orders-bank-hu.js';

export const ordersBankEn: Catalog<typeof ordersBankHu> = {
  mailed: 'The buyer was asked for a bank account by e-mail ({{at}}); none given yet.',
  given: "The buyer's bank account ({{at}}):",
  holder: 'Account holder',
  account: 'Account number',
  settle_note: 'Bank transfer: {{holder}}, {{account}}',
};
