/** Message keys of the contact forms (catalogue namespace 'contactform'). */
export const CONTACT_FORM_MSG = {
  sent: 'contactform.sent',
  commentTooLong: 'contactform.comment_too_long',
} as const;

/** The honeypot field: invisible to people, so anything typed in it comes from a robot. */
export const CONTACT_HONEYPOT_FIELD = 'website';
