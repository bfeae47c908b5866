import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyUnderPressure from '@fastify/under-pressure';
import { cartHoldMs, type PublicSettings } from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config/config.js';
import type { Db } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerControlCharacterGuard } from './http/reject-control-characters.js';
import { inlineScriptHashes } from './http/inline-script-hashes.js';
import { registerLocale } from './http/locale.js';
import { isGated, registerMaintenanceGate } from './http/maintenance-gate.js';
import { redactUrl } from './http/redact-url.js';
import { contentSecurityPolicy } from './http/content-security-policy.js';
import { cspHeaderOf, registerSecurityHeaders } from './http/security-headers.js';
import { canonicalPageUrl } from './http/link-origin.js';
import { buildPage } from './modules/public-pages/build-page.js';
import { publicPageRoutes } from './modules/public-pages/public-pages.routes.js';
import { registerSpa } from './http/spa.js';
import { pageLocaleOf } from '@theatre/contracts/shop-routes';
import { createBotCheck } from './integrations/captcha/create-bot-check.js';
import { createTaxpayerLookup } from './integrations/nav/create-taxpayer-lookup.js';
import { createPaymentProvider } from './integrations/simplepay/create-payment-provider.js';
import type { SimplePaySimulator } from './integrations/simplepay/simplepay-simulator/simplepay-simulator.js';
import { createMailTransport } from './integrations/mail/create-mail-transport.js';
import { createJobRegistry } from './jobs/job-registry.js';
import { createWorker } from './jobs/worker.js';
import { AppError } from './lib/app-error.js';
import { systemClock, type Clock } from './lib/clock.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { secondFactorRoutes } from './modules/accounts/second-factor.routes.js';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes.js';
import { profileSessionRoutes } from './modules/accounts/profile-sessions.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminSections } from './admin-sections.js';
import { registerJobs } from './register-jobs.js';
import { performanceMovesRoutes } from './modules/orders/performance-moves.routes.js';
import { refundBankDetailsRoutes } from './modules/refund-bank-details/refund-bank-details.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { cartSeatRoutes } from './modules/cart/cart-seats.routes.js';
import { seatingRoutes } from './modules/seating/seating.routes.js';
import { posterFileRoutes } from './modules/programme/programme.routes.js';
import { saleRoutes } from './modules/box-office/box-office.routes.js';
import { createHoldGranter } from './modules/inventory/hold-granter.js';
import { createTicketMetaCache } from './modules/cart/ticket-meta-cache.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { documentRoutes } from './modules/documents/documents.routes.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { createMaintenanceProbe } from './modules/settings/maintenance.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { buildBootData } from './modules/static-files/boot-data.js';
import { createStaticData } from './modules/static-files/static-data.js';
import { staticFileRoutes } from './modules/static-files/static-files.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Claims and runs the jobs that are due now (for tests; the worker does it in a server). */
    runJobs(): Promise<number>;
    /** The demo's SimplePay simulator (tests steer it); null with a real SimplePay account. */
    paymentSimulator: SimplePaySimulator | null;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  /** Pino options, or false for silence (tests); `stream` receives the log lines (tests read them). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Run the jobs worker in this process (the server does; tests run jobs themselves). */
  startWorker?: boolean;
}

const requestIdPattern = /^[\w.-]{1,64}$/;

/**
 * Where the demo's payment simulator sends IPNs: this process's own listening address (the public
 * URL may be a proxy the simulator cannot reach), or the public URL before it listens.
 */
function ipnUrlOf(app: FastifyInstance, config: Config): string {
  const address = app.server.address();
  if (address !== null && typeof address === 'object') {
    const host =
      address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    const shown = host.includes(':') ? `[${host}]` : host;
    return `http://${shown}:${address.port}/api/payment/ipn`;
  }
  return `${config.publicUrl}/api/payment/ipn`;
}

/** The composition root: plugins, then modules, then the error handler. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const hops = config.trustProxy;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level:
              options.logger === true || options.logger === undefined
                ? config.logLevel
                : options.logger.level,
            ...(typeof options.logger === 'object' && options.logger.stream
              ? { stream: options.logger.stream }
              : {}),
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              // Fastify's request fields, with the e-mailed links' tokens taken out of the URL.
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket.remotePort,
              }),
            },
          },
    // A hop count becomes a function: believe the nearest `hops` proxies, never the client.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  registerLocale(app);
  registerErrorHandler(app);
  registerControlCharacterGuard(app);

  const maintenance = createMaintenanceProbe(db);
  const mail = createMailTransport(config);
  const jobs = createJobRegistry();
  const taxpayers = await createTaxpayerLookup(config, app.log);
  app.addHook('onClose', async () => {
    await taxpayers.close();
  });
  const payments = await createPaymentProvider(config, () => ipnUrlOf(app, config), app.log);
  app.addHook('onClose', async () => {
    await payments.close();
  });
  app.decorate('paymentSimulator', payments.simulator);
  const botCheck = createBotCheck(config, app.log);
  const deps: AppDeps = {
    config,
    db,
    clock,
    maintenance,
    mail,
    jobs,
    taxpayers: taxpayers.lookup,
    botCheck,
    holds: createHoldGranter(db, {
      holdMs: cartHoldMs,
      limitClients: config.holdLimitPerClient,
    }),
    ticketMeta: createTicketMetaCache(db),
    payments: payments.provider,
    staticData: createStaticData({ db, clock, config }),
  };
  registerJobs(deps, app.log);
  const worker = createWorker({
    db,
    clock,
    handlers: jobs.handlers,
    housekeeping: jobs.housekeeping,
    log: app.log.child({ component: 'jobs' }),
  });
  // Tests run due jobs themselves, at the moment they choose.
  app.decorate('runJobs', () => worker.runOnce());
  if (options.startWorker === true) {
    app.addHook('onReady', (done) => {
      worker.start();
      done();
    });
    // preClose, not onClose: onClose hooks run last-added first, i.e. after the server's own
    // database close; the worker must finish its jobs while the database is still there.
    app.addHook('preClose', async () => {
      await worker.stop();
    });
  }
  app.addHook('preClose', async () => {
    await mail.close?.();
  });

  const inlineScripts = inlineScriptHashes(config.webDistDir);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(inlineScripts, config.recaptcha !== null),
    crossOriginEmbedderPolicy: false,
    hsts: config.mode === 'production',
  });
  // The pages' policy while the settings name a Google tag (computed once, chosen per page).
  const taggedPagePolicy = cspHeaderOf(
    contentSecurityPolicy(inlineScripts, config.recaptcha !== null, true),
  );
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    retryAfter: 10,
    // Only the API and the data files shed load; pages and assets are cheap and still served, so
    // a visitor gets the app and its service-unavailable modal rather than a bare JSON reply.
    pressureHandler: (request, reply) => {
      if (!isGated(request.url)) return;
      void reply
        .status(503)
        .header('retry-after', '10')
        .send({ message: translate(request.locale, 'errors.overloaded'), code: 'overloaded' });
    },
  });
  registerMaintenanceGate(app, maintenance);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Theatre box office API',
        description: 'The API of the online box office. Field names are snake_case.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI and the document at /api/docs/json: off in production unless API_DOCS.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(settingsRoutes(deps));
      await api.register(catalogRoutes(deps));
      await api.register(clientErrorRoutes(deps));
      await api.register(accountRoutes(deps));
      await api.register(dataRightsRoutes(deps));
      await api.register(profileSessionRoutes(deps));
      await api.register(secondFactorRoutes(deps));
      await api.register(cartRoutes(deps));
      await api.register(cartSeatRoutes(deps, 'online'));
      await api.register(cartSeatRoutes(deps, 'box_office'));
      await api.register(seatingRoutes(deps));
      // The box office's sale channel (/sale/{key}/...): cashiers and administrators.
      await api.register(saleRoutes(deps));
      await api.register(checkoutRoutes(deps));
      await api.register(documentRoutes(deps));
      await api.register(performanceMovesRoutes(deps));
      await api.register(refundBankDetailsRoutes(deps));
      await api.register(metricsRoutes(deps));
      // The back office: every section behind the staff check, under /api/admin.
      await api.register(adminRoutes(deps, adminSections), {
        prefix: '/admin',
      });
    },
    { prefix: '/api' },
  );

  // The development mailbox (demo); in production its pages answer 404.
  await app.register(notificationRoutes(deps));

  const { staticData } = deps;
  await app.register(staticFileRoutes(staticData));
  // The bundled posters, each file under its own route (globbed at start), and the posters
  // uploaded in the back office, kept in the database, under /storage/posters/:name beside them.
  await app.register(fastifyStatic, {
    root: config.postersDir,
    prefix: '/storage/posters/',
    decorateReply: false,
    maxAge: '1d',
    wildcard: false,
  });
  await app.register(posterFileRoutes(deps));
  await app.register(fastifyStatic, {
    root: path.resolve(config.postersDir, '..', 'brand'),
    prefix: '/storage/brand/',
    decorateReply: false,
    maxAge: '7d',
    // The logo in e-mails is shown by webmail on other sites: not only to our own pages.
    setHeaders: (res) => {
      void res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  await app.register(
    publicPageRoutes({ db: deps.db, publicUrl: config.publicUrl, postersDir: config.postersDir }),
  );
  await registerSpa(
    app,
    config.webDistDir,
    async (request) => {
      const settings = await staticData.load('public_settings.json');
      const inMaintenance = await maintenance.isOn();
      const page = await buildPage(
        {
          db: deps.db,
          clock: deps.clock,
          staticData,
          publicUrl: config.publicUrl,
          postersDir: config.postersDir,
        },
        request.url,
        { maintenance: inMaintenance },
      );
      const boot = await buildBootData(staticData, {
        withProgramme: pageLocaleOf(request.url.split('?')[0] ?? '/').path === '/',
        maintenance: inMaintenance,
      });
      const extras = {
        head: page.head + boot,
        titled: true,
        lang: page.locale,
        body: page.body,
        status: page.status,
      };
      // The page and its policy from one cached read: the tag the page loads is the one allowed.
      const tagged = (settings.value as PublicSettings).google_tag !== null;
      return tagged
        ? { ...extras, headers: { 'content-security-policy': taggedPagePolicy } }
        : extras;
    },
    // One address: a page asked for on another host goes to PUBLIC_URL's (decision 0026).
    (request) => canonicalPageUrl(request, config),
  );

  return app;
}
