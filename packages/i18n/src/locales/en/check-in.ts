/** The door scanner's answers: short, to be read at a glance. */
export const checkInResults = {
  admitted: 'Admit',
  already_used: 'Already used',
  wrong_event: 'Ticket for another performance',
  cancelled: 'Cancelled ticket',
  unknown: 'Unknown ticket',
  undone: 'The admission was undone.',
};
