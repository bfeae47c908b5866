/**
 * The typed route table. `pattern` is what the router matches; the builders make links.
 * Later issues add /cart, /login, /profile…: add the pattern here, a builder, then the route in
 * src/app/router.tsx.
 */
export const routePatterns = {
  home: '/',
  event: '/events/:id',
  eventInfo: '/events/:id/info',
  preview: '/preview/:id',
  document: '/documents/:id',
  login: '/login',
  cart: '/cart',
  profile: '/profile',
  notFound: '*',
} as const;

export type RouteName = keyof typeof routePatterns;

const segment = (value: string | number): string => encodeURIComponent(String(value));

export const paths = {
  home: (): string => '/',
  /** `url` is the event's slug (`event_data.url`); the numeric id works too. */
  event: (url: string | number): string => `/events/${segment(url)}`,
  eventInfo: (url: string | number): string => `/events/${segment(url)}/info`,
  preview: (previewId: string): string => `/preview/${segment(previewId)}`,
  document: (id: number): string => `/documents/${segment(id)}`,
  login: (): string => '/login',
  cart: (): string => '/cart',
  profile: (): string => '/profile',
} as const;

/** Spec section 2: the checkout links documents 10, 11 and 12. */
export const documentIds = {
  privacyNotice: 10,
  generalTerms: 11,
  dataTransfer: 12,
} as const;
