import type { Catalog } from '../../catalog.js';
import type {
  securityLogMessages as hm,
  securityLogTexts as ht,
  securityLogValidation as hv,
} from '../hu/security-log.js';

/** The security log and the data retention settings (decision 0058): the API's texts. */
export const securityLogValidation: Catalog<typeof hv> = {
  security_event_type: 'Unknown event type.',
  security_outcome: 'The outcome is “success” or “failure”.',
  ip_address: 'An IP address holds only digits, the letters a–f, dots and colons.',
  retention_period: 'Enter a whole number within the allowed bounds.',
};

export const securityLogMessages: Catalog<typeof hm> = {
  retention_settings_saved: 'The data retention settings have been saved.',
};

export const securityLogTexts: Catalog<typeof ht> = {
  file: 'security-log',
  columns: {
    at: 'Time',
    event: 'Event',
    outcome: 'Outcome',
    user: 'User',
    user_email: 'User’s e-mail',
    actor: 'Done by',
    typed_email: 'E-mail as typed',
    ip: 'IP address',
    user_agent: 'Device',
    details: 'Details',
  },
  outcomes: { success: 'Success', failure: 'Failure' },
  events: {
    sign_in_password: 'Sign-in with password',
    sign_in_magic_link: 'Sign-in with an e-mailed link',
    sign_in_email_link: 'Sign-in with a confirmation link',
    signed_out: 'Signed out',
    second_factor_added: 'Second factor added',
    second_factor_removed: 'Second factor removed',
    second_factor_passed: 'Second factor passed',
    second_factor_failed: 'Second factor failed',
    recovery_codes_regenerated: 'Recovery codes regenerated',
    password_reset: 'Password reset',
    password_changed: 'Password changed',
    sessions_ended: 'Sessions ended',
    account_locked: 'Account locked',
    account_unlocked: 'Account unlocked',
    role_changed: 'Role changed',
    export: 'Data export',
    refund: 'Refund',
    settings_changed: 'Settings changed',
    maintenance_switched: 'Maintenance switched',
    account_erased: 'Account erased',
  },
};
