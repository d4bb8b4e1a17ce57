// The plugin's stores ship without types; their shape is the plugin's own store interface.
declare module "@fastify/rate-limit/store/RedisStore.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";
  import type { Redis } from "ioredis";

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key: string,
  ) => Pick<FastifyRateLimitStore, "incr">;
  export default RedisStore;
}

declare module "@fastify/rate-limit/store/LocalStore.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache: number,
  ) => Pick<FastifyRateLimitStore, "incr">;
  export default LocalStore;
}
