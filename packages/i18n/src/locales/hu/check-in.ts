/** The door scanner's answers: short, to be read at a glance. */
export const checkInResults = {
  admitted: 'Beléphet',
  already_used: 'Már felhasználva',
  wrong_event: 'Másik előadásra szól',
  cancelled: 'Érvénytelenített jegy',
  unknown: 'Ismeretlen jegy',
  undone: 'A belépést visszavontuk.',
};
