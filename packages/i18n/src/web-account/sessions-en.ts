import type { sessionsHu } from './sessions-hu.js';

/** The profile's sessions (decision 0055): where the user is signed in, and ending them. */
export const sessionsEn: Record<keyof typeof sessionsHu, string> = {
  title: 'Where you are signed in',
  intro:
    'You are signed in on these devices now. If you do not recognise one, sign it out and change your password.',
  load_error: 'We could not load your sessions.',
  this_device: 'This device',
  unknown_browser: 'Unknown browser',
  unknown_os: 'unknown system',
  device_desktop: 'Computer',
  device_mobile: 'Mobile phone',
  device_tablet: 'Tablet',
  device_tv: 'TV',
  device_unknown: 'Unknown device',
  ip_address: 'IP address',
  no_ip: 'not known',
  signed_in: 'Signed in',
  last_active: 'Last active',
  end: 'Sign out',
  end_label: 'Sign out: {{device}}',
  end_others: 'Sign out of every other device',
  no_others: 'You are not signed in on any other device.',
  ended: 'Signed out.',
};
