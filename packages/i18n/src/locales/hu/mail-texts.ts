/** The e-mail texts in the back office (decision 0051): the API's checks and answers. */
export const mailTextValidation = {
  unknown_placeholder:
    'Ismeretlen helyettesítő: {{placeholder}}. Csak a felsorolt helyettesítőket használhatja.',
};

export const mailTextMessages = {
  mail_text_saved: 'Az e-mail szövegét mentettük; az ezután küldött levelek már ezt használják.',
  mail_text_reset: 'Az e-mail szövege visszaállt az alapértelmezettre.',
};
