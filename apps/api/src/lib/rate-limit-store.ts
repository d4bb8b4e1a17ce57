import { createRequire } from "node:module";
import type {
  CreateRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from "@fastify/rate-limit";
import { E } from "@studio/contract";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Redis } from "ioredis";
import { AppError } from "./app-error";
import type { RedisLink } from "./redis-connection";

type Counter = Pick<FastifyRateLimitStore, "incr">;

// The plugin's own stores (CommonJS, without types): its Redis store counts with one Lua script,
// atomically on the server.
const require = createRequire(import.meta.url);
const RedisStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Counter = require("@fastify/rate-limit/store/RedisStore.js");
const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache: number) => Counter =
  require("@fastify/rate-limit/store/LocalStore.js");

/** Where every rate-limit counter lives in Redis: `studio:rate:<limit's name>:<key>`. */
export const RATE_KEY_PREFIX = "studio:rate:";

/**
 * One limit's counter in Redis while Redis answers, and in this node's memory while it does not
 * (docs/decisions/138): a login or a sign-up never fails because Redis is away, and is still
 * limited, per node, meanwhile. What a node counted in memory stays there; Redis counts afresh.
 */
class SharedOrLocalCounter implements Counter {
  private readonly shared: Counter;
  private readonly local = new LocalStore(false, false, 5_000);

  constructor(
    private readonly link: RedisLink,
    keyPrefix: string,
  ) {
    this.shared = new RedisStore(false, false, link.redis, keyPrefix);
  }

  incr(...[key, callback, timeWindow, max]: Parameters<Counter["incr"]>): void {
    if (!this.link.available()) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error || !result) {
          this.link.failed(error);
          this.local.incr(key, callback, timeWindow, max);
          return;
        }
        this.link.succeeded();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }
}

/**
 * The rate limits' store (docs/decisions/126): each limit counts in a key space named after it,
 * shared by every API node through Redis (in memory without Redis, one node, or while Redis is
 * unreachable). The plugin's store names a route's space by method and path, and every limiter
 * made by `app.rateLimit` by "undefinedundefined", so two such limits (the login's and the
 * reset's, keyed alike by address and e-mail) shared one counter. A limit without a name is a
 * programming error here.
 */
export function namedRateLimitStore(redis: RedisLink | undefined): FastifyRateLimitStoreCtor {
  const counterFor = (name: string): Counter =>
    redis
      ? new SharedOrLocalCounter(redis, `${RATE_KEY_PREFIX}${name}:`)
      : new LocalStore(false, false, 5_000);
  type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0] & { name?: unknown };
  const nameOf = (options: RouteOptions) => {
    if (typeof options.name !== "string" || !options.name) {
      throw new Error(`the rate limit of ${options.url ?? "a limiter"} has no name`);
    }
    return options.name;
  };
  /** One limit's counter. */
  class LimitStore implements FastifyRateLimitStore {
    constructor(private readonly counter: Counter) {}
    incr(...args: Parameters<Counter["incr"]>): void {
      this.counter.incr(...args);
    }
    child(options: RouteOptions): FastifyRateLimitStore {
      return new LimitStore(counterFor(nameOf(options)));
    }
  }
  /** The plugin's root store: it counts nothing itself (no limit is global here). */
  class NamedStore implements FastifyRateLimitStore {
    incr(): void {
      throw new Error("a rate limit counts in a named store: give the limit a name");
    }
    child(options: RouteOptions): FastifyRateLimitStore {
      return new LimitStore(counterFor(nameOf(options)));
    }
  }
  return NamedStore;
}

/** A limit's options with its name, which the plugin passes on to `child` (its types do not know it). */
export function namedLimit(name: string, options: RateLimitOptions): RateLimitOptions {
  return { ...options, name } as RateLimitOptions;
}

/**
 * A second limit on a route (per address and account, beside the route's per address). The
 * plugin's limiters mark a request as counted and skip it after the first, so the route's own
 * limit never counted a request its per-account limiter had seen; this one counts regardless and
 * refuses with 429 and Retry-After like the plugin (code 3 names the wait).
 */
export function accountLimit(
  app: FastifyInstance,
  name: string,
  options: { max: number; timeWindow: string; keyGenerator: (request: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit(namedLimit(name, options) as CreateRateLimitOptions);
  return async (request, reply) => {
    const outcome = await check(request);
    // "isAllowed" means only "on the allow list": a counted request is refused once it exceeds.
    if (outcome.isAllowed || !outcome.isExceeded) return;
    reply.header("retry-after", outcome.ttlInSeconds);
    throw new AppError(E.TOO_MANY_REQUESTS, { seconds: outcome.ttlInSeconds });
  };
}
