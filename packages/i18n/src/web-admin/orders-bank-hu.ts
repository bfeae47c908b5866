/**
 * A refused card refund's bank details on the order page (decision 0053): that the buyer was
 * asked for a bank account, what they gave, and the settle note made of it. Part of
 * `orders.refunds.bank`; orders-bank-en.ts matches it key for key.
 */
export const ordersBankHu = {
  mailed: 'A vevőtől e-mailben kértünk bankszámlát ({{at}}); még nem adta meg.',
  given: 'A vevő bankszámlája ({{at}}):',
  holder: 'Számlatulajdonos',
  account: 'Számlaszám',
  settle_note: 'Banki átutalás: {{holder}}, {{account}}',
};
