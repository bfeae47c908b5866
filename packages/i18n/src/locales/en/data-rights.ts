import type {
  dataRightsErrors as hu,
  dataRightsMessages as huMessages,
  dataRightsValidation as huValidation,
} from '../hu/data-rights.js';

/** The buyer's data rights (decision 0054): erasure and export; the API's errors and answers. */
export const dataRightsErrors: Record<keyof typeof hu, string> = {
  account_erasure_staff:
    'A staff account cannot be erased. An administrator must first take the staff role away.',
  account_erasure_order_open:
    'One of your orders is awaiting payment. Once it is paid or has expired, you can erase your account.',
  account_erasure_refund_open:
    'One of your refunds is still being settled. Once it is, you can erase your account.',
  account_erasure_document_pending:
    'A document of one of your orders is being issued right now. Please try again in a few minutes.',
};

export const dataRightsValidation: Record<keyof typeof huValidation, string> = {
  erasure_reason_too_long: 'The reason can be at most 500 characters long.',
};

export const dataRightsMessages: Record<keyof typeof huMessages, string> = {
  account_erased: 'Your account and personal data have been erased. You have been signed out.',
  erasure_link_sent:
    'We have e-mailed you the link that confirms the erasure. The link works for 24 hours.',
  user_erased:
    'The account is erased: the data of {{orders}} orders were anonymised, {{documents}} fiscal documents were kept.',
};
