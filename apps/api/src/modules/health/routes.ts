import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { MIGRATIONS_FOLDER } from "../../db/client";
import { appliedMigrationCount, committedMigrationCount } from "../../db/migrations";

const NO_STORE = "no-store";

/**
 * Probes for a load balancer or orchestrator (docs/design.md §12), outside /api so that they answer
 * before any network exists: /healthz says the process serves requests; /readyz says this node can
 * serve real traffic (the database answers, every migration the code carries is applied, and the
 * node is not stopping).
 */
export function registerHealthRoutes(app: FastifyInstance): void {
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
      return { status: "ready", migrations: { applied, expected } };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.code(503).send({ status: "database unavailable" });
    }
  });
}
