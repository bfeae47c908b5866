import { randomBytes, randomInt } from 'node:crypto';
import type { BackEvent } from './simulator-signature.js';

/** The simulator's in-memory state: its merchant accounts and their transactions. */

export type Currency = 'HUF' | 'EUR' | 'USD';

export interface SimulatedMerchant {
  merchant: string;
  secretKey: string;
  currency: Currency;
}

/** The statuses a transaction of this simulator can reach (one-step card payments). */
export type TransactionStatus = 'INIT' | 'FINISHED' | 'NOTAUTHORIZED' | 'CANCELLED' | 'TIMEOUT';

export type ReturnUrls = Partial<Record<Lowercase<BackEvent>, string>>;

/** One notification of a status change, and how its delivery went. */
export interface IpnRecord {
  status: TransactionStatus;
  /** POSTs made (a duplicated notification counts both copies). */
  attempts: number;
  /** Copies the shop acknowledged with a correct signed echo. */
  delivered: number;
  /** The retry schedule ran out before a copy was acknowledged. */
  gaveUp: boolean;
  lastError?: string;
}

export interface RefundRecord {
  refundTransactionId: number;
  refundTotal: number;
  refundDate: Date;
}

export interface SimulatedTransaction {
  transactionId: number;
  merchant: string;
  orderRef: string;
  currency: Currency;
  total: number;
  remainingTotal: number;
  status: TransactionStatus;
  method: 'CARD';
  language: string;
  customerEmail: string;
  timeout: Date;
  /** The timeout exactly as the start request wrote it (echoed in the answer). */
  timeoutText: string;
  url?: string;
  urls?: ReturnUrls;
  payToken: string;
  createdAt: Date;
  paymentDate?: Date;
  finishDate?: Date;
  refunds: RefundRecord[];
  ipn: IpnRecord[];
}

/** What tests may read of a transaction: a copy, so the simulator's state stays its own. */
export interface TransactionView {
  readonly transactionId: number;
  readonly merchant: string;
  readonly orderRef: string;
  readonly currency: Currency;
  readonly status: TransactionStatus;
  readonly total: number;
  readonly remainingTotal: number;
  readonly paymentDate?: Date;
  readonly finishDate?: Date;
  readonly refunds: readonly Readonly<RefundRecord>[];
  /** POSTs of IPNs for this transaction, all notifications together. */
  readonly ipnAttempts: number;
  /** Acknowledged IPN deliveries, all notifications together. */
  readonly ipnDelivered: number;
  readonly ipn: readonly Readonly<IpnRecord>[];
}

export function viewOf(tx: SimulatedTransaction): TransactionView {
  return Object.freeze({
    transactionId: tx.transactionId,
    merchant: tx.merchant,
    orderRef: tx.orderRef,
    currency: tx.currency,
    status: tx.status,
    total: tx.total,
    remainingTotal: tx.remainingTotal,
    ...(tx.paymentDate ? { paymentDate: new Date(tx.paymentDate) } : {}),
    ...(tx.finishDate ? { finishDate: new Date(tx.finishDate) } : {}),
    refunds: Object.freeze(tx.refunds.map((refund) => Object.freeze({ ...refund }))),
    ipnAttempts: tx.ipn.reduce((sum, record) => sum + record.attempts, 0),
    ipnDelivered: tx.ipn.reduce((sum, record) => sum + record.delivered, 0),
    ipn: Object.freeze(tx.ipn.map((record) => Object.freeze({ ...record }))),
  });
}

export class TransactionStore {
  private readonly byTransactionId = new Map<number, SimulatedTransaction>();
  private readonly byOrder = new Map<string, SimulatedTransaction>();
  private readonly byPayToken = new Map<string, SimulatedTransaction>();
  /** Ids of payments and refunds alike: each is a transaction of its own at SimplePay. */
  private readonly usedIds = new Set<number>();

  /** A fresh 9-digit id starting with 5, like the sandbox's. */
  newId(): number {
    for (;;) {
      const id = 500_000_000 + randomInt(100_000_000);
      if (!this.usedIds.has(id)) {
        this.usedIds.add(id);
        return id;
      }
    }
  }

  /** An unguessable token for the payment page's URL. */
  static newPayToken(): string {
    return randomBytes(18).toString('base64url');
  }

  add(tx: SimulatedTransaction): void {
    this.byTransactionId.set(tx.transactionId, tx);
    this.byOrder.set(orderKey(tx.merchant, tx.orderRef), tx);
    this.byPayToken.set(tx.payToken, tx);
  }

  byId(transactionId: number): SimulatedTransaction | undefined {
    return this.byTransactionId.get(transactionId);
  }

  byOrderRef(merchant: string, orderRef: string): SimulatedTransaction | undefined {
    return this.byOrder.get(orderKey(merchant, orderRef));
  }

  byToken(token: string): SimulatedTransaction | undefined {
    return this.byPayToken.get(token);
  }

  all(): IterableIterator<SimulatedTransaction> {
    return this.byTransactionId.values();
  }
}

const orderKey = (merchant: string, orderRef: string) => `${merchant}\u0000${orderRef}`;
