import type { Catalog } from '../catalog.js';
import type { adminCheckIn as hu } from './check-in-hu.js';

export const adminCheckIn: Catalog<typeof hu> = {
  picker: {
    title: 'Check-in',
    intro: 'Pick the performance you are admitting people to.',
    today: 'Today',
    tomorrow: 'Tomorrow',
    empty: 'There are no performances today or in the next few days.',
    admitted_of: 'Admitted: {{admitted}} / {{sold}}',
    later: 'Show later performances too',
    later_shown: 'The performances of the next {{days}} days are shown.',
  },
  scanner: {
    page_title: 'Check-in: {{name}}',
    back: 'Another performance',
    admitted_of: '{{admitted}} / {{valid}} admitted',
    progress_label: 'Admitted: {{percent}}%',
    refresh_failed: 'The counts could not be refreshed just now; trying again.',
    not_found_title: 'This performance was not found.',
    not_found_text:
      'It may have been deleted, or the address is wrong. Pick one of the performances.',
    to_picker: 'To the performances',
  },
  door: {
    current: 'Door: {{door}}',
    change: 'Change door',
    title: 'Which door are you at?',
    field: "The door's name",
    description:
      'This device remembers it. If the door is in the list already, pick it there, so one door is not counted as two.',
    placeholder: 'e.g. Main entrance',
    used: 'Doors used for this performance so far:',
    used_count: '{{count}} admitted',
    required: "Enter the door's name (at most 40 characters).",
    save: 'Start',
    cancel: 'Cancel',
  },
  scan: {
    field: 'Ticket code',
    description: 'Type or scan the code, then press Enter.',
    submit: 'Check',
    checking: 'Checking…',
    empty: "Enter the ticket's code.",
    invalid: 'A ticket code has 16 characters, e.g. T7Q2-XK4M-93PD-WW8A.',
  },
  camera: {
    start: 'Scan with camera',
    stop: 'Turn the camera off',
    starting: 'Starting the camera… If the browser asks for permission, allow it.',
    on: "Hold the ticket's QR code in front of the camera.",
    denied:
      "You did not allow the camera. Allow it in the browser's settings, or type the code instead.",
    no_camera: 'No camera was found on this device. Type the code instead.',
    insecure: 'The camera works on a secure (https) connection only. Type the code instead.',
    failed:
      'The camera could not be started (another app may be using it). Try again, or type the code instead.',
    video_label: "The camera's picture",
  },
  answer: {
    region: 'The result of the scan',
    waiting: 'Waiting for the first ticket. The result shows here.',
    code: 'Code',
    type: 'Ticket type',
    seat: 'Seat',
    buyer: 'Buyer',
    when: 'Admitted at',
    door: 'At door',
    by: 'Admitted by',
    ticket_for: 'The ticket is for',
    used_text:
      'This ticket has been used already. Do not let them in again; if in doubt, call the box office.',
    elsewhere_text: 'This ticket is not for this performance. Do not let them in.',
    cancelled_text:
      'The ticket is not valid (a cancelled or unpaid order). Do not let them in; send them to the box office.',
    unknown_text:
      'There is no ticket with this code. Check that it was read right; if it was, send the guest to the box office.',
    offline_title: 'Not checked!',
    offline_text:
      'The server did not answer, so this ticket was NOT checked and NOT admitted. The code is kept and sent as soon as possible; meanwhile, check the ticket by eye.',
    retry: 'Check again',
    repeated_text: 'This door admitted this ticket before the connection dropped.',
    invalid_title: 'Invalid code',
    invalid_text:
      'This is not a ticket code: a ticket code has 16 characters. Perhaps only part of it was read. Scan it again, or type the code printed on the ticket; until then, do not let them in.',
    decided_offline: 'Decided on this device, without a connection',
  },
  offline: {
    title: 'No connection to the server',
    text: 'Scanned codes are kept and sent by themselves as soon as the connection returns. Meanwhile, check tickets by eye (performance, date, ticket type); if in doubt, call the box office.',
    since: 'Offline since {{time}} – no connection to the server',
    list_text:
      'This device admits from the ticket list it downloaded at {{time}}, each code once. The admissions are sent when the connection returns.',
    to_sync_one: '{{count}} admission waiting to be sent',
    to_sync_other: '{{count}} admissions waiting to be sent',
  },
  waiting: {
    title: 'Codes waiting to be sent',
    text_one:
      'This code has NOT been checked yet. It is sent as soon as there is a connection; its result shows under recent scans.',
    text_other:
      'These {{count}} codes have NOT been checked yet. They are sent as soon as there is a connection; their results show under recent scans.',
    waiting: 'Waiting',
    sending: 'Sending…',
    send_now: 'Send now',
  },
  undo: {
    button: 'Undo admission',
    failed: 'The admission could not be undone. Try again.',
  },
  conflicts: {
    title_one: 'Conflict: {{count}} ticket admitted twice',
    title_other: 'Conflicts: {{count}} tickets admitted twice',
    text: 'These tickets were admitted twice (at least once without a connection). The earlier admission counts; the later one is flagged here. Check the order and ask at the doors.',
    flagged: 'Later admission: {{time}}, {{door}}, {{by}}',
    flagged_offline: 'Later admission (offline): {{time}}, {{door}}, {{by}}',
    kept: 'Admission that counts: {{time}}, {{door}}',
    not_admitted: 'The ticket no longer admits (invalidated).',
    order: 'Order {{id}}',
  },
  recent: {
    title: 'Recent scans',
    empty: 'No tickets scanned yet.',
    undone: 'undone',
    offline: 'offline',
    late: 'sent later',
    results: {
      admitted: 'Admitted',
      already_used: 'Already used',
      wrong_event: 'Another performance',
      cancelled: 'Cancelled ticket',
      unknown: 'Unknown ticket',
      invalid: 'Invalid code',
      offline: 'Not checked',
    },
  },
};
