import type { FastifyInstance } from "fastify";
import { startFileWorkers } from "./jobs";
import { registerFileRoutes } from "./routes";

export { createFile, type FileWriter, signedLinkOf } from "./file-store";
export { cleanUpFiles } from "./jobs";
export type { StoredFile } from "./queries";

/** The stored files' download route and retention job (one line in app.ts). */
export async function registerFiles(app: FastifyInstance): Promise<void> {
  registerFileRoutes(app);
  await startFileWorkers(app.deps);
}
