import { createReadStream } from "node:fs";
import path from "node:path";
import { API_BASE, musicVideoExportCall, musicVideoExportStatusCall } from "@studio/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { videoExports } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { registerCall } from "../../lib/register-call";
import { exportsDirOf, findExport, startVideoExport, toExportView } from "./video-export";

const CONTENT_TYPES = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
} as const;

/** The video profit report file: start it, watch it, download it. */
export function registerVideoExportRoutes(app: FastifyInstance): void {
  registerCall(app, musicVideoExportCall, async ({ deps, account, input, currency, language }) => {
    const { format, ...filters } = input;
    return startVideoExport(deps, account, format, { ...filters, currency, language });
  });

  registerCall(app, musicVideoExportStatusCall, async ({ deps, account, input }) =>
    toExportView(await findExport(deps, account, input.id)),
  );

  // The file's random name is the capability: a plain link the browser can follow to download.
  app.get<{ Params: { name: string } }>(
    `${API_BASE}/v2/music/video/export/file/:name`,
    async (request, reply) => {
      const name = request.params.name;
      if (!/^[0-9a-f]{32}\.(xlsx|csv)$/.test(name)) throw AppError.notFound();
      const [row] = await app.deps.db
        .select()
        .from(videoExports)
        .where(and(eq(videoExports.fileName, name), eq(videoExports.status, "done")));
      if (!row) throw AppError.notFound();
      const params = row.params as { start?: string; end?: string };
      const download = `video-profit-${params.start ?? ""}_${params.end ?? ""}.${row.format}`;
      reply
        .header("content-type", CONTENT_TYPES[row.format])
        .header("content-disposition", `attachment; filename="${download}"`)
        .header("cache-control", "private, no-store");
      return reply.send(createReadStream(path.join(exportsDirOf(app.deps.config.DATA_DIR), name)));
    },
  );
}
