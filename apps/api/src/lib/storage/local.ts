import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertStorageKey,
  assertStoragePrefix,
  type ByteRange,
  type Storage,
  type StorageBody,
} from "./storage";

/** Where a write is prepared before it is renamed into place (skipped by `list`). */
const TMP = ".storage-tmp";

/**
 * Files in a folder of this node (the default: one node, the demo). The keys are paths under `root`
 * (DATA_DIR), so `media/` and `reports/` are where they always were.
 */
export function folderStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(base, ...key.split("/"));
  };
  const missing = (error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return undefined;
    throw error;
  };
  return {
    kind: "local",
    location: base,
    async put(key, body: StorageBody) {
      const target = fileOf(key);
      const tmpDir = path.join(base, TMP);
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomBytes(12).toString("hex"));
      try {
        if (typeof body === "string" || Buffer.isBuffer(body)) await writeFile(tmp, body);
        else if ("path" in body) await copyFile(body.path, tmp);
        else await pipeline(body.stream, createWriteStream(tmp));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange) {
      const file = fileOf(key);
      const info = await stat(file).catch(missing);
      if (!info?.isFile()) return undefined;
      return new Promise<Readable | undefined>((resolve, reject) => {
        const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
        stream.once("open", () => resolve(stream));
        stream.once("error", (error) => {
          try {
            resolve(missing(error));
          } catch (other) {
            reject(other);
          }
        });
      });
    },
    async head(key) {
      const info = await stat(fileOf(key)).catch(missing);
      return info?.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      assertStoragePrefix(prefix);
      // Walk from the deepest folder the prefix names whole; keep what starts with the prefix.
      const folderKey = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      const keys: string[] = [];
      const walk = async (folder: string, keyPrefix: string): Promise<void> => {
        const entries = await readdir(folder, { withFileTypes: true }).catch(missing);
        for (const entry of entries ?? []) {
          const key = keyPrefix + entry.name;
          if (keyPrefix === "" && entry.name === TMP) continue;
          if (entry.isDirectory()) {
            if (prefix.startsWith(`${key}/`) || `${key}/`.startsWith(prefix)) {
              await walk(path.join(folder, entry.name), `${key}/`);
            }
          } else if (entry.isFile() && key.startsWith(prefix)) keys.push(key);
        }
      };
      await walk(
        folderKey ? path.join(base, ...folderKey.split("/")) : base,
        folderKey ? `${folderKey}/` : "",
      );
      return keys.sort(byteOrder);
    },
    async close() {},
  };
}

/** Byte order of UTF-8 keys, as S3 lists them. */
export function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
