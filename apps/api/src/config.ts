import path from "node:path";
import { z } from "zod";

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
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().optional(),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Studio <no-reply@studio.test>"),
  PUBLIC_URL: optionalUrl,
  /** auto: seed the demo data unless NODE_ENV=production; always: seed even there; never. */
  SEED: z.enum(["auto", "always", "never"]).default("auto"),
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
  PLATFORM_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** How often an ownership check repeats by itself while its 24-hour window lasts. */
  CHANNEL_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(180),
  /** Default: only a proxy on this machine; a spoofed header from anyone else is ignored. */
  TRUST_PROXY: z.string().trim().default("loopback").transform(trustProxyOf),
});

export type Config = z.infer<typeof ZConfig> & {
  DATA_DIR: string;
  WEB_DIST: string;
  devTools: boolean;
  /** The sandbox platform runs in-process (no YouTube key). */
  sandbox: boolean;
};

const GOOGLE_YOUTUBE_API = "https://www.googleapis.com/youtube/v3";

/** Where the platform client sends its calls. */
export function platformBaseUrl(config: Config, listeningPort: number): string {
  if (config.YOUTUBE_API_BASE_URL) return config.YOUTUBE_API_BASE_URL;
  return config.sandbox ? `http://127.0.0.1:${listeningPort}/sandbox/youtube/v3` : GOOGLE_YOUTUBE_API;
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Reads and validates the environment once at start; a bad value stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  // npm runs workspace scripts inside the workspace; relative paths mean the folder the user typed in.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(base, parsed.data.DATA_DIR ?? "data"),
    WEB_DIST: path.resolve(base, parsed.data.WEB_DIST ?? path.join(repoRoot, "apps/web/dist")),
    devTools: parsed.data.NODE_ENV !== "production",
    sandbox: !parsed.data.YOUTUBE_API_KEY,
  };
}

/** A config for tests and tools: defaults plus overrides, without reading the real environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), ...overrides };
}
