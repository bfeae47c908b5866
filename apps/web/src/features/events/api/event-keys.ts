export const eventKeys = {
  all: ['events'] as const,
  programme: () => [...eventKeys.all, 'programme'] as const,
  /** A VIP's programme (GET /get-vip-tickets): under `programme`, so reloading that reloads both. */
  vipProgramme: () => [...eventKeys.programme(), 'vip'] as const,
  detail: (idOrSlug: string) => [...eventKeys.all, 'detail', idOrSlug] as const,
  infos: (id: number) => [...eventKeys.all, 'infos', id] as const,
  tickets: (id: number) => [...eventKeys.all, 'tickets', id] as const,
  preview: (previewId: string) => [...eventKeys.all, 'preview', previewId] as const,
};
