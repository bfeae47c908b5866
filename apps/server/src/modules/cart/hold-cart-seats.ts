import { seatName, type CartReply } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { AppError } from '../../lib/app-error.js';
import { createChallenge } from '../challenges/create-challenge.js';
import { verifyChallenge } from '../challenges/verify-challenge.js';
import { holdSeats, type SeatHoldResult } from '../inventory/hold-seats.js';
import { errorOfGrant } from './grant-errors.js';
import { listCartLines, type Channel } from './cart.repository.js';
import { cartReplyOf, keyHashOf, type CartDeps } from './cart-access.js';
import { describeSeats } from '../seating/describe-seats.js';

export interface HoldCartSeatsInput {
  key: string;
  /** The performance; null: the one of `ticketTypeId`. */
  eventId: number | null;
  seatIds: readonly number[];
  /** A concession valid for every seat's zone; null: each seat's zone. */
  ticketTypeId: number | null;
  user: { id: number; vip: boolean } | null;
  locale: Locale;
  channel?: Channel;
  client?: string | null;
  challenge?: string | undefined;
}

/**
 * POST /cart/{key}/seats: holds the seats for the cart, all or none (inventory/hold-seats.ts),
 * for ten minutes from the cart's first ticket, as an add would (the same limits and challenge).
 * A seat not free answers 409 `seat_taken` naming it and carrying its id.
 */
export async function holdCartSeats(deps: CartDeps, input: HoldCartSeatsInput): Promise<CartReply> {
  const channel = input.channel ?? 'online';
  const online = channel === 'online';
  const keyHash = keyHashOf(deps, input.key);
  const eventId = input.eventId ?? (await eventOfPrice(deps, input.ticketTypeId));
  const challenge =
    online && input.challenge
      ? await verifyChallenge(deps.config.appSecret, input.challenge)
      : null;
  const result = await holdSeats(
    deps.db,
    {
      keyHash,
      quantity: input.seatIds.length,
      vip: input.user?.vip ?? false,
      userId: input.user?.id ?? null,
      subject: online ? (input.client ?? null) : null,
      challenge,
      eventId,
      seatIds: input.seatIds,
      priceTypeId: input.ticketTypeId,
    },
    channel,
    deps.holds.settings,
  );
  if (result.status !== 'ok') throw await refusalOf(deps, { ...input, eventId }, result);
  return cartReplyOf(deps, {
    lines: await listCartLines(deps.db, result.cartId),
    couponId: null,
    remainingMs: result.remainingMs,
    couponRemoved: result.couponRemoved,
    locale: input.locale,
    channel,
  });
}

/** The performance of a price, when the body names no performance. */
async function eventOfPrice(deps: CartDeps, ticketTypeId: number | null): Promise<number> {
  const [meta] = ticketTypeId === null ? [] : (await deps.ticketMeta.get([ticketTypeId])).values();
  if (!meta) {
    throw AppError.validation({
      [ticketTypeId === null ? 'event_id' : 'ticket_type_id']: [
        { key: ticketTypeId === null ? 'validation.required' : 'validation.invalid_value' },
      ],
    });
  }
  return meta.event_id;
}

export async function refusalOf(
  deps: CartDeps,
  input: HoldCartSeatsInput & { eventId: number },
  result: Exclude<SeatHoldResult, { status: 'ok' }>,
): Promise<AppError> {
  switch (result.status) {
    case 'not_seated':
      return new AppError('seat_map_not_found');
    case 'unknown':
      return AppError.validation({
        seat_ids: [
          {
            key: 'validation.seat_unknown',
            params: { seats: result.seatIds.join(', ') },
          },
        ],
      });
    case 'concession':
      return AppError.validation({ ticket_type_id: [{ key: 'validation.seat_concession' }] });
    case 'taken': {
      const names = await describeSeats(deps.db, input.eventId, result.seatIds);
      return new AppError(
        'seat_taken',
        {
          seats: result.seatIds
            .map((id) => {
              const seat = names.get(id);
              return seat ? seatName(seat, input.locale) : String(id);
            })
            .join('; '),
        },
        undefined,
        { seat_ids: result.seatIds },
      );
    }
    case 'refused': {
      const error = errorOfGrant(result.grant) ?? new AppError('internal');
      if (result.grant.status === 'challenge_required') {
        const issued = await createChallenge(deps.config.appSecret, deps.clock.now());
        return new AppError(error.code, error.params, undefined, { challenge: issued });
      }
      return error;
    }
  }
}
