/** Sessions, their lifetimes and locked accounts (decision 0055): the API's errors and answers. */
export const sessionErrors = {
  account_locked:
    'This account is locked. Please contact the theatre if you think this is a mistake.',
  session_not_found: 'The session was not found.',
  second_factor_required: 'The back office needs the second sign-in step.',
  second_factor_enrolment_required:
    'Your role requires two-factor sign-in: please set up a second factor first.',
  csrf_token_invalid: 'The request’s security token is missing or wrong. Please reload the page.',
  second_factor_invalid: 'The code is wrong or already used.',
  second_factor_not_allowed: 'Please confirm it is you with your second factor first.',
  passkey_invalid: 'The passkey could not be verified. Please try again.',
  passkey_not_found: 'The passkey was not found.',
  last_factor_mandatory:
    'You cannot remove your last second factor: your role requires two-factor sign-in.',
  lock_own_account: 'You cannot lock your own account.',
};

export const sessionValidation = {
  staff_idle_minutes: 'Give a whole number of minutes from 5 to 240.',
};

export const sessionMessages = {
  second_factor_removed: 'The second factor is removed.',
  passkey_added: 'The passkey is added.',
  session_ended: 'The session is ended: that device must sign in again.',
  other_sessions_ended: 'Your other sessions are ended ({{count}}).',
  user_sessions_ended: 'The user’s sessions are ended ({{count}}).',
  user_locked: 'The account is locked and its sessions are ended: it cannot sign in.',
  user_unlocked: 'The account is unlocked: it can sign in again.',
  user_lock_unchanged: 'Nothing changed.',
  session_settings_saved: 'The session settings are saved.',
};
