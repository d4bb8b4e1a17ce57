import path from "node:path";
import { adminMusicImportCall, E } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { readUploadedFile, registerCall } from "../../lib/register-call";
import { importManifest, manifestFormatOf } from "./catalogue-import";

/** The back-office's catalogue import: a manifest uploaded with the files it names. */
export function registerMusicAdminRoutes(app: FastifyInstance): void {
  registerCall(app, adminMusicImportCall, async ({ deps, network, files }) => {
    const manifest =
      files.find((file) => file.field === "manifest" && manifestFormatOf(file.fileName)) ??
      files.find((file) => manifestFormatOf(file.fileName));
    const format = manifest && manifestFormatOf(manifest.fileName);
    if (!manifest || !format) throw new AppError(E.FIELDS_REQUIRED);
    const byName = new Map(files.map((file) => [file.fileName, file.path]));
    const text = (await readUploadedFile(manifest)).toString("utf8");
    return importManifest(
      deps.db,
      deps.config.DATA_DIR,
      network,
      { text, format, name: manifest.fileName },
      // Browsers upload bare file names, so "audio/a.wav" in the manifest finds an uploaded "a.wav".
      (name) => byName.get(name) ?? byName.get(path.basename(name)),
    );
  });
}
