import { secondFactorEn } from './second-factor-en.js';
import type { Catalog } from '../catalog.js';
import type { webAccount as hu } from './hu.js';
import { sessionsEn } from './sessions-en.js';

export const webAccount: Catalog<typeof hu> = {
  common: {
    email: 'E-mail address',
    password: 'Password',
    show_password: 'Show password',
    back_to_login: 'Back to sign in',
    to_programme: 'Go to the programme',
    new_tab: '(opens in a new tab)',
    form_error: 'Please correct the marked fields.',
    network_error: 'We could not reach the server. Check your internet connection and try again.',
    try_again: 'Try again',
    required_mark: '(required)',
  },
  login: {
    title: 'Sign in',
    intro: 'Sign in to buy tickets and to see your earlier orders.',
    submit: 'Sign in',
    forgot_password: 'Forgotten your password?',
    magic_link: 'Sign in without a password, with a link sent by e-mail',
    no_account: 'No account yet?',
    register: 'Register now',
    resend: 'Resend the confirmation e-mail',
    resent: 'We have sent the confirmation e-mail. Check your inbox (and the spam folder).',
    ended_idle: 'You were signed out because you were inactive for a while. Please sign in again.',
  },
  register: {
    title: 'Register',
    intro: 'Create an account to buy faster and keep your tickets in one place.',
    name: 'Name',
    password_again: 'Password again',
    password_hint: 'At least 8 characters; not a commonly used password.',
    terms_before: 'I have read and accept the ',
    terms_link: 'General Terms and Conditions',
    terms_middle: ' and the ',
    privacy_link: 'Privacy Notice',
    terms_after: '.',
    submit: 'Register',
    has_account: 'Already have an account?',
    login: 'Sign in',
    done_title: 'Just one more step',
    done_text:
      'Activate your account with the link in the e-mail we sent to {{email}}. You can sign in once your e-mail address is confirmed.',
    done_hint: 'No e-mail? Check your spam folder too, or ask for a new one.',
  },
  magic_link: {
    title: 'Sign in with an e-mailed link',
    intro:
      'Enter your e-mail address and we will send you a link to sign in without a password. The link is valid for 10 minutes.',
    submit: 'Send the link',
    sent_title: 'Check your inbox',
    sent_text:
      'If an account belongs to {{email}}, a sign-in link is on its way. It is valid for 10 minutes and works once.',
    signing_in: 'Signing you in…',
    failed_title: 'This link cannot be used',
    failed_text:
      'It may have expired or been used already. Ask for a new link with the form below.',
  },
  forgot_password: {
    title: 'Forgotten password',
    intro:
      'Enter the e-mail address you registered with and we will send you a link to set a new password.',
    submit: 'Restore',
    sent_title: 'Check your inbox',
    sent_text: 'If an account belongs to {{email}}, a password-reset link is on its way.',
  },
  reset_password: {
    title: 'Set a new password',
    intro: 'Enter your new password twice.',
    password: 'New password',
    password_again: 'New password again',
    submit: 'Save password',
    invalid_title: 'This link cannot be used',
    invalid_text:
      'The password-reset link has expired or has been used already. Ask for a new link and try again.',
    request_new: 'Ask for a new link',
  },
  verify_email: {
    title: 'Confirm your e-mail address',
    checking: 'Checking your e-mail address…',
    success_title: 'E-mail address confirmed',
    success_text: 'Welcome, {{name}}! Your account is active and you are signed in.',
    failed_title: 'The confirmation failed',
    failed_text:
      'The confirmation link has expired, has been used already or is incorrect. Ask for a new confirmation e-mail with the form below.',
    resend_title: 'New confirmation e-mail',
    resend_submit: 'Send a new e-mail',
    resent: 'If the address is registered and not yet confirmed, a new e-mail is on its way.',
    to_profile: 'Go to my profile',
    to_cart: 'Back to your cart',
  },
  profile: {
    title: 'My profile',
    intro: 'Your account details, password, billing details and previous orders.',
    load_error: 'We could not load your profile.',
    sections: 'Parts of the profile',
  },
  details: {
    title: 'Account details',
    name: 'Name',
    email: 'E-mail address',
    vip: 'VIP guest',
    preferences: 'Notifications',
    relevant_infos:
      'Important news about the performances I have tickets for (e.g. a change of time)',
    newsletter: "Newsletter about the theatre's news and performances",
    saving: 'Saving…',
    saved: 'Saved',
    save_failed: 'Could not save. Please try again.',
  },
  password: {
    title: 'Change password',
    intro: 'After the change you will need to sign in again on your other devices.',
    current: 'Current password',
    new: 'New password',
    new_again: 'New password again',
    submit: 'Change password',
    saved: 'Your password has been changed.',
  },
  billing: {
    title: 'Billing details',
    intro: 'We offer these details when you ask for an invoice at checkout.',
    load_error: 'We could not load your billing details.',
    submit: 'Save',
    saved: 'Your billing details are saved.',
  },
  data: {
    title: 'Your data',
    intro:
      'Download everything the theatre keeps about you, or ask for your account to be erased (GDPR Articles 15, 17 and 20).',
    export_text:
      'One ZIP file: your profile, billing details, orders, tickets and consents (JSON), and your invoices, receipts and tickets as PDF.',
    export_button: 'Download my data (ZIP)',
    export_failed: 'Your data could not be downloaded. Please try again.',
    erase_title: 'Erase account',
    erase_text:
      'We erase your name, e-mail address, billing details, consents and sessions, and remove every personal detail from your orders. The invoices and receipts issued are kept for 8 years with the data on them, as the Hungarian accounting law (Act C of 2000, section 169) requires. Erasure cannot be undone: download your tickets and data first.',
    privacy_link: 'Details in the privacy notice',
    erase_start: 'Erase account…',
    erase_password: 'Current password',
    erase_password_hint:
      'If your account has no password (you sign in with e-mailed links), leave it empty: we will e-mail you a confirmation link.',
    erase_submit: 'Erase my account for good',
    erase_cancel: 'Cancel',
  },
  erase_account: {
    intro:
      'Confirm the erasure of your account with the link you received by e-mail. Erasure cannot be undone.',
    submit: 'Erase my account for good',
    done_title: 'Your account is erased',
    done_text:
      'Your personal data are erased and your sessions ended. The invoices and receipts issued are kept for 8 years, as the accounting law requires.',
    failed_title: 'This link cannot be used',
    failed_text:
      'The link has expired, has been used, or is wrong. Sign in and ask for the erasure again on your profile.',
  },
  captcha: {
    notice_before: 'This site is protected by reCAPTCHA and the Google ',
    privacy: 'Privacy Policy',
    notice_middle: ' and ',
    terms: 'Terms of Service',
    notice_after: ' apply.',
  },
  sessions: sessionsEn,
  second_factor: secondFactorEn,
};
