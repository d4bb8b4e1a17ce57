import path from "node:path";
import {
  adminMusicImportCall,
  adminTrackFilesCall,
  adminTrackListCall,
  adminTrackUpdateCall,
  adminTrackWithdrawCall,
  E,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { fileSha256, recordImport } from "../../lib/import-history";
import { readUploadedFile, registerCall } from "../../lib/register-call";
import { importManifest, manifestFormatOf } from "./catalogue-import";
import { listStaffTracks, replaceTrackFiles, updateTrack, withdrawTrack } from "./staff-catalogue";

/** The back-office's catalogue import: a manifest uploaded with the files it names. */
export function registerMusicAdminRoutes(app: FastifyInstance): void {
  registerCall(app, adminMusicImportCall, async ({ deps, network, files, account }) => {
    const manifest =
      files.find((file) => file.field === "manifest" && manifestFormatOf(file.fileName)) ??
      files.find((file) => manifestFormatOf(file.fileName));
    const format = manifest && manifestFormatOf(manifest.fileName);
    if (!manifest || !format) throw new AppError(E.FIELDS_REQUIRED);
    const byName = new Map(files.map((file) => [file.fileName, file.path]));
    const text = (await readUploadedFile(manifest)).toString("utf8");
    const report = await importManifest(
      deps.db,
      deps.storage,
      network,
      { text, format, name: manifest.fileName },
      // Browsers upload bare file names, so "audio/a.wav" in the manifest finds an uploaded "a.wav".
      (name) => byName.get(name) ?? byName.get(path.basename(name)),
    );
    await recordImport(deps.db, {
      networkId: network.id,
      kind: "catalogue",
      source: "upload",
      actorId: account.id,
      fileName: manifest.fileName,
      sha256: await fileSha256(manifest.path),
      report,
    });
    return report;
  });

  registerCall(app, adminTrackListCall, ({ deps, network, input }) =>
    listStaffTracks(deps.db, network.id, input),
  );
  registerCall(app, adminTrackUpdateCall, ({ deps, network, input, audit }) => {
    const { track_id, ...edit } = input;
    return updateTrack(deps.db, network.id, track_id, edit, audit);
  });
  registerCall(app, adminTrackWithdrawCall, ({ deps, network, input, audit }) =>
    withdrawTrack(deps.db, network.id, input.track_id, input.withdrawn, deps.now(), audit),
  );
  registerCall(app, adminTrackFilesCall, ({ deps, network, input, files, audit }) =>
    replaceTrackFiles(deps.db, deps.storage, network.id, input.track_id, files, audit),
  );
}
