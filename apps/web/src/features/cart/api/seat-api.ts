import { keepPreviousData, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  BestAvailableBody,
  CartReply,
  CartSeatsBody,
  CartSeatsRemoveBody,
  CartSeatsTicketTypeBody,
  SeatMapReply,
  SeatStatusReply,
} from '@theatre/contracts';
import { env } from '../../../config/env';
import { api, apiCallSupport } from '../../../lib/api-client';
import { ApiError, NetworkError, parseErrorBody } from '../../../lib/api-error';
import { isRefetch } from '../../../lib/background-fetch';
import { useCartStore } from '../stores/cart-store';
import { holdReads, keepReply, postSolvingChallenge } from './cart-api';
import { cartCallOptions, changeCart } from './cart-session';

export const seatKeys = {
  all: ['seats'] as const,
  map: (eventId: number, cartKey: string | null) =>
    [...seatKeys.all, 'map', eventId, cartKey ?? ''] as const,
  status: (eventId: number, cartKey: string | null) =>
    [...seatKeys.all, 'status', eventId, cartKey ?? ''] as const,
};

/** How often the seats' status is asked for while the page is visible. */
export const seatStatusIntervalMs = 5_000;

/** GET /events/{id}/seat-map with the held cart's key (its seats come as `mine`). */
export function useSeatMap(eventId: number, options: { enabled?: boolean } = {}) {
  const cartKey = useCartStore((state) => state.key);
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: seatKeys.map(eventId, cartKey),
    queryFn: ({ signal }) =>
      api.get<SeatMapReply>(`/events/${eventId}/seat-map`, {
        query: { cart_key: cartKey ?? undefined },
        signal,
      }),
    staleTime: 60_000,
    // The first hold brings a cart key (another query): the map stays shown meanwhile.
    placeholderData: keepPreviousData,
  });
}

/** The last status reply per URL with its ETag, for If-None-Match. */
const lastStatus = new Map<string, { etag: string; reply: SeatStatusReply }>();

/**
 * GET /events/{id}/seat-status with If-None-Match: a 304 answers with the reply kept with that
 * ETag. Errors go through the error catalogue quietly (a poll has no one to tell).
 */
export async function fetchSeatStatus(
  eventId: number,
  cartKey: string | null,
  signal?: AbortSignal,
  background = false,
): Promise<SeatStatusReply> {
  const query = cartKey ? `?cart_key=${encodeURIComponent(cartKey)}` : '';
  const url = `${env.apiBase}/events/${eventId}/seat-status${query}`;
  const kept = lastStatus.get(url);
  const headers = apiCallSupport.headers();
  if (kept) headers['If-None-Match'] = kept.etag;
  // The contract's `backgroundRequestHeader`: a poll is not the user's activity (decision 0055).
  if (background) headers['X-Background-Request'] = '1';
  let response: Response;
  try {
    response = await fetch(url, {
      headers,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw new NetworkError(`Network error: GET ${url}`, false, { cause: error });
  }
  if (response.status === 304 && kept) return kept.reply;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, parseErrorBody(body), body);
  const reply = body as SeatStatusReply;
  const etag = response.headers.get('etag');
  if (etag) lastStatus.set(url, { etag, reply });
  return reply;
}

/**
 * The seats' status, asked for every few seconds while the page is visible (TanStack Query stops
 * the interval in a hidden tab and asks again when it comes back).
 */
export function useSeatStatus(eventId: number) {
  const cartKey = useCartStore((state) => state.key);
  return useQuery({
    queryKey: seatKeys.status(eventId, cartKey),
    queryFn: ({ signal, ...context }) =>
      fetchSeatStatus(eventId, cartKey, signal, isRefetch(context)),
    refetchInterval: seatStatusIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** Seats to hold: of one performance, at their zones' price or a concession's. */
export interface SeatHold {
  eventId: number;
  seatIds: number[];
  ticketTypeId?: number;
}

/** Seats to give back; without `eventId`, those seats of every performance in the cart. */
export interface SeatRelease {
  seatIds: number[];
  eventId?: number;
}

/** Best available: a price (a zone or a concession) and how many seats. */
export interface BestAvailableAsk {
  eventId: number;
  ticketTypeId: number;
  quantity: number;
}

/** The codes the seat calls answer themselves (the map shows them): not toasted by the catalogue. */
export const seatHandledCodes = ['not_enough_adjacent_seats'] as const;

function holdSeats({ eventId, seatIds, ticketTypeId }: SeatHold): Promise<CartReply> {
  return changeCart(
    (key) => {
      const body: CartSeatsBody = { cart_key: key, event_id: eventId, seat_ids: seatIds };
      if (ticketTypeId !== undefined) body.ticket_type_id = ticketTypeId;
      return postSolvingChallenge<CartReply>(`/cart/${encodeURIComponent(key)}/seats`, body);
    },
    { retryLost: true },
  );
}

function releaseSeats({ seatIds, eventId }: SeatRelease): Promise<CartReply> {
  return changeCart((key) => {
    const body: CartSeatsRemoveBody = { cart_key: key, seat_ids: seatIds };
    if (eventId !== undefined) body.event_id = eventId;
    return api.post<CartReply>(
      `/cart/${encodeURIComponent(key)}/seats/remove`,
      body,
      cartCallOptions,
    );
  });
}

/** A held seat's price: a concession of its zone, or the zone again. */
export interface SeatPrice {
  eventId: number;
  seatIds: number[];
  ticketTypeId: number;
}

function priceSeats({ eventId, seatIds, ticketTypeId }: SeatPrice): Promise<CartReply> {
  return changeCart((key) => {
    const body: CartSeatsTicketTypeBody = {
      cart_key: key,
      event_id: eventId,
      seat_ids: seatIds,
      ticket_type_id: ticketTypeId,
    };
    return api.post<CartReply>(
      `/cart/${encodeURIComponent(key)}/seats/ticket-type`,
      body,
      cartCallOptions,
    );
  });
}

function holdBestAvailable({ ticketTypeId, quantity }: BestAvailableAsk): Promise<CartReply> {
  return changeCart(
    (key) => {
      const body: BestAvailableBody = { cart_key: key, ticket_type_id: ticketTypeId, quantity };
      return postSolvingChallenge<CartReply>(
        `/cart/${encodeURIComponent(key)}/best-available`,
        body,
        seatHandledCodes,
      );
    },
    { retryLost: true },
  );
}

/** After a change: the seats' status now (own seats as `mine`), whatever the outcome. */
function refreshSeats(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: seatKeys.all });
}

function seatMutation<T>(send: (variables: T) => Promise<CartReply>) {
  return {
    mutationFn: send,
    onMutate: async (_variables: T, { client }: { client: QueryClient }) => {
      await holdReads(client);
      return undefined;
    },
    onSuccess: (
      reply: CartReply,
      _variables: T,
      _result: unknown,
      { client }: { client: QueryClient },
    ) => {
      keepReply(client, reply);
    },
    onSettled: (
      _reply: unknown,
      _error: unknown,
      _variables: T,
      _result: unknown,
      { client }: { client: QueryClient },
    ) => {
      refreshSeats(client);
    },
  };
}

/** POST /cart/{key}/seats: the seats are held at once, all or none (409 seat_taken). */
export function useHoldSeats() {
  return useMutation<CartReply, Error, SeatHold, undefined>(seatMutation(holdSeats));
}

/** POST /cart/{key}/seats/remove. */
export function useReleaseSeats() {
  return useMutation<CartReply, Error, SeatRelease, undefined>(seatMutation(releaseSeats));
}

/** POST /cart/{key}/seats/ticket-type: the price of seats the cart holds. */
export function useSeatPrice() {
  return useMutation<CartReply, Error, SeatPrice, undefined>(seatMutation(priceSeats));
}

/** POST /cart/{key}/best-available: 409 not_enough_adjacent_seats proposes a split, not held. */
export function useBestAvailable() {
  return useMutation<CartReply, Error, BestAvailableAsk, undefined>(
    seatMutation(holdBestAvailable),
  );
}
