/** The cards the simulated payment page knows; any other number is declined. */

export type CardOutcome = 'SUCCESS' | 'FAIL' | 'TIMEOUT';

export interface TestCard {
  /** As shown on the page, in groups of four. */
  number: string;
  outcome: CardOutcome;
  hu: string;
  en: string;
}

export const testCards: readonly TestCard[] = [
  {
    number: '4908 3660 9990 0425',
    outcome: 'SUCCESS',
    hu: 'sikeres fizetés',
    en: 'successful payment',
  },
  {
    number: '4111 1111 1111 1111',
    outcome: 'SUCCESS',
    hu: 'sikeres fizetés',
    en: 'successful payment',
  },
  {
    number: '4000 0000 0000 0002',
    outcome: 'FAIL',
    hu: 'elutasított fizetés',
    en: 'declined payment',
  },
  {
    number: '4000 0000 0000 0119',
    outcome: 'TIMEOUT',
    hu: 'időtúllépés a fizetőoldalon',
    en: 'the payment page times out',
  },
];

/** What paying with this card number does; spaces and dashes are allowed in the number. */
export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return testCards.find((card) => card.number.replace(/\s/g, '') === digits)?.outcome ?? 'FAIL';
}
