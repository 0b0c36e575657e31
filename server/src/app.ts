import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { kampalaToday } from "../../common/kampala-calendar";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { AppDeps } from "./deps";
import { accountRoutes } from "./modules/account/routes";
import { amenityRoutes } from "./modules/amenities/routes";
import { announcementRoutes } from "./modules/announcements/routes";
import { applicationRoutes } from "./modules/applications/routes";
import { passkeyRoutes } from "./modules/auth/passkeys.routes";
import { authRoutes } from "./modules/auth/routes";
import { bootstrapUser } from "./modules/auth/service/bootstrap";
import { chatRoutes } from "./modules/chat/routes";
import { compositeDashboardRoutes } from "./modules/dashboard/composite.routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { demoRoutes } from "./modules/demo/routes";
import { expenseRoutes } from "./modules/expenses/routes";
import { healthRoutes } from "./modules/health/routes";
import { leaseRoutes } from "./modules/leases/routes";
import { listingRoutes } from "./modules/listings/routes";
import { maintenanceRoutes } from "./modules/maintenance/routes";
import { marketplaceRoutes } from "./modules/marketplace/routes";
import { meterRoutes } from "./modules/meters/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { createOutbox } from "./modules/outbox/service/sender";
import { paymentCallbackRoutes } from "./modules/payments/callbacks.routes";
import { landlordPaymentRoutes } from "./modules/payments/landlord.routes";
import { paymentRoutes } from "./modules/payments/routes";
import { sandboxPageRoutes } from "./modules/payments/sandbox-page.routes";
import { payoutRoutes } from "./modules/payouts/routes";
import { petsRoutes } from "./modules/pets/routes";
import { profileRoutes } from "./modules/profile/routes";
import { landlordPropertyRoutes } from "./modules/properties/landlord.routes";
import { propertyPhotoRoutes } from "./modules/properties/photos.routes";
import { publicPropertyRoutes } from "./modules/properties/routes";
import { reconciliationRoutes } from "./modules/reconciliation/routes";
import { postRecurringCharges } from "./modules/recurring-charges";
import { chargeRoutes } from "./modules/recurring-charges/routes";
import { startLeaseCharges } from "./modules/rent/charges";
import { rentRoutes } from "./modules/rent/routes";
import { rentalTaxRoutes } from "./modules/rental-tax/routes";
import { reportRoutes } from "./modules/reports/routes";
import { smsCallbackRoutes } from "./modules/sms/routes";
import { statementRoutes } from "./modules/statements/routes";
import { tenancyRoutes } from "./modules/tenancy/routes";
import { tenantRoutes } from "./modules/tenants/routes";
import { unitRoutes } from "./modules/units/routes";
import { ussdRoutes } from "./modules/ussd/routes";
import { registerSessions } from "./platform/auth/session";
import { registerErrorHandling, sendError } from "./platform/errors";
import { registerAsOfHeader } from "./platform/http/as-of";
import { registerCompression } from "./platform/http/compression";
import { nameLanguage, registerContentLanguage } from "./platform/http/content-language";
import { registerInFlightTracking } from "./platform/http/in-flight";
import { registerInProcessReads } from "./platform/http/in-process";
import { registerJsonBodyParser } from "./platform/http/json-body";
import { registerNulGuard } from "./platform/http/nul-guard";
import { registerOpenApi } from "./platform/http/openapi";
import { registerOriginCheck } from "./platform/http/origin-check";
import { registerRequestContext } from "./platform/http/request-context";
import { registerRequestIdHeader, requestIdOptions } from "./platform/http/request-id";
import { registerSecurityHeaders } from "./platform/http/security-headers";
import { registerClient } from "./platform/http/static-client";
import { loadCatalogues } from "./platform/i18n";
import { createMailer, type Mailer } from "./platform/notify/mailer";
import { createPaymentProviders, type PaymentProviders } from "./platform/payments/registry";
import { LocalRealtime } from "./platform/realtime/local";
import { RedisRealtime } from "./platform/realtime/redis";
import { registerSocketServer, type SocketServerOptions } from "./platform/realtime/socket-server";
import type { Realtime, RealtimeHost } from "./platform/realtime/types";
import { createSmsSender } from "./platform/sms/registry";
import type { SmsSender } from "./platform/sms/sender";
import { MAX_UPLOAD_BYTES } from "./platform/storage/images";
import { uploadsStorage } from "./platform/storage/local-disk";
import type { Storage } from "./platform/storage/storage";

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Tests pass their own; otherwise SMTP from the config, or none. */
  mailer?: Mailer;
  /** Tests pass their own; otherwise files under `${dataDir}/uploads`. */
  storage?: Storage;
  logger?: boolean;
  /** Where logs go (tests capture them); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
  /** Tests may pass their own providers; otherwise built from config.payments (sandbox by default). */
  payments?: PaymentProviders;
  /** main.ts passes a RedisRealtime when REDIS_URL is set; tests may pass their own; otherwise in this process. */
  realtime?: Realtime;
  /** The `/ws` server's heartbeat and limits (tests shorten the heartbeat). */
  sockets?: SocketServerOptions;
  /** Tests pass a folder of their own; otherwise the built client in dist/client. */
  clientRoot?: string;
  /** Tests may pass their own; otherwise from config.sms (Africa's Talking), or none. */
  sms?: SmsSender | null;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  loadCatalogues();
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            // Secrets never reach the logs: cookies and bodies are not logged at all.
            redact: ["req.headers.cookie", 'res.headers["set-cookie"]'],
          },
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify's refusals before any route (FST_ERR_BAD_URL): the app's error shape in the reader's language.
    frameworkErrors: (err, req, reply) => sendError(err, req, nameLanguage(req, reply)),
    trustProxy: config.trustProxy,
    ...requestIdOptions(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerInFlightTracking(app);
  registerRequestContext(app);
  registerRequestIdHeader(app);
  registerAsOfHeader(app);
  registerContentLanguage(app);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerInProcessReads(app);

  const mailer = opts.mailer ?? (await createMailer(config.smtpUrl, config.mailFrom));
  const storage = opts.storage ?? uploadsStorage(config);
  const payments = opts.payments ?? (await createPaymentProviders(config, { db: opts.db, log: app.log }));
  const realtime = opts.realtime ?? new LocalRealtime();
  if (realtime instanceof RedisRealtime) realtime.log = app.log;
  const sms = opts.sms === undefined ? createSmsSender(config) : opts.sms;
  const outbox = createOutbox({ db: opts.db, sms, mailer, log: app.log, config });
  const deps: AppDeps = { config, db: opts.db, mailer, storage, payments, realtime, sms, outbox };
  app.addHook("onClose", async () => {
    await outbox.close();
    await realtime.close();
  });
  // The background jobs (main.ts) use the same mailer and providers: one SMTP transport, one token cache.
  app.decorate("deps", deps);

  // Computed once at start-up; the Content-Security-Policy on HTML documents only.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe Elements only when card payments go through Stripe.
        scriptSrc: ["'self'", ...(config.payments.stripe ? ["https://js.stripe.com"] : [])],
        frameSrc: config.payments.stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        connectSrc: ["'self'", ...(config.payments.stripe ? ["https://api.stripe.com"] : [])],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith("https://") ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith("https://"),
  });
  await app.register(cookie);
  await registerCompression(app);
  // Uploads: at most 10 MB a file; routes read every part with readMultipartForm (platform/http/multipart.ts).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
  // With several instances the per-route limits are counted in Redis, shared by all of them; a Redis that does
  // not answer lets requests through rather than failing them.
  await app.register(rateLimit, {
    global: false,
    ...(realtime instanceof RedisRealtime
      ? { redis: realtime.commands, nameSpace: `${realtime.prefix}rate-limit:`, skipOnError: true }
      : {}),
  });
  registerOriginCheck(app, config);
  registerNulGuard(app);
  registerSessions(app, deps);
  await registerOpenApi(app);

  if (isRealtimeHost(realtime)) await registerSocketServer(app, config, realtime, opts.sockets);

  await app.register(healthRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(passkeyRoutes, { deps });
  await app.register(publicPropertyRoutes, { deps });
  await app.register(listingRoutes, { deps, clientRoot: opts.clientRoot, userOf: bootstrapUser(deps) });
  await app.register(demoRoutes, { deps });
  await app.register(maintenanceRoutes, { deps });
  await app.register(expenseRoutes, { deps });
  await app.register(petsRoutes, { deps });
  await app.register(meterRoutes, { deps });
  await app.register(amenityRoutes, { deps });
  await app.register(marketplaceRoutes, { deps });
  await app.register(profileRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(statementRoutes, { deps });
  await app.register(rentalTaxRoutes, { deps });
  await app.register(reportRoutes, { deps });
  await app.register(paymentRoutes, { deps });
  await app.register(landlordPaymentRoutes, { deps });
  await app.register(reconciliationRoutes, { deps });
  await app.register(paymentCallbackRoutes, { deps });
  await app.register(sandboxPageRoutes, { deps });
  await app.register(smsCallbackRoutes, { deps });
  await app.register(ussdRoutes, { deps });
  await app.register(notificationRoutes, { deps });
  await app.register(announcementRoutes, { deps });
  await app.register(rentRoutes, { deps });
  await app.register(tenancyRoutes, { deps });
  await app.register(chargeRoutes, { deps });
  // A lease linked at once starts its account now: its deposit and rent, and the property's recurring charges,
  // posted by the modules above leases (leases sit below both).
  await app.register(leaseRoutes, {
    deps,
    postFirstCharges: async (tx, leaseId) => {
      const today = kampalaToday();
      await startLeaseCharges(tx, { leaseId, today });
      await postRecurringCharges(tx, { today, leaseIds: [leaseId] });
    },
  });
  await app.register(applicationRoutes, { deps });
  await app.register(tenantRoutes, { deps });
  await app.register(landlordPropertyRoutes, { deps });
  await app.register(propertyPhotoRoutes, { deps });
  await app.register(unitRoutes, { deps });
  await app.register(dashboardRoutes, { deps });
  await app.register(compositeDashboardRoutes, { deps });
  await app.register(payoutRoutes, { deps });
  await app.register(chatRoutes, { deps });

  await registerClient(app, { root: opts.clientRoot, bootstrapUser: bootstrapUser(deps) });
  return app;
}

/** Whether the realtime layer serves sockets (LocalRealtime and RedisRealtime do; a test's stand-in may not). */
function isRealtimeHost(realtime: Realtime): realtime is RealtimeHost {
  return "open" in realtime && "receive" in realtime && "closed" in realtime;
}
