import { Redis } from "ioredis";

/** The two log levels the Redis connection speaks at. */
export interface RedisLog {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/**
 * The connection to Redis (REDIS_URL) and whether it can be used right now. Redis is optional
 * (docs/decisions/138): while it is unreachable the rate limits count in this node's memory and
 * /readyz says "degraded"; nothing answers 500 because of it.
 */
export interface RedisLink {
  redis: Redis;
  /** Whether a command can be sent now: connected and ready. */
  available(): boolean;
  /** A command failed though the connection looked ready: memory counts for the next 5 s. */
  failed(error: unknown): void;
  /** A command was answered: Redis is back if it had gone away. */
  succeeded(): void;
  close(): Promise<void>;
}

/** How long the start waits for a first connection before it goes on without one. */
const FIRST_CONNECTION_WAIT_MS = 3_000;
/** After a failed command on a connection that looked ready (a stalled server), Redis rests this long. */
const PAUSE_AFTER_FAILURE_MS = 5_000;

/**
 * Connects to Redis. A command never waits for a connection (no offline queue) and never longer
 * than a second for an answer, so a request counts in memory at once when Redis is away; the
 * connection is retried every 2 s at most. One warning line says that Redis went away and one
 * info line that it is back, however many requests and reconnection attempts there are between.
 */
export async function connectRedis(
  url: string,
  log: RedisLog,
  options: { firstConnectionWaitMs?: number } = {},
): Promise<RedisLink> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let down = false;
  let closing = false;
  let pausedUntil = 0;
  const wentAway = (reason: string) => {
    if (down || closing) return;
    down = true;
    log.warn(
      { redis: reason },
      "Redis is unreachable: rate limits count in this node's memory until it is back",
    );
  };
  // Without an "error" listener ioredis prints every failed reconnection attempt itself.
  redis.on("error", (error: Error) => wentAway(reasonOf(error)));
  redis.on("close", () => wentAway("connection closed"));
  const cameBack = () => {
    pausedUntil = 0;
    if (!down) return;
    down = false;
    log.info("Redis is back: rate limits count in Redis again");
  };
  redis.on("ready", cameBack);

  // A node whose Redis is up counts there from its first request; one whose Redis is down starts
  // anyway, after a short wait.
  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      redis.off("ready", settle);
      redis.off("error", settle);
      resolve();
    };
    const timer = setTimeout(settle, options.firstConnectionWaitMs ?? FIRST_CONNECTION_WAIT_MS);
    redis.on("ready", settle);
    redis.on("error", settle);
  });

  return {
    redis,
    available: () => redis.status === "ready" && Date.now() >= pausedUntil,
    failed: (error) => {
      pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      wentAway(reasonOf(error));
    },
    succeeded: () => {
      if (down) cameBack();
    },
    async close() {
      closing = true;
      if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}
