/** The e-mail texts in the back office (decision 0051): the API's checks and answers. */
export const mailTextValidation = {
  unknown_placeholder: 'Unknown placeholder: {{placeholder}}. Use only the placeholders listed.',
};

export const mailTextMessages = {
  mail_text_saved: 'The e-mail text is saved; e-mails sent from now on use it.',
  mail_text_reset: 'The e-mail text is back to the default.',
};
