import { folderStorage } from "./local";
import { s3Storage } from "./s3";
import { parseS3Url } from "./s3-url";
import type { Storage } from "./storage";

export { copyStorage, STORED_PREFIXES } from "./copy";
export { folderStorage } from "./local";
export { s3Storage } from "./s3";
export { parseS3Url } from "./s3-url";
export type { Storage, StorageObject } from "./storage";
export { isStorageKey } from "./storage";

/**
 * The storage the settings name (docs/operations.md): `STORAGE_URL=s3://...` for object storage
 * shared by every node; without it, a folder: DATA_DIR, as one node and the demo have always used.
 */
export function createStorage(settings: { STORAGE_URL?: string | undefined; DATA_DIR: string }): Storage {
  const url = settings.STORAGE_URL;
  if (!url) return folderStorage(settings.DATA_DIR);
  if (url.startsWith("s3://")) return s3Storage(parseS3Url(url));
  throw new Error("STORAGE_URL: only s3:// addresses are known (without it, files stay in DATA_DIR)");
}
