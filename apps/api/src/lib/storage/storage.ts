import type { Readable } from "node:stream";

/**
 * One storage for every file the product keeps between requests (docs/design.md §12,
 * docs/decisions/137): catalogue audio and covers, the report inboxes and their outcomes. A key is a
 * relative path of `/`-separated parts (`media/audio/<hash>.wav`); the local backend keeps it under
 * DATA_DIR, the S3 backend under the bucket's prefix, so every API node sees the same files.
 */
export interface Storage {
  /** `local` (a folder, one node) or `s3` (object storage shared by every node). */
  readonly kind: "local" | "s3";
  /** Where the files are, for messages (`/srv/studio/data`, `s3://bucket/prefix`). */
  readonly location: string;
  /** Writes the whole object at once: a reader never sees half of it. */
  put(key: string, body: StorageBody, options?: { contentType?: string }): Promise<void>;
  /** The object's bytes, or only `range` of them; undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Size and time of the object; undefined when there is no such object. */
  head(key: string): Promise<StorageObject | undefined>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix`, in byte order. */
  list(prefix: string): Promise<string[]>;
  /** Releases connections (the S3 client); the storage is not used afterwards. */
  close(): Promise<void>;
}

/** What `put` writes: bytes, a file on this node's disk, or a stream of known length. */
export type StorageBody = Buffer | string | { path: string } | { stream: Readable; size: number };

/** Bytes `start` to `end`, both included (as HTTP counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StorageObject {
  size: number;
  modifiedAt: Date;
}

/** A key is `part/part/...`: no empty part, no `.` or `..`, no backslash or control character. */
export function assertStorageKey(key: string): void {
  const bad =
    key.length === 0 ||
    key.length > 1024 ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    /[\u0000-\u001f\u007f\\]/.test(key) ||
    key.split("/").some((part) => part === "" || part === "." || part === "..");
  if (bad) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** Whether `key` is a key the storage takes (a file listed from a folder may not be). */
export function isStorageKey(key: string): boolean {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
}

/** A prefix is a key's beginning: empty, or what a key may start with. */
export function assertStoragePrefix(prefix: string): void {
  if (prefix === "") return;
  assertStorageKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}
