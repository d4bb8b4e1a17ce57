import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { TImportReport } from "@studio/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type Network, rowsOf } from "../../db/rows";
import { networks, storageInboxClaims } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { isStorageKey, type Storage } from "../../lib/storage";
import { recordStatsImport } from "./admin-routes";
import { importStatsFile } from "./stats-import";
import { refreshVideoPeriods } from "./video-periods";

export const REPORT_INBOX_QUEUE = "stats-report-inbox";
/** The platform's report files are dropped every few minutes at most; look every 5. */
export const REPORT_INBOX_CRON = "*/5 * * * *";
/** A claim not finished after this long belongs to a node that died while importing: taken again. */
export const INBOX_CLAIM_STALE_MINUTES = 60;

/**
 * Where the platform's report delivery drops files, as storage keys: `reports/<network slug>/inbox/*.csv`
 * (under DATA_DIR, or in the bucket with STORAGE_URL). Each file is imported by one node, then moved
 * to `done/` or `rejected/` beside a `<name>.report.json` (docs/decisions/137).
 */
export const reportFolderOf = (networkSlug: string) => `reports/${networkSlug}`;

/**
 * The job: every network's inbox, oldest name first. Every node's job may run at once: a file is
 * imported only by the node that claims it in the database (a conditional insert on its key), so
 * it is imported exactly once. Answers what this node imported.
 */
export async function importReportInboxes(deps: AppDeps): Promise<Map<string, TImportReport>> {
  const results = new Map<string, TImportReport>();
  for (const network of await deps.db.select().from(networks)) {
    const folder = reportFolderOf(network.slug);
    // The database's clock, before listing: a claim finished after this moment was for a file
    // this listing may still show, so it is not taken again (see claimInboxFile).
    const listedAt = await databaseNow(deps.db);
    const keys = (await deps.storage.list(`${folder}/inbox/`)).filter((key) => {
      const name = key.slice(folder.length + "/inbox/".length);
      return !name.includes("/") && name.toLowerCase().endsWith(".csv") && isStorageKey(key);
    });
    for (const key of keys) {
      if (!(await claimInboxFile(deps.db, { key, networkId: network.id, nodeId: deps.nodeId, listedAt })))
        continue;
      const name = key.slice(key.lastIndexOf("/") + 1);
      try {
        const stream = await deps.storage.get(key);
        if (stream)
          results.set(`${network.slug}/${name}`, await importInboxFile(deps, network, { key, name, stream }));
        // Another node moved it out between the listing and this claim.
        else await finishInboxClaim(deps.db, key, deps.nodeId, "gone");
      } catch (error) {
        // The next run, on any node, tries again (an import of the same file twice changes nothing).
        await releaseInboxClaim(deps.db, key, deps.nodeId);
        throw error;
      }
    }
  }
  if ([...results.values()].some((report) => report.imported > 0)) {
    await refreshVideoPeriods(deps.db, deps.now());
  }
  return results;
}

/** Imports one claimed file, records it, moves it to `done/` or `rejected/` with its report. */
async function importInboxFile(
  deps: AppDeps,
  network: Network,
  file: { key: string; name: string; stream: Readable },
): Promise<TImportReport> {
  const { key, name } = file;
  const folder = reportFolderOf(network.slug);
  const hash = createHash("sha256");
  const report = await importStatsFile(deps.db, network, { name, stream: hashed(file.stream, hash) });
  const sha256 = hash.digest("hex");
  await recordStatsImport(deps.db, network.id, { name, sha256 }, report, { source: "inbox", actorId: null });
  const outcome = report.rejected.length > 0 ? "rejected" : "done";
  await moveObject(deps.storage, key, `${folder}/${outcome}/${name}`);
  await deps.storage.put(`${folder}/${outcome}/${name}.report.json`, JSON.stringify(report, null, 2), {
    contentType: "application/json",
  });
  await finishInboxClaim(deps.db, key, deps.nodeId, outcome);
  return report;
}

async function* hashed(stream: Readable, hash: ReturnType<typeof createHash>): AsyncGenerator<Buffer> {
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    hash.update(bytes);
    yield bytes;
  }
}

async function databaseNow(db: Db): Promise<Date> {
  const [row] = rowsOf<{ now: string | Date }>(await db.execute(sql`select now() as now`));
  if (!row) throw new Error("the database answered no time");
  return new Date(row.now);
}

/**
 * Takes one inbox file for this node; false when another node has it. One statement decides: a new
 * key is inserted; a key already there is taken over only when its claim was finished before this
 * node listed the inbox (the same name dropped again later) or was left unfinished for
 * INBOX_CLAIM_STALE_MINUTES (its node died).
 */
export async function claimInboxFile(
  db: Db,
  claim: { key: string; networkId: number; nodeId: string; listedAt: Date },
): Promise<boolean> {
  const taken = await db
    .insert(storageInboxClaims)
    .values({ storageKey: claim.key, networkId: claim.networkId, claimedBy: claim.nodeId })
    .onConflictDoUpdate({
      target: storageInboxClaims.storageKey,
      set: { claimedBy: claim.nodeId, claimedAt: sql`now()`, finishedAt: null, outcome: null },
      setWhere: sql`(${storageInboxClaims.finishedAt} is not null and ${storageInboxClaims.finishedAt} < ${claim.listedAt.toISOString()}::timestamptz)
        or (${storageInboxClaims.finishedAt} is null and ${storageInboxClaims.claimedAt} < now() - make_interval(mins => ${INBOX_CLAIM_STALE_MINUTES}))`,
    })
    .returning({ key: storageInboxClaims.storageKey });
  return taken.length === 1;
}

async function finishInboxClaim(db: Db, key: string, nodeId: string, outcome: string): Promise<void> {
  await db
    .update(storageInboxClaims)
    .set({ finishedAt: sql`now()`, outcome })
    .where(
      and(
        eq(storageInboxClaims.storageKey, key),
        eq(storageInboxClaims.claimedBy, nodeId),
        isNull(storageInboxClaims.finishedAt),
      ),
    );
}

async function releaseInboxClaim(db: Db, key: string, nodeId: string): Promise<void> {
  await db
    .delete(storageInboxClaims)
    .where(
      and(
        eq(storageInboxClaims.storageKey, key),
        eq(storageInboxClaims.claimedBy, nodeId),
        isNull(storageInboxClaims.finishedAt),
      ),
    );
}

/** Copies the object to its new key, then removes the old one (storage has no rename across S3). */
async function moveObject(storage: Storage, from: string, to: string): Promise<void> {
  const object = await storage.head(from);
  const stream = await storage.get(from);
  if (!object || !stream) return;
  await storage.put(to, { stream, size: object.size });
  await storage.delete(from);
}
