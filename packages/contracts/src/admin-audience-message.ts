import { z } from 'zod';

/*
 * A message to the audience of a performance (decision 0043): one e-mail per paid order holding
 * valid tickets of it (or only those with a ticket not yet admitted), in the order's language,
 * recorded on each order. Sent through the mail queue, all in one transaction.
 */

export const audienceMessageSubjectMax = 200;
export const audienceMessageTextMax = 10_000;

/** all: every buyer with a valid ticket; unused: those with a valid ticket not yet admitted. */
export const audienceMessageAudience = z.enum(['all', 'unused'], 'validation.invalid_value');
export type AudienceMessageAudience = z.infer<typeof audienceMessageAudience>;

/** A string; missing or not a string: required (its length limits keep their own messages). */
const text = () =>
  z.string({
    error: (issue) => (issue.code === 'invalid_type' ? 'validation.required' : undefined),
  });

/** One line, trimmed; required. */
const subject = text().trim().min(1, 'validation.required').max(audienceMessageSubjectMax);

/** Plain text, kept as typed (line breaks too); required. */
const messageText = text()
  .max(audienceMessageTextMax)
  .refine((value) => value.trim() !== '', 'validation.required');

/**
 * POST /admin/performances/:id/message. `preview: true` answers who would get it and how it reads
 * (200) and sends nothing; otherwise it is sent (202), and `request_id` (the form's own UUID,
 * made once per message) is required: a request repeated with it answers the message it sent.
 */
export const audienceMessageBody = z
  .object({
    audience: audienceMessageAudience,
    subject_hu: subject,
    text_hu: messageText,
    subject_en: subject,
    text_en: messageText,
    preview: z.boolean('validation.invalid_type').default(false),
    request_id: z.uuid('validation.invalid_format').optional(),
  })
  .superRefine((value, context) => {
    if (!value.preview && value.request_id === undefined) {
      context.addIssue({ code: 'custom', path: ['request_id'], message: 'validation.required' });
    }
  });
export type AudienceMessageBody = z.input<typeof audienceMessageBody>;

/** One language's share of the audience, and the e-mail as it reads in that language. */
export const audienceMessageRendition = z.object({
  /** How many orders in this language get it. */
  recipients: z.number().int(),
  subject: z.string(),
  /** The plain-text version of the e-mail (the HTML one says the same). */
  text: z.string(),
});

/** 200 of a preview: nothing is sent. */
export const audienceMessagePreview = z.object({
  recipients: z.number().int(),
  hu: audienceMessageRendition,
  en: audienceMessageRendition,
});
export type AudienceMessagePreview = z.infer<typeof audienceMessagePreview>;

/** 202 of a sending: the message (the one sent earlier, when the request was a repeat). */
export const audienceMessageSent = z.object({
  message: z.string(),
  id: z.number().int(),
  recipients: z.number().int(),
  /** The request had been made before: nothing more was sent. */
  repeated: z.boolean(),
});
export type AudienceMessageSent = z.infer<typeof audienceMessageSent>;
