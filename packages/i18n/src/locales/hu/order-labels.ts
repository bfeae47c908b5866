/** An order's states and means of payment, as documents and exports name them. */
export const orderLabels = {
  paid: 'Fizetve',
  awaiting_payment: 'Fizetésre vár',
  awaiting_transfer: 'Átutalásra vár',
  cancelled: 'Lemondva',
  expired: 'Lejárt',
  partly_refunded: 'Részben visszatérítve',
  refunded: 'Visszatérítve',
  cash: 'Készpénz',
  card_terminal: 'Bankkártya (pénztári terminál)',
  card_simplepay: 'Bankkártya (online, SimplePay)',
  none: 'Nincs (tiszteletjegy)',
  bank_transfer: 'Banki átutalás',
};
