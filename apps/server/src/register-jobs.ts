import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps.js';
import {
  accountLinkJobKind,
  createAccountLinkHandler,
} from './modules/accounts/account-link-job.js';
import { pruneUnverifiedAccounts } from './modules/accounts/prune-unverified-accounts.js';
import { pruneSessions } from './modules/accounts/prune-sessions.js';
import { pruneExpiredCarts } from './modules/cart/prune-expired-carts.js';
import { refundJobKind } from './modules/checkout/apply-payment-result.js';
import { createSzamlazzClient } from './integrations/invoicing/szamlazz/szamlazz-client.js';
import { createIssueDocumentsHandler } from './modules/documents/issue-order-documents.js';
import { issueDocumentsJobKind } from './modules/documents/record-order-documents.js';
import { prunePurchaseLinks } from './modules/checkout/prune-purchase-links.js';
import { expireOrders } from './modules/checkout/expire-orders.js';
import {
  createReconcileHandler,
  createReconcileSweep,
  reconcileJobKind,
} from './modules/checkout/reconcile-payments.js';
import { createRefundHandler } from './modules/checkout/refund-payment.js';
import { cancelPerformanceJobKind } from './modules/programme/cancel-performance.js';
import { createPerformanceCancellationHandler } from './modules/programme/run-performance-cancellation.js';
import { movePerformanceJobKind } from './modules/programme/move-performance.js';
import { createPerformanceMoveHandler } from './modules/programme/run-performance-move.js';
import { createSendMailHandler, sendMailJobKind } from './modules/notifications/send-mail.js';
import { pruneMailMessages } from './modules/notifications/prune-mail-messages.js';
import { pruneClientErrors } from './modules/client-errors/prune-client-errors.js';
import { pruneRateLimits } from './modules/rate-limits/prune-rate-limits.js';
import { pruneChallenges } from './modules/challenges/prune-challenges.js';
import { purgeSecurityLog } from './modules/security-log/purge-security-log.js';
import { settleTransferOrders } from './modules/transfer-orders/settle-transfer-orders.js';

/**
 * The background jobs and the housekeeping of every module, registered on the app's job registry
 * (the worker runs them; tests call runJobs).
 */
export function registerJobs(deps: AppDeps, log: FastifyBaseLogger): void {
  const { jobs, config, db, clock } = deps;
  jobs.register(sendMailJobKind, createSendMailHandler(deps));
  jobs.registerHousekeeping('client-errors', pruneClientErrors);
  jobs.registerHousekeeping('rate-limits', pruneRateLimits);
  jobs.registerHousekeeping('challenges', pruneChallenges);
  jobs.registerHousekeeping('mail-messages', pruneMailMessages);
  jobs.registerHousekeeping('sessions', pruneSessions);
  jobs.registerHousekeeping('unverified-accounts', pruneUnverifiedAccounts);
  jobs.registerHousekeeping('carts', pruneExpiredCarts);
  jobs.registerHousekeeping('security-log', purgeSecurityLog);
  jobs.register(accountLinkJobKind, createAccountLinkHandler(deps));
  jobs.register(refundJobKind, createRefundHandler(deps));
  jobs.register(reconcileJobKind, createReconcileHandler(deps));
  jobs.registerHousekeeping('orders', expireOrders);
  jobs.registerHousekeeping('purchase-links', prunePurchaseLinks);
  jobs.registerHousekeeping('transfer-orders', (_db, jobClock) =>
    settleTransferOrders({ db, config }, jobClock),
  );
  // Számlázz.hu issues the receipts and invoices when configured (production requires it);
  // otherwise the built-in issuer does (decision 0015).
  const invoicing = config.szamlazz
    ? createSzamlazzClient({
        apiUrl: config.szamlazz.apiUrl,
        agentKey: config.szamlazz.agentKey,
        receiptPrefix: config.szamlazz.receiptPrefix,
        eInvoice: config.szamlazz.eInvoice,
        ...(config.szamlazz.invoicePrefix ? { invoicePrefix: config.szamlazz.invoicePrefix } : {}),
        log: log.child({ component: 'szamlazz' }),
      })
    : null;
  jobs.register(
    issueDocumentsJobKind,
    createIssueDocumentsHandler({ db, clock, config, invoicing }),
  );
  jobs.registerHousekeeping('payments', createReconcileSweep(deps));
  jobs.register(cancelPerformanceJobKind, createPerformanceCancellationHandler(deps));
  jobs.register(movePerformanceJobKind, createPerformanceMoveHandler(deps));
}
