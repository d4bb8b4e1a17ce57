import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3RVER_CREDENTIALS, type S3TestServer, startS3Server } from "../../../test/s3/s3-server";
import { copyStorage } from "./copy";
import { createStorage, folderStorage, parseS3Url, s3Storage } from "./index";
import type { Storage } from "./storage";

/**
 * The storage contract (docs/decisions/137), run against both backends: a folder, and S3 through
 * s3rver started in this process on a free port. Whatever passes here, the media routes and the
 * report inbox may rely on.
 */

async function text(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

let s3: S3TestServer;
let scratch: string;

beforeAll(async () => {
  s3 = await startS3Server();
  scratch = mkdtempSync(path.join(tmpdir(), "studio-storage-test-"));
});

afterAll(async () => {
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

let made = 0;
const backends: [string, () => Storage][] = [
  ["a folder", () => folderStorage(path.join(scratch, `folder-${++made}`))],
  [
    "S3 (s3rver)",
    () =>
      s3Storage(parseS3Url(s3.storageUrl(`prefix-${++made}`)), {
        credentials: S3RVER_CREDENTIALS,
      }),
  ],
];

describe.each(backends)("storage in %s", (name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(async () => {
    await storage.close();
  });

  it("puts bytes, text, a file and a stream, and gets them back", async () => {
    await storage.put("a/bytes.bin", Buffer.from([0, 1, 2, 255]));
    await storage.put("a/text.txt", "한국어 text");
    const file = path.join(scratch, `upload-${made}.wav`);
    writeFileSync(file, "RIFF....WAVE");
    await storage.put("a/file.wav", { path: file });
    await storage.put("a/stream.txt", {
      stream: Readable.from([Buffer.from("one "), Buffer.from("two")]),
      size: 7,
    });
    const bytes = await storage.get("a/bytes.bin");
    const chunks: Buffer[] = [];
    for await (const chunk of bytes ?? []) chunks.push(Buffer.from(chunk));
    expect([...Buffer.concat(chunks)]).toEqual([0, 1, 2, 255]);
    expect(await text(await storage.get("a/text.txt"))).toBe("한국어 text");
    expect(await text(await storage.get("a/file.wav"))).toBe("RIFF....WAVE");
    expect(await text(await storage.get("a/stream.txt"))).toBe("one two");
  });

  it("answers byte ranges, both ends included", async () => {
    await storage.put("r/digits.txt", "0123456789");
    // (Not 0-0: s3rver reads an end of 0 as "to the end"; S3 and the folder do not.)
    expect(await text(await storage.get("r/digits.txt", { start: 0, end: 1 }))).toBe("01");
    expect(await text(await storage.get("r/digits.txt", { start: 9, end: 9 }))).toBe("9");
    expect(await text(await storage.get("r/digits.txt", { start: 3, end: 6 }))).toBe("3456");
    expect(await text(await storage.get("r/digits.txt", { start: 7, end: 9 }))).toBe("789");
  });

  it("tells the size and time of an object, and nothing of a missing one", async () => {
    const before = Date.now() - 60_000;
    await storage.put("h/five.txt", "12345");
    const object = await storage.head("h/five.txt");
    expect(object?.size).toBe(5);
    expect(object?.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await storage.head("h/none.txt")).toBeUndefined();
    expect(await storage.get("h/none.txt")).toBeUndefined();
    expect(await storage.get("h/none.txt", { start: 0, end: 1 })).toBeUndefined();
  });

  it("replaces an object whole", async () => {
    await storage.put("w/file.txt", "a longer first version");
    await storage.put("w/file.txt", "short");
    expect(await text(await storage.get("w/file.txt"))).toBe("short");
    expect((await storage.head("w/file.txt"))?.size).toBe(5);
  });

  it("deletes, and deleting what is not there is no error", async () => {
    await storage.put("d/gone.txt", "x");
    await storage.delete("d/gone.txt");
    expect(await storage.head("d/gone.txt")).toBeUndefined();
    await storage.delete("d/gone.txt");
    await storage.delete("d/never/was.txt");
  });

  it("lists by prefix in byte order, deep keys included, nothing outside the prefix", async () => {
    for (const key of ["l/in/b.csv", "l/in/a.csv", "l/in/sub/c.csv", "l/inner.csv", "l/out/x.csv"]) {
      await storage.put(key, key);
    }
    expect(await storage.list("l/in/")).toEqual(["l/in/a.csv", "l/in/b.csv", "l/in/sub/c.csv"]);
    expect(await storage.list("l/in")).toEqual(["l/in/a.csv", "l/in/b.csv", "l/in/sub/c.csv", "l/inner.csv"]);
    expect(await storage.list("l/")).toHaveLength(5);
    expect(await storage.list("nothing/here/")).toEqual([]);
  });

  // A listing of more than 1,000 keys comes in pages; s3rver cannot make the continuation token
  // on Node 17 and later (it ciphers it with DES, which OpenSSL 3 no longer offers), so the pages
  // of S3 are not checked here.
  it.skipIf(name !== "a folder")("lists past a page of results", async () => {
    const keys = Array.from({ length: 1_005 }, (_, i) => `many/${String(i).padStart(4, "0")}.txt`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, "")));
    }
    expect(await storage.list("many/")).toEqual(keys);
  });

  it("refuses keys that could leave their place", async () => {
    for (const key of ["", "/abs", "a//b", "../up", "a/../../b", "a/./b", "back\\slash", "nul\u0000"]) {
      await expect(storage.put(key, "x"), JSON.stringify(key)).rejects.toThrow(/not a storage key/);
      await expect(storage.head(key), JSON.stringify(key)).rejects.toThrow(/not a storage key/);
    }
    await expect(storage.list("../")).rejects.toThrow(/not a storage key/);
  });
});

describe("choosing and copying", () => {
  it("is a folder without STORAGE_URL, S3 with one; a bad address stops the start", () => {
    const folder = createStorage({ DATA_DIR: scratch });
    expect([folder.kind, folder.location]).toEqual(["local", scratch]);
    const bucket = createStorage({
      DATA_DIR: scratch,
      STORAGE_URL: "s3://studio-files/prod?region=eu-west-1",
    });
    expect([bucket.kind, bucket.location]).toEqual(["s3", "s3://studio-files/prod/"]);
    expect(parseS3Url("s3://studio-files")).toMatchObject({
      bucket: "studio-files",
      prefix: "",
      forcePathStyle: false,
    });
    expect(() => parseS3Url("s3://key:secret@studio-files/x")).toThrow(/AWS_ACCESS_KEY_ID/);
    expect(() => parseS3Url("s3://studio-files/x?bucketRegion=1")).toThrow(/unknown parameter/);
    expect(() => parseS3Url("s3://studio-files/a//b")).toThrow(/not a storage key/);
    expect(() => createStorage({ DATA_DIR: scratch, STORAGE_URL: "gs://bucket" })).toThrow(/s3:\/\//);
  });

  it("copies a folder's files into S3, and a second run copies nothing again", async () => {
    const from = folderStorage(path.join(scratch, "copy-from"));
    const to = s3Storage(parseS3Url(s3.storageUrl("copy-to")), { credentials: S3RVER_CREDENTIALS });
    try {
      await from.put("media/audio/abc.wav", "RIFF");
      await from.put("media/covers/abc.svg", "<svg/>");
      await from.put("reports/acme/inbox/2026-11-12.csv", "date,channel");
      await from.put("elsewhere/not-copied.txt", "x");
      expect(await copyStorage(from, to)).toEqual({ copied: 3, skipped: 0, failed: [] });
      expect(await to.list("")).toEqual([
        "media/audio/abc.wav",
        "media/covers/abc.svg",
        "reports/acme/inbox/2026-11-12.csv",
      ]);
      expect(await text(await to.get("media/audio/abc.wav"))).toBe("RIFF");
      expect(await copyStorage(from, to)).toEqual({ copied: 0, skipped: 3, failed: [] });
    } finally {
      await to.close();
    }
  });
});
