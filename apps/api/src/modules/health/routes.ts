import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { MIGRATIONS_FOLDER } from "../../db/client";
import { appliedMigrationCount, committedMigrationCount } from "../../db/migrations";
import { type ReplicaStatus, replicaStatus } from "../../db/read-replica";
import type { RedisLink } from "../../lib/redis-connection";
import { noteUnavailable, unavailableReason } from "../../lib/service-unavailable";

const NO_STORE = "no-store";

/**
 * Probes for a load balancer or orchestrator (docs/design.md §12), outside /api so that they answer
 * before any network exists: /healthz says the process serves requests; /readyz says this node can
 * serve real traffic (the database answers, every migration the code carries is applied, and the
 * node is not stopping). A node whose Redis is unreachable still serves, counting its rate limits in
 * memory: it is ready, "degraded" (docs/decisions/138). So is a node whose read replica is
 * unreachable or too far behind: its dashboards read the primary meanwhile (docs/decisions/148).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  options: { redis?: RedisLink | undefined } = {},
): void {
  const expected = committedMigrationCount(MIGRATIONS_FOLDER);

  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", NO_STORE);
    return { status: "ok" };
  });

  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    // A stopping node: the load balancer sends new traffic elsewhere (lib/drain.ts).
    if (app.draining) return reply.code(503).send({ status: "draining" });
    try {
      await app.deps.db.execute(sql`select 1`);
      const applied = await appliedMigrationCount(app.deps.db);
      if (applied < expected) {
        return reply.code(503).send({ status: "migrating", migrations: { applied, expected } });
      }
      const replica = replicaStatus(app.deps.readDb);
      const replicaPart = replica ? { replica: replicaView(replica) } : {};
      const redisDown = options.redis !== undefined && !options.redis.available();
      if (redisDown || (replica && replica.state !== "streaming" && replica.state !== "not a standby")) {
        return {
          status: "degraded",
          ...(redisDown ? { redis: "unreachable" } : {}),
          ...replicaPart,
          migrations: { applied, expected },
        };
      }
      return { status: "ready", ...replicaPart, migrations: { applied, expected } };
    } catch (error) {
      // The access log's line for this answer says why, without a stack (lib/access-log.ts).
      noteUnavailable(request, unavailableReason(error) ?? messageOf(error));
      return reply.code(503).send({ status: "database unavailable" });
    }
  });
}

function replicaView(replica: ReplicaStatus) {
  return {
    state: replica.state,
    reads: replica.reads,
    lag_ms: replica.lagMs,
    max_lag_ms: replica.maxLagMs,
    checked_at: replica.checkedAt?.toISOString() ?? null,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? (error.message.split("\n")[0] ?? error.name) : String(error);
}
