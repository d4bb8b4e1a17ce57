import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { registerSandboxControlApi } from "./control-routes";
import { registerSandboxPages } from "./sandbox-pages";
import { registerSandboxYouTubeApi } from "./youtube-api-routes";

export const SANDBOX_PREFIX = "/sandbox";

/** The sandbox platform under /sandbox: YouTube API subset, its own JSON API and its pages. */
export async function registerSandbox(app: FastifyInstance, db: Db, prefix = SANDBOX_PREFIX): Promise<void> {
  await app.register(
    async (scope) => {
      await scope.register(async (youtube) => registerSandboxYouTubeApi(youtube, db), {
        prefix: "/youtube/v3",
      });
      registerSandboxControlApi(scope, db);
      await registerSandboxPages(scope, db, prefix);
    },
    { prefix },
  );
}
