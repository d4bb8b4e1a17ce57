import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { adminMusicImportCall, adminStatsImportCall, E, IMPORT_FILE_MAX_BYTES } from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

const BOUNDARY = "----studio-upload-test";
const MB = 1024 * 1024;

/** Upload folders left on disk (there must be none once a call has answered). */
function leftoverUploads(): string[] {
  const folder = path.join(t.app.deps.config.DATA_DIR, "tmp", "uploads");
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** A multipart body generated as it is sent: one file of `size` zero bytes, never whole in memory. */
async function* bigFileBody(fileName: string, size: number) {
  yield `--${BOUNDARY}\r\nContent-Disposition: form-data; name="manifest"; filename="${fileName}"\r\n` +
    "Content-Type: application/octet-stream\r\n\r\n";
  const chunk = Buffer.alloc(MB);
  for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(MB, size - sent));
  yield `\r\n--${BOUNDARY}--\r\n`;
}

function multipart(call: { path: string }, body: AsyncIterable<string | Buffer> | Iterable<string>) {
  return staff.client.inject({
    method: "POST",
    url: `/api/${call.path}`,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Readable.from(body),
  });
}

describe("multipart uploads", () => {
  it("answers a file over the limit with 413 code 5 naming the file limit, not the JSON one", async () => {
    for (const call of [adminMusicImportCall, adminStatsImportCall]) {
      const response = await multipart(call, bigFileBody("manifest.csv", IMPORT_FILE_MAX_BYTES + 1));
      const body = expectError(response, 413, E.ATTACHMENT_TOO_LARGE, "en");
      expect(body.params).toEqual({ max: "100 MB" });
    }
    expect(leftoverUploads()).toEqual([]);
  });

  it("answers a JSON body over its limit with 413 code 5 naming the body limit", async () => {
    const response = await staff.client.inject({
      method: "POST",
      url: `/api/${adminMusicImportCall.path}`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "a".repeat(MB + 1) }),
    });
    expect(expectError(response, 413, E.ATTACHMENT_TOO_LARGE).params).toEqual({ max: "1 MB" });
  });

  it("answers too many text fields with 413 code 9 naming the count", async () => {
    const parts = Array.from(
      { length: 51 },
      (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nvalue\r\n`,
    );
    const response = await multipart(adminMusicImportCall, [...parts, `--${BOUNDARY}--\r\n`]);
    expect(expectError(response, 413, E.TOO_MANY_PARTS, "en").params).toEqual({ max: 50 });
  });

  it("answers more parts than the reader counts with 413 code 9, in the envelope", async () => {
    // More than the multipart reader's own default of 1,000 parts, fewer than the files allowed.
    const parts = Array.from(
      { length: 1_200 },
      (_, i) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="f${i}.wav"\r\n\r\nx\r\n`,
    );
    const response = await multipart(adminMusicImportCall, [...parts, `--${BOUNDARY}--\r\n`]);
    // Past the reader's default, the call reads the manifest, which is missing: 4, not a size error.
    expectError(response, 400, E.FIELDS_REQUIRED, "en");
    const tooMany = Array.from(
      { length: 5_051 },
      (_, i) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="f${i}.wav"\r\n\r\nx\r\n`,
    );
    const refused = await multipart(adminMusicImportCall, [...tooMany, `--${BOUNDARY}--\r\n`]);
    expect(expectError(refused, 413, E.TOO_MANY_PARTS, "en").params).toEqual({ max: 5_000 });
    expect(leftoverUploads()).toEqual([]);
  });

  it("keeps uploads on disk only while the call runs, whether it succeeds or fails", async () => {
    const form = new FormData();
    form.append("manifest", new Blob(['{"tracks":[]}']), "manifest.json");
    form.append("files", new Blob([new Uint8Array(2 * MB)]), "loop.wav");
    const ok = await staff.client.inject({
      method: "POST",
      url: `/api/${adminMusicImportCall.path}`,
      payload: form,
    });
    expect(expectOk(ok)).toEqual({ imported: 0, rejected: [] });
    expect(leftoverUploads()).toEqual([]);

    const noManifest = new FormData();
    noManifest.append("files", new Blob([new Uint8Array(MB)]), "loop.wav");
    const refused = await staff.client.inject({
      method: "POST",
      url: `/api/${adminMusicImportCall.path}`,
      payload: noManifest,
    });
    expectError(refused, 400, E.FIELDS_REQUIRED);
    expect(leftoverUploads()).toEqual([]);
  });
});
