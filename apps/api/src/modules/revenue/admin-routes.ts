import { createReadStream } from "node:fs";
import { adminStatsImportCall, E } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { registerCall, type UploadedFile } from "../../lib/register-call";
import { importStatsFile, type StatsFile } from "./stats-import";
import { VIDEO_PERIODS_QUEUE } from "./video-periods";

/** The back-office's import of platform report files (docs/stats-import.md). */
export function registerRevenueAdminRoutes(app: FastifyInstance): void {
  registerCall(app, adminStatsImportCall, async ({ deps, network, files }) => {
    const file = files.find((f) => f.fileName.toLowerCase().endsWith(".csv"));
    if (!file) throw new AppError(E.FIELDS_REQUIRED);
    const report = await importStatsFile(deps.db, network, reportFileOf(file));
    // The video list's period builds are now stale: rebuild them in the background.
    if (report.imported > 0) await deps.jobs.send(VIDEO_PERIODS_QUEUE, {});
    return report;
  });
}

/** The upload waits on disk (decision 040): the import reads it as a stream. */
function reportFileOf(file: UploadedFile): StatsFile {
  return { name: file.fileName, stream: createReadStream(file.path) };
}
