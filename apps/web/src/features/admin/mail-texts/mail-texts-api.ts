import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  MailTextBody,
  MailTextDetail,
  MailTextList,
  MailTextPreview,
  MailTextSaved,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';

const textPath = (kind: string, locale: string) => `/admin/mail-texts/${kind}/${locale}`;

/** GET /admin/mail-texts: every kind × language, customised or the default. */
export function useMailTexts() {
  return useQuery({
    queryKey: adminKeys.mailTexts(),
    queryFn: ({ signal }) => api.get<MailTextList>('/admin/mail-texts', { signal }),
    staleTime: 0,
  });
}

/** GET /admin/mail-texts/{kind}/{locale}: the text in use, the default and the placeholders. */
export function useMailText(kind: string, locale: string) {
  return useQuery({
    queryKey: adminKeys.mailText(kind, locale),
    queryFn: ({ signal }) => api.get<MailTextDetail>(textPath(kind, locale), { signal }),
    staleTime: 0,
  });
}

/** PUT (save) or DELETE (back to the default); the reply's text replaces the cached one. */
export function useChangeMailText(kind: string, locale: string) {
  return useMutation({
    mutationFn: (body: MailTextBody | null) =>
      api.request<MailTextSaved>(textPath(kind, locale), {
        method: body === null ? 'DELETE' : 'PUT',
        ...(body === null ? {} : { body }),
        handles: ['validation_failed'],
      }),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(adminKeys.mailText(kind, locale), reply.text);
      void client.invalidateQueries({ queryKey: adminKeys.mailTexts(), exact: true });
    },
  });
}

/** POST …/preview: the e-mail the (unsaved) text makes with sample data; nothing is saved. */
export function useMailTextPreview(kind: string, locale: string, body: MailTextBody) {
  return useQuery({
    queryKey: [...adminKeys.mailText(kind, locale), 'preview', body.subject, body.body],
    queryFn: ({ signal }) =>
      api.request<MailTextPreview>(`${textPath(kind, locale)}/preview`, {
        method: 'POST',
        body,
        signal,
        handles: ['validation_failed'],
      }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
}
