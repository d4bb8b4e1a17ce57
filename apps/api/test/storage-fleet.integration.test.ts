import { Readable } from "node:stream";
import { adminMusicImportCall, musicSearchCall, type TImportReport, type TMusic } from "@studio/contract";
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app";
import { runStudioCli } from "../src/cli/studio-cli";
import { loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { importHistory, storageInboxClaims } from "../src/db/schema";
import { sanitizeSvg } from "../src/lib/svg-sanitize";
import { coverSvg, synthesizeLoop } from "../src/modules/music/demo-media";
import { importReportInboxes, reportFolderOf } from "../src/modules/revenue/report-inbox";
import { S3RVER_CREDENTIALS, type S3TestServer, startS3Server } from "./s3/s3-server";
import { expectOk } from "./support/assertions";
import { registeredChannel, type SignedIn, setChannelStatus, signedIn } from "./support/channels";
import { api } from "./support/factories";
import { REPORT_HEADER, reportCsv } from "./support/revenue";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Two API nodes behind one balancer share their files through S3 (docs/decisions/137): node A and
 * node B run on the same database with the same STORAGE_URL, an S3 server started in this process
 * (s3rver, on a free port). What A stores, B serves; a report file dropped in the inbox is
 * imported once when both nodes' jobs run at the same moment.
 */

let s3: S3TestServer;
let a: TestApp;
let b: FastifyInstance;
let closeB: () => Promise<void>;
let staff: SignedIn;

/** Node B: its own app (job queue, caches, storage client) on node A's database. */
async function secondNode(first: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database: Database =
    first.database.kind === "postgres"
      ? await openDatabase({ databaseUrl: String(first.database.pool.options.connectionString) })
      : {
          kind: "pglite",
          pglite: first.database.pglite,
          db: drizzle({ client: first.database.pglite }),
          migrate: async () => {},
          exclusively: (_lockKey, work) => work(),
          close: async () => {},
        };
  const app = await buildApp({ config: first.app.deps.config, database, now: first.clock.now });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

beforeAll(async () => {
  s3 = await startS3Server();
  // The SDK's standard credentials, as a node reads them from its environment.
  vi.stubEnv("AWS_ACCESS_KEY_ID", S3RVER_CREDENTIALS.accessKeyId);
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", S3RVER_CREDENTIALS.secretAccessKey);
  a = await createTestApp({ config: { STORAGE_URL: s3.storageUrl("fleet") } });
  const node = await secondNode(a);
  b = node.app;
  closeB = node.close;
  staff = await signedIn(a, { isStaff: true });
});

afterAll(async () => {
  await closeB?.();
  await a?.close();
  await s3?.close();
  vi.unstubAllEnvs();
});

describe("STORAGE_URL", () => {
  it("stops the start with the variable's name and the reason when it is wrong", () => {
    expect(() => loadConfig({ STORAGE_URL: "s3://key:secret@studio-files" })).toThrow(
      /STORAGE_URL: credentials come from AWS_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ STORAGE_URL: "https://studio-files.s3.amazonaws.com" })).toThrow(
      /STORAGE_URL: /,
    );
    expect(loadConfig({ STORAGE_URL: "" }).STORAGE_URL).toBeUndefined();
    expect(a.app.deps.config.STORAGE_URL).toMatch(/^s3:\/\/studio-test\/fleet\?endpoint=/);
  });
});

describe("files stored through node A, served by node B", () => {
  const AUDIO = synthesizeLoop("bright");
  const COVER = coverSvg("Fleet", "Two nodes");

  async function importThroughA(): Promise<TMusic> {
    const manifest = [
      "isrc,name,artist,category,tags,shopping,prioritized,instrumental,release_date,duration,audio,cover",
      "KRA402699901,Fleet Song,Two Nodes,bgm,calm,no,no,yes,2026-10-01,,fleet.wav,fleet.svg",
    ].join("\n");
    const form = new FormData();
    form.append("manifest", new Blob([manifest], { type: "text/csv" }), "manifest.csv");
    form.append("files", new Blob([new Uint8Array(AUDIO)], { type: "audio/wav" }), "fleet.wav");
    form.append("files", new Blob([new Uint8Array(COVER)], { type: "image/svg+xml" }), "fleet.svg");
    const report = expectOk(
      await staff.client.inject({ method: "POST", url: `/api/${adminMusicImportCall.path}`, payload: form }),
    ) as TImportReport;
    expect(report).toEqual({ imported: 1, rejected: [] });
    // B finds the track through the shared database, with B's own session check.
    const onB = api(b, { token: staff.token });
    const [track] = expectOk(await onB.call(musicSearchCall, { search: "KRA402699901" })).items;
    if (!track) throw new Error("node B does not find the track");
    return track;
  }

  it("puts the media in the bucket, not on the node's disk", async () => {
    const track = await importThroughA();
    const name = track.music.slice(track.music.lastIndexOf("/") + 1);
    expect(await a.app.deps.storage.list("media/audio/")).toContain(`media/audio/${name}`);
    expect(a.app.deps.storage.kind).toBe("s3");
    expect(b.deps.storage.kind).toBe("s3");
  });

  it("serves the audio whole and by range, and the cover, from node B", async () => {
    const track = await importThroughA();
    const whole = await b.inject({ method: "GET", url: track.music });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toMatch(/^audio\/wav/);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["cache-control"]).toContain("immutable");
    expect(whole.rawPayload.equals(AUDIO)).toBe(true);

    const size = AUDIO.length;
    const middle = await b.inject({ method: "GET", url: track.music, headers: { range: "bytes=1000-1999" } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers["content-range"]).toBe(`bytes 1000-1999/${size}`);
    expect(middle.headers["content-length"]).toBe("1000");
    expect(middle.rawPayload.equals(AUDIO.subarray(1000, 2000))).toBe(true);
    const suffix = await b.inject({ method: "GET", url: track.music, headers: { range: "bytes=-44" } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(AUDIO.subarray(size - 44))).toBe(true);
    const beyond = await b.inject({ method: "GET", url: track.music, headers: { range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${size}`);
    // The same validator on every node: a browser's cached copy is good on either.
    const again = await a.app.inject({
      method: "GET",
      url: track.music,
      headers: { "if-none-match": String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const cover = await b.inject({ method: "GET", url: track.thumbnail });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    // Stored as the sanitiser wrote it (docs/decisions/140): node B serves those very bytes.
    expect(cover.rawPayload.equals((await sanitizeSvg(COVER)) ?? Buffer.alloc(0))).toBe(true);
    expect((await b.inject({ method: "GET", url: "/media/audio/0000.wav" })).statusCode).toBe(404);
  });
});

describe("moving a node's files into the bucket", () => {
  it("storage-migrate copies DATA_DIR's media, after which node B serves the demo's audio", async () => {
    const onB = api(b, { token: staff.token });
    // The demo's tracks were stored on node A's disk before the bucket (the seeded copy).
    const [demo] = expectOk(await onB.call(musicSearchCall, { search: "KRA402600001" })).items;
    if (!demo) throw new Error("no demo track");
    expect((await b.inject({ method: "GET", url: demo.music })).statusCode).toBe(404);

    const run = async () => {
      let out = "";
      let err = "";
      const code = await runStudioCli(["storage-migrate"], {
        env: { DATA_DIR: a.app.deps.config.DATA_DIR, STORAGE_URL: a.app.deps.config.STORAGE_URL },
        stdin: Readable.from([]),
        stdout: { write: (text: string) => (out += text) },
        stderr: { write: (text: string) => (err += text) },
      });
      return { code, out, err };
    };
    const first = await run();
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    // Every demo file is copied (one the import above stored already is there).
    const counts = /^(\d+) copied, (\d+) already there, 0 failed$/m.exec(first.out);
    expect(Number(counts?.[1])).toBeGreaterThan(0);
    const ranged = await b.inject({ method: "GET", url: demo.music, headers: { range: "bytes=0-3" } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.toString()).toBe("RIFF");
    expect((await b.inject({ method: "GET", url: demo.thumbnail })).statusCode).toBe(200);

    const second = await run();
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/^0 copied, \d+ already there, 0 failed$/m);
  });

  it("storage-migrate refuses to run without STORAGE_URL", async () => {
    let err = "";
    const code = await runStudioCli(["storage-migrate"], {
      env: { DATA_DIR: a.app.deps.config.DATA_DIR },
      stdin: Readable.from([]),
      stdout: { write: () => true },
      stderr: { write: (text: string) => (err += text) },
    });
    expect(code).toBe(2);
    expect(err).toContain("STORAGE_URL is not set");
  });
});

describe("the report inbox, read by every node", () => {
  it("imports a dropped file exactly once when both nodes' jobs run at the same time", async () => {
    const owner = await signedIn(a);
    const { channel, platform } = await registeredChannel(a, owner);
    await setChannelStatus(a, channel.id, { status: "approved" });
    const folder = reportFolderOf("studio");
    const names = ["2026-11-20.csv", "2026-11-21.csv", "2026-11-22.csv"];
    for (const [index, name] of names.entries()) {
      const date = name.slice(0, 10);
      const csv = reportCsv([
        { date, channel: platform.id, video: `fleet-${index}`, views: 10 + index, revenue: "0.5" },
      ]);
      // Dropped through node A's storage: the same bucket as node B's.
      await a.app.deps.storage.put(`${folder}/inbox/${name}`, csv);
    }

    const [onA, onB] = await Promise.all([importReportInboxes(a.app.deps), importReportInboxes(b.deps)]);

    // Each file was imported by one node and one only, whichever it was.
    for (const name of names) {
      const by = [onA.has(`studio/${name}`), onB.has(`studio/${name}`)].filter(Boolean);
      expect(by, name).toHaveLength(1);
      expect(onA.get(`studio/${name}`) ?? onB.get(`studio/${name}`)).toEqual({ imported: 1, rejected: [] });
    }
    const db = a.database.db;
    for (const name of names) {
      const history = await db
        .select()
        .from(importHistory)
        .where(and(eq(importHistory.fileName, name), eq(importHistory.source, "inbox")));
      expect(history, name).toHaveLength(1);
      const [claim] = await db
        .select()
        .from(storageInboxClaims)
        .where(eq(storageInboxClaims.storageKey, `${folder}/inbox/${name}`));
      expect(claim?.outcome).toBe("done");
      expect([a.app.deps.nodeId, b.deps.nodeId]).toContain(claim?.claimedBy);
    }
    // The inbox is empty; each file is in done/ with its report, in the shared bucket.
    expect(await b.deps.storage.list(`${folder}/inbox/`)).toEqual([]);
    expect(await b.deps.storage.list(`${folder}/done/`)).toEqual(
      names.flatMap((name) => [`${folder}/done/${name}`, `${folder}/done/${name}.report.json`]),
    );

    // A later run of either node finds nothing left to do.
    const [laterA, laterB] = await Promise.all([
      importReportInboxes(a.app.deps),
      importReportInboxes(b.deps),
    ]);
    expect([laterA.size, laterB.size]).toEqual([0, 0]);
  });

  it("takes a file dropped again under the same name after the first was imported", async () => {
    const folder = reportFolderOf("studio");
    const key = `${folder}/inbox/broken-again.csv`;
    await a.app.deps.storage.put(key, `${REPORT_HEADER}\n2026-11-12,UCnothing,x`);
    const first = await importReportInboxes(b.deps);
    expect(first.get("studio/broken-again.csv")?.rejected).toHaveLength(1);
    await a.app.deps.storage.put(key, `${REPORT_HEADER}\n2026-11-13,UCnothing,y`);
    const second = await importReportInboxes(a.app.deps);
    expect(second.get("studio/broken-again.csv")?.rejected).toHaveLength(1);
    const [claim] = await a.database.db
      .select()
      .from(storageInboxClaims)
      .where(eq(storageInboxClaims.storageKey, key));
    expect(claim).toMatchObject({ claimedBy: a.app.deps.nodeId, outcome: "rejected" });
    expect(await a.app.deps.storage.list(`${folder}/rejected/broken-again`)).toEqual([
      `${folder}/rejected/broken-again.csv`,
      `${folder}/rejected/broken-again.csv.report.json`,
    ]);
  });
});
