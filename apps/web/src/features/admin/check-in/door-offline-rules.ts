import type { CheckInReply, DoorList } from '@theatre/contracts';
import type { OfflineAdmission } from './door-offline-store';

/*
 * The door's answer without a connection (decision 0042), pure: from the performance's door list
 * and this device's own admissions.
 */

/** What the device can tell from its list: no other performance's tickets are in it. */
export type OfflineResult = 'admitted' | 'already_used' | 'cancelled' | 'unknown';

export interface OfflineDecision {
  result: OfflineResult;
  /** The answer as the card shows the server's (no buyer or order: the list does not have them). */
  reply: CheckInReply;
}

/**
 * A code read offline (`hash`: its name in the list): a valid ticket nobody admitted (by the
 * list, or on this device) admits; one admitted already is "already used" with when (and the door
 * when this device admitted it); a ticket that no longer admits is "cancelled"; a code not in the
 * list "unknown".
 */
export function decideOffline(
  list: DoorList,
  hash: string,
  code: string,
  own: readonly OfflineAdmission[],
  message: (result: OfflineResult) => string,
): OfflineDecision {
  const ticket = list.tickets.find((item) => item.hash === hash);
  const mine = own.find((item) => item.event_id === list.event.id && item.hash === hash);
  let result: OfflineResult = 'unknown';
  if (ticket) {
    if (ticket.state !== 'valid') result = 'cancelled';
    else result = ticket.admitted_at !== null || mine ? 'already_used' : 'admitted';
  }
  const usedAt = mine ? new Date(mine.at).toISOString() : (ticket?.admitted_at ?? null);
  return {
    result,
    reply: {
      result,
      message: message(result),
      ticket: ticket
        ? {
            code,
            type_name: ticket.type_name,
            ...(ticket.seat ? { seat: ticket.seat } : {}),
            event_id: list.event.id,
            event_name: list.event.name,
            starts_at: list.event.starts_at,
            venue_name: list.event.venue_name,
            buyer_name: '',
            order_id: 0,
          }
        : null,
      checked_in_at: result === 'already_used' ? usedAt : null,
      checked_in_door: result === 'already_used' ? (mine?.door ?? null) : null,
      checked_in_by: null,
      repeated: false,
    },
  };
}

/**
 * The door's counts from its list while the server cannot be asked: the valid tickets, and those
 * admitted by the list or on this device since.
 */
export function countsOffline(list: DoorList, own: readonly OfflineAdmission[]) {
  const valid = list.tickets.filter((ticket) => ticket.state === 'valid');
  const admittedHere = new Set(
    own.filter((item) => item.event_id === list.event.id).map((item) => item.hash),
  );
  const admitted = valid.filter(
    (ticket) => ticket.admitted_at !== null || admittedHere.has(ticket.hash),
  ).length;
  return { valid: valid.length, admitted };
}
