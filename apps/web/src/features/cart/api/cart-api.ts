import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CartAddBody,
  CartItemBody,
  CartReply,
  CouponAddBody,
  CouponDeleteBody,
} from '@theatre/contracts';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useCartStore } from '../stores/cart-store';
import { useChallengeStore } from '../stores/challenge-store';
import {
  adoptCart,
  cartCallOptions,
  changeCart,
  readCart,
  spendCart,
  type CartCallOptions,
} from './cart-session';
import { requiredChallenge, solveChallengeInBackground } from './solve-challenge';

export const cartKeys = {
  all: ['cart'] as const,
  /** GET /cart/{key}: one query per key, so a renewed cart never shows the old one's reply. */
  detail: (key: string | null) => [...cartKeys.all, key ?? ''] as const,
};

/**
 * The held cart from the server (GET /cart/{key}) into the store, which every view reads. Runs
 * while a key is held: the header's countdown starts it at load, so a returning visitor's cart and
 * countdown are checked against the server; the cart page shares it.
 */
export function useCartQuery() {
  const key = useCartStore((state) => state.key);
  return useQuery({
    queryKey: cartKeys.detail(key),
    queryFn: ({ signal }) => readCart(signal),
    enabled: key !== null,
    staleTime: 30_000,
  });
}

/** A change of one ticket type (docs/product.md §4): add one, remove one, or delete the line. */
export interface CartChange {
  action: 'add' | 'remove' | 'delete';
  /** The ticket type. */
  id: number;
  /** The add's hint that the visitor is signed in (the server decides from the token). */
  loggedIn?: boolean;
}

/** An add answered with a challenge (428) is solved and sent again at most this often. */
const challengeRounds = 2;

/** The add's options: a 428 `challenge_required` is answered here, not by the catalogue. */
const addCallOptions = { handles: [...cartCallOptions.handles, 'challenge_required'] };

/**
 * A cart call that may be answered with a proof-of-work challenge (428): beyond the free allowance
 * of holds per client (decision 0024) the challenge is solved in the background (a Web Worker, with
 * the progress indicator) and the call sent again with the solution.
 */
export async function postSolvingChallenge<T>(
  path: string,
  body: { challenge?: string },
  handles: readonly string[] = [],
): Promise<T> {
  const options = { handles: [...addCallOptions.handles, ...handles] };
  for (let round = 0; ; round += 1) {
    try {
      return await api.post<T>(path, body, options);
    } catch (error) {
      const challenge = requiredChallenge(error);
      if (challenge === null) throw error;
      if (round >= challengeRounds) {
        // Asked again and again (a solution refused): say the check failed.
        useChallengeStore.getState().fail();
        throw error;
      }
      body.challenge = await solveChallengeInBackground(challenge);
    }
  }
}

/** POST /cart/{key}/add, solving a challenge when asked for one. */
function sendAdd(key: string, id: number, loggedIn: boolean | undefined): Promise<CartReply> {
  const body: CartAddBody = { id, cart_key: key };
  if (loggedIn !== undefined) body.logged_in = loggedIn;
  return postSolvingChallenge<CartReply>(`/cart/${encodeURIComponent(key)}/add`, body);
}

function sendChange({ action, id, loggedIn }: CartChange): Promise<CartReply> {
  return changeCart(
    (key) => {
      if (action === 'add') return sendAdd(key, id, loggedIn);
      const body: CartItemBody = { id, cart_key: key };
      return api.post<CartReply>(
        `/cart/${encodeURIComponent(key)}/${action}`,
        body,
        cartCallOptions,
      );
    },
    { retryLost: action === 'add' },
  );
}

/** POST /coupon/delete (204, the 'Sikeres törlés' toast), then the cart as it is now. */
function removeCoupon(): Promise<CartReply> {
  return changeCart(async (key) => {
    const body: CouponDeleteBody = { cart_key: key };
    await api.post<null>('/coupon/delete', body, cartCallOptions);
    return api.get<CartReply>(`/cart/${encodeURIComponent(key)}`, cartCallOptions);
  });
}

/** POST /coupon/add: the reply (200, the cart with its discount line) replaces the cart. */
function addCoupon(code: string): Promise<CartReply> {
  return changeCart((key) => {
    const body: CouponAddBody = { coupon_id: code.trim(), cart_key: key };
    // Too many wrong codes (429) is said under the field, not toasted.
    return api.post<CartReply>('/coupon/add', body, {
      handles: [...cartCallOptions.handles, 'coupon_attempts_exceeded'],
    });
  });
}

/** A read under way could land after the change and bring back the cart before it. */
export async function holdReads(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: cartKeys.all });
}

export function keepReply(client: QueryClient, reply: CartReply): void {
  client.setQueryData(cartKeys.detail(useCartStore.getState().key), reply);
}

/** POST /cart/{key}/add | remove | delete; the reply replaces the cart. */
export function useCartChange() {
  return useMutation({
    mutationFn: sendChange,
    onMutate: (_change, { client }) => holdReads(client),
    onSuccess: (reply, _change, _result, { client }) => {
      keepReply(client, reply);
    },
  });
}

/** Removing the discount line. */
export function useRemoveCoupon() {
  return useMutation({
    mutationFn: removeCoupon,
    onMutate: (_variables, { client }) => holdReads(client),
    onSuccess: (reply, _variables, _result, { client }) => {
      keepReply(client, reply);
    },
  });
}

/** Applying a coupon code (checkout step 3). */
export function useAddCoupon() {
  return useMutation({
    mutationFn: addCoupon,
    onMutate: (_code, { client }) => holdReads(client),
    onSuccess: (reply, _code, _result, { client }) => {
      keepReply(client, reply);
    },
  });
}

/**
 * Spends the cart on an order (spendCart): the page passes the order's call. When the shop refuses
 * it for the state of the tickets (409: sold out meanwhile), the cart is reloaded so the visitor
 * sees what is left.
 */
export function useSpendCart() {
  const client = useQueryClient();
  return useCallback(
    async <T>(
      send: (key: string, options: CartCallOptions) => Promise<T>,
      onSpent: (reply: T) => void,
    ): Promise<T> => {
      try {
        return await spendCart(send, onSpent);
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          void client.invalidateQueries({ queryKey: cartKeys.all });
        }
        throw error;
      }
    },
    [client],
  );
}

/**
 * Makes a purchase link's cart this browser's (adoptCart) and keeps the reply as that cart's
 * query data, so the cart page shows it at once. Resolves with whether the cart is held.
 */
export function useAdoptCart() {
  const client = useQueryClient();
  return useCallback(
    async (key: string): Promise<boolean> => {
      await holdReads(client);
      const reply = await adoptCart(key);
      if (reply) client.setQueryData(cartKeys.detail(key), reply);
      return reply !== null;
    },
    [client],
  );
}
