import { musicVideoExportCall, musicVideoExportStatusCall } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../lib/register-call";
import { findExport, startVideoExport } from "./video-export";

/**
 * The video profit report file: start it and watch it. The file itself is a stored file
 * (modules/files): its owner's session or the signed link in `download` fetches it.
 */
export function registerVideoExportRoutes(app: FastifyInstance): void {
  registerCall(app, musicVideoExportCall, async ({ deps, account, input, currency, language }) => {
    const { format, ...filters } = input;
    return startVideoExport(deps, account, format, { ...filters, currency, language });
  });

  registerCall(app, musicVideoExportStatusCall, async ({ deps, account, input }) =>
    findExport(deps, account, input.id),
  );
}
