import { adminStatsImportCall, E } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { registerCall } from "../../lib/register-call";
import { importStatsFile } from "./stats-import";

/** The back-office's import of platform report files (docs/stats-import.md). */
export function registerRevenueAdminRoutes(app: FastifyInstance): void {
  registerCall(app, adminStatsImportCall, async ({ deps, network, files }) => {
    const file = files.find((f) => f.fileName.toLowerCase().endsWith(".csv"));
    if (!file) throw new AppError(E.FIELDS_REQUIRED);
    return importStatsFile(deps.db, network, { name: file.fileName, text: file.bytes.toString("utf8") });
  });
}
