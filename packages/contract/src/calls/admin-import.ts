import { z } from "zod";
import { defineCall } from "./define-call";
import { CALL_ROUTES } from "./routes";

/** One row a staff import left out, and why. Rows count from 1 (the first entry or CSV data line). */
export const ZImportRejection = z.object({
  row: z.number().int(),
  key: z.string(),
  reason: z.string(),
});

export type TImportRejection = z.infer<typeof ZImportRejection>;

export const ZImportReport = z.object({
  imported: z.number().int(),
  rejected: z.array(ZImportRejection),
});
export type TImportReport = z.infer<typeof ZImportReport>;

/** Largest file a staff import accepts (audio files included). */
export const IMPORT_FILE_MAX_BYTES = 100 * 1024 * 1024;

/**
 * Adds or updates tracks of the staff's network from a manifest (manifest.json or manifest.csv,
 * docs/catalogue-import.md) uploaded with the audio and cover files it names.
 */
export const adminMusicImportCall = defineCall({
  ...CALL_ROUTES.adminMusicImportCall,
  summary: "Import catalogue tracks from a manifest and its files",
  input: z.object({}),
  output: ZImportReport,
  errors: [5],
});

/**
 * Imports a platform report file of daily per-video estimates (CSV, docs/stats-import.md) into the
 * staff's network. All or nothing: one bad row rejects the file, with every bad row reported.
 */
export const adminStatsImportCall = defineCall({
  ...CALL_ROUTES.adminStatsImportCall,
  summary: "Import a platform report file of daily video figures",
  input: z.object({}),
  output: ZImportReport,
  errors: [5],
});
