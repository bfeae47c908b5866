import type { Config } from './config/config.js';
import type { Db } from './db/database.js';
import type { BotCheck } from './integrations/captcha/bot-check.js';
import type { MailTransport } from './integrations/mail/mail-transport.js';
import type { TaxpayerLookup } from './integrations/nav/taxpayer-lookup.js';
import type { PaymentProvider } from './integrations/simplepay/payment-provider.js';
import type { JobRegistry } from './jobs/job-registry.js';
import type { Clock } from './lib/clock.js';
import type { HoldGranter } from './modules/inventory/hold-granter.js';
import type { TicketMetaCache } from './modules/cart/ticket-meta-cache.js';
import type { MaintenanceProbe } from './modules/settings/maintenance.js';
import type { StaticData } from './modules/static-files/static-data.js';

/** What the composition root hands to the route modules. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  maintenance: MaintenanceProbe;
  /** Where e-mails go: SMTP, or the development mailbox in the demo. */
  mail: MailTransport;
  /** Job kinds the worker runs; modules register their handlers here. */
  jobs: JobRegistry;
  /** NAV's taxpayer query (cached, paced; the simulator in the demo). */
  taxpayers: TaxpayerLookup;
  /** reCAPTCHA v3 when configured, otherwise a check that always passes. */
  botCheck: BotCheck;
  /** Grants ticket holds, combining the adds of one ticket type (the on-sale spike). */
  holds: HoldGranter;
  /** What cart lines show of their ticket types, kept for two seconds. */
  ticketMeta: TicketMetaCache;
  /** SimplePay (the local simulator in the demo). */
  payments: PaymentProvider;
  /** The spec's static JSON files (the programme first), each kept a few seconds per process. */
  staticData: StaticData;
}
