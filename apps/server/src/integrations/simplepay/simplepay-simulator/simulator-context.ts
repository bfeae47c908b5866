import type {
  SimulatedMerchant,
  SimulatedTransaction,
  TransactionStatus,
  TransactionStore,
} from './simulator-transactions.js';

/** What the API operations and the payment page share of a running simulator. */
export interface SimulatorContext {
  readonly accounts: ReadonlyMap<string, SimulatedMerchant>;
  readonly store: TransactionStore;
  /** http://127.0.0.1:PORT */
  readonly url: string;
  now(): Date;
  /** Moves a transaction out of INIT, stamps its dates and sends the IPN when one is due. */
  settle(tx: SimulatedTransaction, status: Exclude<TransactionStatus, 'INIT'>): void;
  /** An INIT transaction past its `timeout` becomes TIMEOUT (checked whenever it is looked at). */
  expireIfDue(tx: SimulatedTransaction): void;
}
