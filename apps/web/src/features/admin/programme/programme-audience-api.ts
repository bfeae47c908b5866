import { useMutation } from '@tanstack/react-query';
import type {
  AudienceMessageBody,
  AudienceMessagePreview,
  AudienceMessageSent,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';

/*
 * A message to a performance's audience (decision 0043). A 422 is the form's own, field by field;
 * a 404 or 409 goes through the error catalogue.
 */

export type AudienceMessageFields = Omit<AudienceMessageBody, 'preview' | 'request_id'>;

/** Who would get it, per language, and how it reads; nothing is sent. */
export function usePreviewAudienceMessage(eventId: number) {
  return useMutation({
    mutationFn: (body: AudienceMessageFields) =>
      api.post<AudienceMessagePreview>(`/admin/performances/${String(eventId)}/message`, {
        ...body,
        preview: true,
      }),
  });
}

/** Sends it; the same request id again answers the message sent and sends nothing. */
export function useSendAudienceMessage(eventId: number) {
  return useMutation({
    mutationFn: (input: { body: AudienceMessageFields; requestId: string }) =>
      api.post<AudienceMessageSent>(`/admin/performances/${String(eventId)}/message`, {
        ...input.body,
        preview: false,
        request_id: input.requestId,
      }),
    onSuccess: (_reply, _input, _context, { client }) => {
      // The performance's changes list the message.
      void client.invalidateQueries({ queryKey: adminKeys.programmePerformance(eventId) });
    },
  });
}
