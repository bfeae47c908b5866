/** Sessions, their lifetimes and locked accounts (decision 0055): the API's errors and answers. */
export const sessionErrors = {
  account_locked:
    'This account is locked. Please contact the theatre if you think this is a mistake.',
  session_not_found: 'The session was not found.',
  lock_own_account: 'You cannot lock your own account.',
};

export const sessionValidation = {
  staff_idle_minutes: 'Give a whole number of minutes from 5 to 240.',
};

export const sessionMessages = {
  session_ended: 'The session is ended: that device must sign in again.',
  other_sessions_ended: 'Your other sessions are ended ({{count}}).',
  user_sessions_ended: 'The user’s sessions are ended ({{count}}).',
  user_locked: 'The account is locked and its sessions are ended: it cannot sign in.',
  user_unlocked: 'The account is unlocked: it can sign in again.',
  user_lock_unchanged: 'Nothing changed.',
  session_settings_saved: 'The session settings are saved.',
};
