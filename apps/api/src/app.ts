import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { type Config, platformBaseUrl } from "./config";
import type { Database } from "./db/client";
import type { ReadDatabase } from "./db/read-replica";
import type { AppDeps } from "./deps";
import { startJobQueue } from "./jobs/queue";
import { registerAccessLog } from "./lib/access-log";
import { answerSerializerCompiler } from "./lib/answer-serializer";
import { registerDrain } from "./lib/drain";
import {
  BODY_LIMIT_BYTES,
  clientErrorHandler,
  HEADER_LIMIT_BYTES,
  registerErrorHandling,
} from "./lib/error-handler";
import { networkLanguage } from "./lib/network-language";
import { registerNoStore } from "./lib/no-store";
import { namedRateLimitStore } from "./lib/rate-limit-store";
import { connectRedis } from "./lib/redis-connection";
import { registerRequestContext } from "./lib/request-context";
import { registerSecurityHeaders } from "./lib/security-headers";
import { createStorage, type Storage } from "./lib/storage";
import { UPLOAD_LIMITS } from "./lib/uploads";
import { type SessionListenerOptions, secondFactorRequired, startSessionListener } from "./modules/auth";
import { findSessionAccount } from "./modules/auth/sessions";
import { registerBackofficeRoutes } from "./modules/backoffice";
import { registerBoardRoutes, startBoardWorkers } from "./modules/board";
import { registerChannelAdminRoutes } from "./modules/channel/admin-routes";
import { startChannelWorkers } from "./modules/channel/jobs";
import { registerChannelRoutes } from "./modules/channel/routes";
import { registerClearanceRoutes } from "./modules/clearance";
import { registerFiles } from "./modules/files";
import { registerHealthRoutes } from "./modules/health/routes";
import { registerMailAdminRoutes } from "./modules/mail/admin-routes";
import { registerDevMailRoutes } from "./modules/mail/dev-routes";
import { type MailTransport, startMailWorker } from "./modules/mail/mail-worker";
import { assertAccountUsable } from "./modules/member/login";
import { registerMemberRoutes } from "./modules/member/routes";
import { registerMetrics } from "./modules/metrics";
import { registerMusicAdminRoutes } from "./modules/music/admin-routes";
import { registerMediaRoutes } from "./modules/music/media-routes";
import { registerMusicRoutes } from "./modules/music/routes";
import { registerNotificationRoutes, startNotificationWorkers } from "./modules/notification";
import { registerPayoutRoutes } from "./modules/payout";
import { unconfiguredPlatform } from "./modules/platform/unconfigured-platform";
import { createYouTubeClient } from "./modules/platform/youtube-client";
import { registerReferenceRoutes } from "./modules/reference/routes";
import { registerReferralRoutes, startReferralWorkers } from "./modules/referral";
import { registerRevenueAdminRoutes } from "./modules/revenue/admin-routes";
import { registerVideoExportRoutes } from "./modules/revenue/export-routes";
import { startRevenueWorkers } from "./modules/revenue/jobs";
import { registerRevenueRoutes } from "./modules/revenue/routes";
import { registerSandbox } from "./modules/sandbox/register-sandbox";
import { registerSiteAdminRoutes } from "./modules/site/admin-routes";
import { registerChatQr } from "./modules/site/chat-qr";
import { createNetworkResolver } from "./modules/site/resolve-network";
import { registerSiteRoutes } from "./modules/site/routes";
import { registerSeoFiles } from "./modules/site/seo-files";
import { registerTeamRoutes } from "./modules/team/routes";
import { registerSpa } from "./spa";

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open, migrated database; the app does not close it. */
  database: Database;
  /** A replica for the dashboards' reads (DATABASE_READ_URL); the app checks it, does not close it. */
  readDatabase?: ReadDatabase;
  /** The clock; tests pass their own. */
  now?: () => Date;
  /** Serve the built SPA from config.WEB_DIST (the product does; API tests need not). */
  serveWeb?: boolean;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
  /** The session listener's reconnection and heartbeat (tests slow the reconnection down). */
  sessionListener?: SessionListenerOptions;
  /** What sends mail (tests pass a stand-in); otherwise SMTP_URL's transport. */
  mailTransport?: MailTransport;
  /** The file storage (tests pass one); otherwise the config's (STORAGE_URL, else DATA_DIR). */
  storage?: Storage;
}

/** The whole API as one Fastify instance, for the server and for tests (app.inject). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request instead of Fastify's two (lib/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Headers over the limit, or a request Node cannot read, are answered with the envelope.
    http: { maxHeaderSize: HEADER_LIMIT_BYTES },
    clientErrorHandler,
    trustProxy: config.TRUST_PROXY,
    // A stopping node answers the requests that reach it on open connections (lib/drain.ts).
    return503OnClosing: false,
  });
  registerDrain(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    answerSerializerCompiler({ checkAgainstContract: config.NODE_ENV !== "production" }),
  );

  const jobs = await startJobQueue(database, { pollingSeconds: config.JOB_POLL_SECONDS });
  // Lets the session check answer from this node's cache while every change is heard (decision 077).
  const sessionListener = await startSessionListener(database, options.sessionListener);
  const platform = config.platformConfigured
    ? createYouTubeClient({
        baseUrl: () => platformBaseUrl(config, listeningPort(app, config.PORT)),
        apiKey: config.YOUTUBE_API_KEY ?? "sandbox",
        timeoutMs: config.PLATFORM_TIMEOUT_MS,
        retries: config.PLATFORM_RETRIES,
      })
    : unconfiguredPlatform;
  const storage = options.storage ?? createStorage(config);
  const nodeId = `${hostname()}/${process.pid}/${randomBytes(3).toString("hex")}`;
  app.decorate("deps", {
    config,
    db: database.db,
    readDb: options.readDatabase?.db ?? database.db,
    jobs,
    platform,
    storage,
    nodeId,
    now: options.now ?? (() => new Date()),
  });
  // Optional: while it is unreachable the limits count per node and /readyz says "degraded".
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined;
  await options.readDatabase?.start(app.log);
  app.addHook("onClose", async () => {
    options.readDatabase?.stop();
    await jobs.stop();
    await sessionListener.stop();
    await redis?.close();
    if (!options.storage) await storage.close();
  });

  registerSecurityHeaders(app, { hsts: config.NODE_ENV === "production" });
  // Staff imports upload manifests with their audio; each call reads its own parts.
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  // Every limit counts in its own named key space, across nodes through Redis (decision 126).
  await app.register(rateLimit, { global: false, hook: "preHandler", store: namedRateLimitStore(redis) });

  registerErrorHandling(app);
  if (config.LOG_LEVEL !== "silent") registerAccessLog(app);
  // Request metrics in the onResponse hook, and GET /metrics behind METRICS_TOKEN (decision 135).
  registerMetrics(app, database);
  registerNoStore(app);
  registerRequestContext(app, {
    resolveNetwork: createNetworkResolver(app.deps.db),
    findSession: async (token, networkId) => {
      const session = await findSessionAccount(app.deps.db, token, networkId, app.deps.now());
      if (session) assertAccountUsable(session.account);
      return session;
    },
    secondFactorMissing: (account) => !account.secondFactorAt && secondFactorRequired(account),
    networkLanguage,
  });
  registerHealthRoutes(app, { redis });
  registerSiteRoutes(app);
  registerSiteAdminRoutes(app);
  registerBackofficeRoutes(app);
  registerMailAdminRoutes(app);
  registerClearanceRoutes(app);
  registerChatQr(app);
  registerSeoFiles(app);
  registerMemberRoutes(app);
  registerChannelRoutes(app);
  registerTeamRoutes(app);
  registerChannelAdminRoutes(app);
  registerMusicRoutes(app);
  registerMusicAdminRoutes(app);
  registerRevenueRoutes(app);
  registerRevenueAdminRoutes(app);
  registerPayoutRoutes(app);
  registerNotificationRoutes(app);
  registerReferralRoutes(app);
  registerBoardRoutes(app);
  registerVideoExportRoutes(app);
  registerReferenceRoutes(app);
  await registerFiles(app);
  registerMediaRoutes(app);
  // Demo mode only (docs/design.md §12): production has no writable sandbox and no readable mail.
  if (config.sandbox) await registerSandbox(app, database.db);
  if (config.devTools) registerDevMailRoutes(app);
  if (options.serveWeb) await registerSpa(app, config.WEB_DIST);

  await startMailWorker(app.deps, { log: app.log, transport: options.mailTransport });
  await startChannelWorkers(app.deps);
  await startRevenueWorkers(app.deps);
  await startNotificationWorkers(app.deps);
  await startReferralWorkers(app.deps);
  await startBoardWorkers(app.deps);
  return app;
}

/** The port the server listens on (known after listen), else the configured one. */
function listeningPort(app: FastifyInstance, configured: number): number {
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : configured;
}
