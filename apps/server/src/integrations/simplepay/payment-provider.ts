/**
 * A card-payment provider as the checkout sees it (SimplePay v2's protocol). The real adapter talks
 * to SimplePay's hosts; in the demo the same adapter talks to a local simulator of the protocol.
 */

export interface StartPaymentInput {
  /** The shop's unique reference of this payment attempt. */
  orderRef: string;
  /** Forints. */
  total: number;
  customerEmail: string;
  language: 'HU' | 'EN';
  /** Deadline for starting the payment on the payment page. */
  timeout: Date;
  /** Where the buyer's browser comes back (all four events). */
  returnUrl: string;
  /** The buyer as a registered customer ('02') or a guest ('01'), for 3-D Secure. */
  registered: boolean;
  invoice?: {
    name: string;
    company?: string;
    country: string;
    city: string;
    zip: string;
    address: string;
    address2?: string;
  };
}

export interface StartedPayment {
  transactionId: number;
  paymentUrl: string;
  total: number;
  currency: string;
  timeout: string;
}

/** SimplePay's transaction statuses (query and IPN). */
export type ProviderStatus =
  | 'INIT'
  | 'TIMEOUT'
  | 'CANCELLED'
  | 'NOTAUTHORIZED'
  | 'INPAYMENT'
  | 'INFRAUD'
  | 'AUTHORIZED'
  | 'REVERSED'
  | 'FINISHED'
  | 'REFUND'
  | (string & {});

export interface ProviderTransaction {
  orderRef: string;
  transactionId: number;
  status: ProviderStatus;
  total: number | null;
  remainingTotal: number | null;
  /** The transaction's merchant and currency, when the answer names them. */
  merchant: string | null;
  currency: string | null;
}

/** The back redirect, verified. */
export interface BackRedirect {
  /** 0 on success, otherwise SimplePay's code. */
  code: number;
  transactionId: number;
  event: 'SUCCESS' | 'FAIL' | 'CANCEL' | 'TIMEOUT';
  merchant: string;
  orderRef: string;
}

/**
 * An IPN whose signature is this merchant's, with the reply SimplePay expects. Its fields are as
 * received: whether they agree with the order (merchant, reference, amount, currency) is the
 * checkout's to judge.
 */
export interface VerifiedNotification {
  orderRef: string;
  transactionId: number;
  status: ProviderStatus;
  merchant: string;
  /** The amount and the currency when the notification carries them (SimplePay's does not). */
  total: number | null;
  currency: string | null;
  /** The signed echo: the received JSON plus receiveDate. */
  reply: { body: string; signature: string };
}

/** A provider call that failed: the provider refused (codes) or could not be reached. */
export class PaymentProviderError extends Error {
  /**
   * Whether the provider may have carried the call out: false when it refused it (error codes) or
   * certainly never got it (the connection was refused, the host not found); true when the answer
   * was lost or cannot be believed (a time-out, a cut connection, a server error, a reply that is
   * unsigned or incomplete). A `start` with an unknown outcome may have opened a transaction.
   */
  readonly outcomeUnknown: boolean;

  constructor(
    message: string,
    readonly errorCodes: number[] = [],
    options?: { cause?: unknown; notSent?: boolean },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.outcomeUnknown = errorCodes.length === 0 && options?.notSent !== true;
  }
}

export interface PaymentProvider {
  readonly merchant: string;
  readonly currency: string;
  start(input: StartPaymentInput): Promise<StartedPayment>;
  /** The transactions of these order references the provider knows (unknown ones are absent). */
  query(orderRefs: readonly string[]): Promise<ProviderTransaction[]>;
  /**
   * `transactioncancel`: closes a transaction still waiting for the buyer (INIT) as CANCELLED. A
   * transaction in any other state is refused (SimplePay's 5022).
   */
  cancel(orderRef: string): Promise<{ transactionId: number; status: ProviderStatus }>;
  refund(input: { orderRef: string; amount: number }): Promise<{
    refundTransactionId: number;
    remainingTotal: number;
  }>;
  /**
   * The refunds the provider made of a transaction (`query` with `refunds`): a refund whose
   * answer was lost is found here, so it is never asked for twice (decision 0039).
   */
  listRefunds(orderRef: string): Promise<{ refundTransactionId: number; amount: number }[]>;
  /** Null when `r`/`s` are not a valid signed redirect of this merchant. */
  verifyBack(r: string, s: string): BackRedirect | null;
  /** Null when the body is not a notification signed with this merchant's key. */
  verifyNotification(
    rawBody: string,
    signature: string | undefined,
    receivedAt: Date,
  ): VerifiedNotification | null;
}
