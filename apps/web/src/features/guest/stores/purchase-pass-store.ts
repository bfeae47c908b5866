import type { PurchasePass, TicketDelivery } from '@theatre/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pick } from '../../../lib/persisted';

/**
 * What an opened purchase link gives a guest (POST /purchase-link/open), kept with the link's
 * token: the token is the guest's credential on the checkout calls (`X-Purchase-Token`).
 */
export interface PurchasePassData {
  /** The link's `?purchase=`: the cart key (32) and 43 random characters, base64url. */
  token: string;
  email: string;
  name: string;
  /** The link's cart while it could be ordered (null once ordered or closed). */
  cart_key: string | null;
  /** The order stored with the link, once there is one. */
  order_id: number | null;
  /** Until when the link works (epoch ms). */
  expires_at: number;
  /** How the guest asked for the tickets when ordering here (null: not known in this browser). */
  ticket_delivery: TicketDelivery | null;
}

interface PurchasePassState {
  pass: PurchasePassData | null;
  /** An opened link (replaces any earlier pass). */
  setPass: (pass: PurchasePassData) => void;
  /** The order stored with the pass, and the delivery the guest chose for it. */
  recordOrder: (orderId: number, delivery: TicketDelivery) => void;
  /** Leaving guest mode: signing in, the link expiring or refused, or by the guest's choice. */
  clear: () => void;
}

export const purchasePassStorageKey = 'jegy-purchase-pass';

const tokenLength = 75;
const cartKeyLength = 32;

const isString = (value: unknown): value is string => typeof value === 'string';
const isText = (value: unknown): value is string =>
  isString(value) && value.trim() !== '' && value.length <= 255;
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) > 0;
const isInstant = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) > 0;
const isDelivery = (value: unknown): value is TicketDelivery =>
  value === 'email' || value === 'download';

/** A purchase link's token as the e-mail carries it: 75 characters of base64url (pure). */
export function isPurchaseToken(value: unknown): value is string {
  return isString(value) && value.length === tokenLength && /^[\w-]+$/.test(value);
}

const isCartKey = (value: unknown): value is string =>
  isString(value) && value.length === cartKeyLength && /^[\w-]+$/.test(value);

/**
 * The pass from the token and the server's reply (pure); null when the reply cannot be kept (an
 * unreadable `expires_at`, a malformed token). The server has just said the link works: its
 * `expires_at` is not checked against this browser's clock here.
 */
export function passFromReply(token: string, reply: PurchasePass): PurchasePassData | null {
  return restorePass(
    {
      pass: {
        token,
        email: reply.email,
        name: reply.name,
        cart_key: reply.cart_key,
        order_id: reply.order_id,
        expires_at: Date.parse(reply.expires_at),
        ticket_delivery: null,
      },
    },
    Number.NEGATIVE_INFINITY,
  );
}

/**
 * The stored pass through its guards (pure): every field must have its shape, and the link must
 * not have expired at `now`; otherwise there is no pass (guest mode ends).
 */
export function restorePass(persisted: unknown, now: number): PurchasePassData | null {
  const stored = pick(
    persisted,
    'pass',
    (value): value is Record<string, unknown> => value !== null && typeof value === 'object',
  );
  if (!stored) return null;
  const token = pick(stored, 'token', isPurchaseToken);
  const email = pick(stored, 'email', isText);
  const name = pick(stored, 'name', isText);
  const expiresAt = pick(stored, 'expires_at', isInstant);
  const cartKey = stored['cart_key'] === null ? null : pick(stored, 'cart_key', isCartKey);
  const orderId = stored['order_id'] === null ? null : pick(stored, 'order_id', isId);
  if (!token || !email || !name || expiresAt === undefined) return null;
  if (cartKey === undefined || orderId === undefined || expiresAt <= now) return null;
  return {
    token,
    email,
    name,
    cart_key: cartKey,
    order_id: orderId,
    expires_at: expiresAt,
    ticket_delivery: pick(stored, 'ticket_delivery', isDelivery) ?? null,
  };
}

/** The pass while its link works at `now` (pure). */
export function livePass(
  state: Pick<PurchasePassState, 'pass'>,
  now: number,
): PurchasePassData | null {
  const pass = state.pass;
  return pass !== null && pass.expires_at > now ? pass : null;
}

export const usePurchasePass = create<PurchasePassState>()(
  persist(
    (set, get) => ({
      pass: null,
      setPass: (pass) => {
        set({ pass: { ...pass } });
      },
      recordOrder: (orderId, delivery) => {
        const pass = get().pass;
        if (pass && isId(orderId)) {
          set({ pass: { ...pass, cart_key: null, order_id: orderId, ticket_delivery: delivery } });
        }
      },
      clear: () => {
        set({ pass: null });
      },
    }),
    {
      name: purchasePassStorageKey,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ pass: state.pass }),
      merge: (persisted, current) => ({ ...current, pass: restorePass(persisted, Date.now()) }),
      migrate: (persisted) => ({ pass: restorePass(persisted, Date.now()) }),
    },
  ),
);

/** The token to send as `X-Purchase-Token`: the live pass's, else none. */
export function currentPurchaseToken(): string | null {
  return livePass(usePurchasePass.getState(), Date.now())?.token ?? null;
}

// setTimeout takes at most 2^31-1 ms (about 24.8 days); a longer wait is checked again then.
const maxDelayMs = 2_147_483_647;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Guest mode ends when the link expires: the pass is dropped at its `expires_at`. */
function scheduleExpiry(pass: PurchasePassData | null): void {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (pass === null) return;
  const delay = Math.min(Math.max(0, pass.expires_at - Date.now()), maxDelayMs);
  expiryTimer = setTimeout(() => {
    expiryTimer = undefined;
    const state = usePurchasePass.getState();
    if (state.pass === null) return;
    if (livePass(state, Date.now()) === null) state.clear();
    else scheduleExpiry(state.pass);
  }, delay);
}

scheduleExpiry(usePurchasePass.getState().pass);
usePurchasePass.subscribe((state, previous) => {
  if (state.pass !== previous.pass) scheduleExpiry(state.pass);
});

// Another tab opened a link or left guest mode: take it over.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === purchasePassStorageKey) void usePurchasePass.persist.rehydrate();
  });
}
