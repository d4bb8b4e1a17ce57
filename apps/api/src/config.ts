import path from "node:path";
import { z } from "zod";
import { parseS3Url } from "./lib/storage/s3-url";
import { REPO_ROOT } from "./paths";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());

/**
 * Which peers may set X-Forwarded-For (the client address rate limits key on): "true", "false", a
 * hop count, or addresses/CIDRs/proxy-addr names ("loopback", "uniquelocal"), comma-separated.
 */
function trustProxyOf(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

const ZConfig = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * The address the HTTP server listens on. Default: 127.0.0.1 in the demo (this machine only),
   * 0.0.0.0 in production (every address, for the load balancer or proxy in front).
   */
  HOST: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().optional(),
  ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().optional(),
  /**
   * The most connections this node's request pool opens to DATABASE_URL (docs/operations.md,
   * "Connections and PgBouncer"); the job queue keeps 4 more and the session listener 1.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  /**
   * A direct PostgreSQL address, not through a transaction pooler, for what needs one connection of
   * its own: the session listener's LISTEN. Default: DATABASE_URL.
   */
  DATABASE_LISTEN_URL: optionalUrl,
  /**
   * `transaction` when DATABASE_URL is a pooler in transaction mode (PgBouncer's
   * `pool_mode = transaction`): no named prepared statements, whose server connection changes
   * between transactions. Default `session` (a direct PostgreSQL or a session pool).
   */
  DATABASE_POOL_MODE: z.enum(["session", "transaction"]).default("session"),
  /**
   * A streaming replica of DATABASE_URL for the dashboards' and reports' reads (docs/decisions/148);
   * writes and the reads that must see them stay on DATABASE_URL. Default: every read on DATABASE_URL.
   */
  DATABASE_READ_URL: optionalUrl,
  /** How far behind the replica may be before its reads go to DATABASE_URL instead, in seconds. */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0).max(3_600).default(5),
  REDIS_URL: optionalUrl,
  /**
   * Where files live when several nodes serve them (docs/operations.md): `s3://bucket/prefix?...`;
   * without it, in DATA_DIR on this node.
   */
  STORAGE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .superRefine((value, context) => {
        try {
          parseS3Url(value);
        } catch (error) {
          context.addIssue({
            code: "custom",
            message: (error as Error).message.replace(/^STORAGE_URL: /, ""),
          });
        }
      })
      .optional(),
  ),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Studio <no-reply@studio.test>"),
  PUBLIC_URL: optionalUrl,
  /**
   * Demo mode, only when asked for explicitly (the README's `npm start` and `npm run dev` set it):
   * demo seed, captured mail at /dev/mail, the in-process sandbox platform, the demo banner.
   * Anything else is production (docs/design.md §12).
   */
  DEMO: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Demo mode only: auto seeds the demo data (idempotent), never starts demo mode on an empty database. */
  SEED: z.enum(["auto", "never"]).default("auto"),
  WEB_DIST: z.string().optional(),
  /** Serve the built web app from WEB_DIST (off in development, where Vite serves it). */
  SERVE_WEB: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** YouTube Data API v3 key; without it the client talks to the in-process sandbox platform. */
  YOUTUBE_API_KEY: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().optional(),
  ),
  /** Where the YouTube client sends its calls (default: Google's API with a key, else the sandbox). */
  YOUTUBE_API_BASE_URL: optionalUrl,
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * On SIGTERM (docs/decisions/126): how long /readyz says "draining" before the node stops
   * taking connections, so that the load balancer's next probes send traffic elsewhere first.
   */
  SHUTDOWN_READY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /** How long a stopping node lets its requests and jobs in progress finish before it exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(300_000).default(25_000),
  PLATFORM_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** How often an ownership check repeats by itself while its 24-hour window lasts. */
  CHANNEL_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(180),
  /**
   * YouTube Data API units the daily re-check of approved channels may spend per UTC day (one unit
   * per call of up to 50 channels); what is left waits for the next day.
   */
  YOUTUBE_DAILY_QUOTA: z.coerce.number().int().min(0).max(10_000_000).default(2_000),
  /** How often an idle job worker polls the database (a job sent by this node wakes it at once). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(10),
  /**
   * The deletion journal, kept outside the database and its backups (docs/operations.md, "Backup and
   * restore"): a line per deleted account, replayed after a restore. Default: DATA_DIR/deletion-journal.jsonl.
   */
  DELETION_JOURNAL: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  /**
   * Keys that seal secrets kept at rest, such as authenticator secrets (docs/decisions/142):
   * comma-separated base64 32-byte keys, the first seals and all open (rotation). Without it a key
   * kept in the database is used, which a copy of the database carries along (docs/operations.md).
   */
  SECRETS_KEY: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .superRefine((value, context) => {
        const keys = value.split(",").filter((part) => part.trim() !== "");
        if (keys.length === 0 || keys.some((key) => Buffer.from(key.trim(), "base64").length !== 32)) {
          context.addIssue({ code: "custom", message: "comma-separated base64 keys of 32 bytes each" });
        }
      })
      .optional(),
  ),
  /** Default: only a proxy on this machine; a spoofed header from anyone else is ignored. */
  TRUST_PROXY: z.string().trim().default("loopback").transform(trustProxyOf),
  /**
   * The bearer token a Prometheus scrape of /metrics sends (docs/decisions/135). Without it /metrics
   * answers 404 in production and only this machine in the demo.
   */
  METRICS_TOKEN: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().min(16).max(200).optional(),
  ),
});

export type Config = z.infer<typeof ZConfig> & {
  HOST: string;
  DATA_DIR: string;
  WEB_DIST: string;
  /** Demo mode (DEMO=true): the demo seed, captured mail and /dev/mail, the demo banner. */
  demo: boolean;
  /** The captured-mail page and JSON (/dev/mail, GET /api/dev/mails): demo mode only. */
  devTools: boolean;
  /** The sandbox platform runs in-process: demo mode without a YouTube key. */
  sandbox: boolean;
  /** The demo data is seeded at start: demo mode unless SEED=never. */
  seedDemo: boolean;
  /** A video platform answers channel lookups: a YouTube key, or the sandbox in demo mode. */
  platformConfigured: boolean;
};

const GOOGLE_YOUTUBE_API = "https://www.googleapis.com/youtube/v3";

/** Where the platform client sends its calls. */
export function platformBaseUrl(config: Config, listeningPort: number): string {
  if (config.YOUTUBE_API_BASE_URL) return config.YOUTUBE_API_BASE_URL;
  return config.sandbox ? `http://127.0.0.1:${listeningPort}/sandbox/youtube/v3` : GOOGLE_YOUTUBE_API;
}

/** Reads and validates the environment once at start; a bad value stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}${env.SEED === "always" ? SEED_ALWAYS_GONE : ""}`);
  }
  const { DEMO: demo, NODE_ENV, SEED, YOUTUBE_API_KEY } = parsed.data;
  // The two modes never mix: a production process never serves demo tools, whatever else is set.
  if (demo && NODE_ENV === "production") {
    throw new Error(
      "Invalid environment:\n  DEMO=true cannot run with NODE_ENV=production (demo and production never mix)",
    );
  }
  if (parsed.data.DATABASE_READ_URL && !parsed.data.DATABASE_URL) {
    throw new Error("Invalid environment:\n  DATABASE_READ_URL needs DATABASE_URL (a replica of PostgreSQL)");
  }
  // npm runs workspace scripts inside the workspace; relative paths mean the folder the user typed in.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    ...parsed.data,
    HOST: parsed.data.HOST ?? (demo ? "127.0.0.1" : "0.0.0.0"),
    DATA_DIR: path.resolve(base, parsed.data.DATA_DIR ?? "data"),
    WEB_DIST: path.resolve(base, parsed.data.WEB_DIST ?? path.join(REPO_ROOT, "apps/web/dist")),
    demo,
    devTools: demo,
    sandbox: demo && !YOUTUBE_API_KEY,
    seedDemo: demo && SEED === "auto",
    platformConfigured: demo || Boolean(YOUTUBE_API_KEY),
  };
}

const SEED_ALWAYS_GONE =
  "\n  (SEED=always is gone: the demo data is seeded only in demo mode, DEMO=true; see docs/operations.md)";

/**
 * A config for tests and tools, without reading the real environment: demo mode by default; `env`
 * sets variables before the derived flags are computed (`{ DEMO: "false" }` for production).
 */
export function testConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}): Config {
  // Tests poll jobs at pg-boss's quickest: a delayed or retried job runs within half a second.
  const base = { NODE_ENV: "test", LOG_LEVEL: "silent", DEMO: "true", JOB_POLL_SECONDS: "0.5" };
  return { ...loadConfig({ ...base, ...env }), ...overrides };
}
